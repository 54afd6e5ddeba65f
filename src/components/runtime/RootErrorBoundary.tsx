// The outermost boundary (gatsby-browser's wrapPageElement), for errors the page boundary cannot
// catch: in the header, footer or layout itself. It sits outside the i18n provider, so it shows the
// error page with the bundled words; if that fails, the fallback.
import React from 'react';
import { LOCALE_META, type Language } from '../../lib/i18n-config';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorFallback } from './ErrorFallback';
import { ErrorPage } from './ErrorPage';
import { bundledErrorText } from './error-text';
import { logRenderError } from './PageErrorBoundary';

type RootErrorBoundaryProps = { language: Language; resetKey?: unknown; children: React.ReactNode };

export function RootErrorBoundary({ language, resetKey, children }: RootErrorBoundaryProps) {
  return (
    <ErrorBoundary
      resetKey={resetKey}
      onError={logRenderError}
      fallback={(pageError) => (
        <main id="main" lang={language} dir={LOCALE_META[language].dir} style={{ maxWidth: '72rem', margin: '0 auto', padding: '2rem 1rem' }}>
          <ErrorBoundary
            onError={(error) => console.error('The error page failed', error)}
            fallback={(error) => <ErrorFallback language={language} error={error} pageError={pageError} />}
          >
            <ErrorPage language={language} error={pageError} text={bundledErrorText(language)} />
          </ErrorBoundary>
        </main>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
