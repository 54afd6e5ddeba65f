// The error page for an unexpected render error: status 500 (or the error's own status), the error's
// message or a JSON dump of it, in the page's language, and a link home. Presentational: the caller
// passes the words (from i18next inside the layout, from the bundled catalogue outside it).
import React, { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { localizePath, type Language } from '../../lib/i18n-config';
import { localizeDigits } from '../../lib/digits';
import { describeError, errorStatus } from '../../lib/render-error';
import type { ErrorText } from './error-text';

type ErrorPageProps = { language: Language; error: unknown; text: ErrorText; heading?: string; focus?: boolean };

export function ErrorPage({ language, error, text, heading, focus = true }: ErrorPageProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The content the visitor was reading has gone: move focus to what replaced it.
  useEffect(() => {
    if (focus) headingRef.current?.focus();
  }, [focus]);
  const status = errorStatus(error);
  return (
    <Box data-error-page="" data-status={status}>
      <h1 ref={headingRef} tabIndex={-1}>
        {heading ?? text('heading')}
      </h1>
      <Status>{text('status', { status: localizeDigits(status, language) })}</Status>
      <details open>
        <summary>{text('details')}</summary>
        <Message dir="ltr">{describeError(error) || text('unknown')}</Message>
      </details>
      <p>
        {/* A plain link (full page load): the app that failed may not be able to navigate. */}
        <a href={localizePath('/', language)}>{text('home')}</a>
      </p>
    </Box>
  );
}

const Box = styled.section`
  padding: 1.5rem 0 2rem;
  h1:focus {
    outline: none;
  }
  details {
    margin: 0 0 1rem;
  }
  summary {
    cursor: pointer;
  }
`;

const Status = styled.p`
  font-weight: 700;
  color: ${({ theme }) => theme.color.error};
`;

const Message = styled.pre`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  max-height: 20rem;
  overflow: auto;
  margin: 0.5rem 0 0;
  padding: 0.75rem 1rem;
  background: ${({ theme }) => theme.color.surfaceAlt};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: left;
`;
