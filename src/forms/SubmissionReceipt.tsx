// What stays on the page after a form was stored: the reference the visitor can quote (in the page's
// digits), announced politely to screen readers. Nothing is rendered until there is one; when it
// appears it is scrolled clear of the success toast at the window's bottom.
import React, { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { localizeDigits } from '../lib/digits';

const Receipt = styled.div`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.color.success};
  border-radius: ${({ theme }) => theme.radius.sm};

  p {
    margin: 0;
  }

  strong {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

type SubmissionReceiptProps = {
  /** The stored submission's reference ("0692-123456"), or null. */
  reference: string | null;
  language: string;
};

export default function SubmissionReceipt({ reference, language }: SubmissionReceiptProps) {
  const { t } = useTranslation('feedback');
  const region = useRef<HTMLDivElement>(null);
  // The success toast sits at the bottom of the window, where the form ends: bring the confirmation to
  // the middle of the window so that nothing covers it.
  useEffect(() => {
    const el = region.current;
    if (reference && el && typeof el.scrollIntoView === 'function') el.scrollIntoView({ block: 'center' });
  }, [reference]);
  // The live region is always in the page, so that a reference appearing in it is announced.
  return (
    <div role="status" ref={region}>
      {reference && (
        <Receipt data-testid="submission-receipt">
          <p>
            {t('request.referenceLabel')}{' '}
            <strong>
              <bdi dir="ltr" data-reference={reference}>
                {localizeDigits(reference, language)}
              </bdi>
            </strong>
          </p>
          <p>{t('request.referenceHint')}</p>
        </Receipt>
      )}
    </div>
  );
}
