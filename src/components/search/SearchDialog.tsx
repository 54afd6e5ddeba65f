// The search dialog (loaded when the header's search control is first used): a modal <dialog>, so
// focus stays inside it and Esc closes it; SearchControl returns focus to where it was. A click on the
// backdrop or on a result closes it too.
import React, { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { iconButton } from '../../styles/mixins';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../lib/i18n-config';
import { SearchPanel } from './SearchPanel';

type SearchDialogProps = { language: Language; onClose: () => void };

export default function SearchDialog({ language, onClose }: SearchDialogProps) {
  const { t } = useTranslation('common');
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    // Into the search field, not the dialog's first button.
    d?.querySelector('input')?.focus();
    // The page behind does not scroll while the dialog is open.
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
    };
  }, []);

  const close = () => dialog.current?.close();
  return (
    // The backdrop is the dialog element itself (its content fills an inner box): a click there closes it.
    <Dialog ref={dialog} aria-labelledby="site-search-title" onClose={onClose} onClick={(e) => e.target === dialog.current && close()}>
      <Box>
        <Top>
          <h2 id="site-search-title">{t('search.title')}</h2>
          <Close type="button" onClick={close}>
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
            <span className="visually-hidden">{t('search.close')}</span>
          </Close>
        </Top>
        <SearchPanel language={language} onNavigate={close} />
      </Box>
    </Dialog>
  );
}

// The title and the field stay in view; the results scroll (SearchPanel). dvh: the height a phone's
// browser leaves between its bars.
const Dialog = styled.dialog`
  width: min(40rem, calc(100vw - 1rem));
  max-height: calc(100vh - 2rem);
  max-height: calc(100dvh - 2rem);
  margin: 1rem auto auto;
  padding: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  &::backdrop {
    background: rgba(0, 0, 0, 0.6);
  }
`;

const Box = styled.div`
  display: flex;
  flex-direction: column;
  max-height: inherit;
  padding: 1rem 1.25rem 1.25rem;
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  margin-bottom: 0.75rem;
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
`;

const Close = styled.button`
  ${iconButton}
`;
