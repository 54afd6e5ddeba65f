// Wraps a page's own content inside the layout: a render error shows the error page in the page's
// language while the header, footer and navigation keep working; moving to another route clears it.
// If the error page fails too, the bundled fallback shows. A failed chunk load reloads the page
// (at most once a minute, src/runtime/chunk-reload.ts) instead of showing anything.
import React from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../lib/i18n-config';
import { reloadForChunkError } from '../../runtime/chunk-reload';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorFallback } from './ErrorFallback';
import { ErrorPage } from './ErrorPage';

type PageErrorBoundaryProps = { language: Language; resetKey?: unknown; children: React.ReactNode };

export function logRenderError(error: unknown, info?: React.ErrorInfo): void {
  console.error('Render error', error, info?.componentStack ?? '');
  reloadForChunkError(error);
}

function TranslatedErrorPage({ language, error }: { language: Language; error: unknown }) {
  const { t } = useTranslation('common');
  return <ErrorPage language={language} error={error} text={(key, values) => t(`errors.${key}`, values ?? {}) as string} />;
}

export function PageErrorBoundary({ language, resetKey, children }: PageErrorBoundaryProps) {
  return (
    <ErrorBoundary
      resetKey={resetKey}
      onError={logRenderError}
      fallback={(pageError) => (
        <ErrorBoundary
          onError={(error) => console.error('The error page failed', error)}
          fallback={(error) => <ErrorFallback language={language} error={error} pageError={pageError} />}
        >
          <TranslatedErrorPage language={language} error={pageError} />
        </ErrorBoundary>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
