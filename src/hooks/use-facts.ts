// Interpolation values ({{companyName}}, {{capitalNow}}, {{recordKind}}, ...) for the current language, from data/.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { buildFacts } from '../lib/facts';
import type { Language } from '../lib/i18n-config';
import { useCompany } from './use-company';
import { useTerms } from './use-terms';
import { useRecordKind } from './use-record-kind';

export function useFacts(language: Language): Record<string, string> {
  const company = useCompany();
  const terms = useTerms();
  const { t } = useTranslation('common');
  const billionRials = t('units.billionRials');
  const percent = t('units.percent');
  // {{recordKind}} ("illustrative"/"actual") and {{recordNote}}: what the performance record is, from data/.
  const kind = useRecordKind();
  const recordKind = t(`record.${kind}.adjective`);
  const recordNote = t(`record.${kind}.note`);
  return useMemo(
    () => ({ ...buildFacts(company, terms, language, { billionRials, percent }), recordKind, recordNote }),
    [company, terms, language, billionRials, percent, recordKind, recordNote],
  );
}
