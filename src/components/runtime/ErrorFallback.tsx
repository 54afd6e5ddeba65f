// The last resort: when the error page itself fails, 'An error occurred while showing the
// error page' with both errors' details and a link home. Plain markup and bundled words only.
import React from 'react';
import { localizePath, type Language } from '../../lib/i18n-config';
import { describeError } from '../../lib/render-error';
import { bundledErrorText } from './error-text';

type ErrorFallbackProps = { language: Language; error: unknown; pageError?: unknown };

/** Describing the error may be what failed (a throwing getter): never let that escape from here. */
function safeDescribe(error: unknown, unknown: string): string {
  try {
    return describeError(error);
  } catch {
    return unknown;
  }
}

export function ErrorFallback({ language, error, pageError }: ErrorFallbackProps) {
  const text = bundledErrorText(language);
  return (
    <div role="alert" data-error-fallback="" style={{ padding: '1.5rem 0' }}>
      <h1>{text('fallback')}</h1>
      <details open>
        <summary>{text('details')}</summary>
        <pre dir="ltr" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', textAlign: 'left' }}>
          {[pageError === undefined ? null : safeDescribe(pageError, text('unknown')), safeDescribe(error, text('unknown'))].filter(Boolean).join('\n\n')}
        </pre>
      </details>
      <p>
        <a href={localizePath('/', language)}>{text('home')}</a>
      </p>
    </div>
  );
}
