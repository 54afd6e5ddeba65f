// Interpolation values ({{companyName}}, {{capitalNow}}, ...) for the current language, from data/.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { buildFacts } from '../lib/facts';
import type { Language } from '../lib/i18n-config';
import { useCompany } from './use-company';
import { useTerms } from './use-terms';

export function useFacts(language: Language): Record<string, string> {
  const company = useCompany();
  const terms = useTerms();
  const { t } = useTranslation('common');
  const billionRials = t('units.billionRials');
  const percent = t('units.percent');
  return useMemo(() => buildFacts(company, terms, language, { billionRials, percent }), [company, terms, language, billionRials, percent]);
}
