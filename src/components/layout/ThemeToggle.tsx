// Light/dark switch. The head script already applied the cookie's theme before paint; this button
// only reads it after mount (so server and first client render agree) and writes the new choice.
import React, { useEffect, useState } from 'react';
import styled from 'styled-components';
import { iconButton } from '../../styles/mixins';
import { useTranslation } from 'react-i18next';
import { applyThemeMode, readThemeMode } from '../../runtime/theme-mode';
import type { ThemeMode } from '../../lib/theme';

export function ThemeToggle() {
  const { t } = useTranslation('common');
  const [mode, setMode] = useState<ThemeMode | null>(null);
  useEffect(() => setMode(readThemeMode()), []);
  const next: ThemeMode = mode === 'light' ? 'dark' : 'light';
  return (
    <ToggleButton
      type="button"
      aria-label={t(next === 'light' ? 'site.theme.toLightLabel' : 'site.theme.toDarkLabel')}
      aria-pressed={mode === null ? undefined : mode === 'dark'}
      onClick={() => {
        applyThemeMode(next);
        setMode(next);
      }}
    >
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
        {next === 'light' ? (
          <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <circle cx="12" cy="12" r="4" />
            <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
          </g>
        ) : (
          <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" fill="currentColor" />
        )}
      </svg>
    </ToggleButton>
  );
}

const ToggleButton = styled.button`
  ${iconButton}
  &:hover {
    border-color: ${({ theme }) => theme.color.brand};
  }
`;
