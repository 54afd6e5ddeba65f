// The note under a table of net returns that holds a year bearing the management fee only (the first
// year if it started after Farvardin, the year so far): which years, and why (src/lib/fees.ts).
import React from 'react';
import { useTranslation } from 'react-i18next';
import { yearLabel } from '../../lib/format';
import type { Language } from '../../lib/i18n-config';
import { MANAGEMENT_ONLY_MARK } from '../../lib/table-marks';
import { listOf } from '../../lib/lists';

type ManagementOnlyNoteProps = { rows: readonly { year: number; performanceFeeYear: boolean }[]; language: Language };

export function ManagementOnlyNote({ rows, language }: ManagementOnlyNoteProps) {
  const { t } = useTranslation('fee-model', { lng: language });
  const years = rows.filter((r) => !r.performanceFeeYear).map((r) => yearLabel(r.year, language));
  if (years.length === 0) return null;
  return <p data-note="management-only">{t('managementOnly', { mark: MANAGEMENT_ONLY_MARK, years: listOf(years, language) })}</p>;
}
