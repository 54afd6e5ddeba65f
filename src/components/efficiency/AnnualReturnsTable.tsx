// The plain annual table of /calculation (period, gross and net return, index yield, net difference), linked from the monthly
// record like everything on /efficiency, so the site has one source of returns.
import React from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../lib/i18n-config';
import { annualRows, type PerformanceData } from '../../lib/performance';
import { monthLabel, periodsOf } from '../../lib/performance-labels';
import { yearLabel } from '../../lib/format';
import { ReturnsTable } from './ReturnsTable';
import { netAnnualRows, type FeeSchedule } from '../../lib/fees';
import { Notes } from './table-styles';
import { STUB_MARK } from '../../lib/table-marks';

export type AnnualReturnsTableProps = {
  data: Pick<PerformanceData, 'months' | 'years'>;
  language: Language;
  /** The fee schedule (data/terms.json): net returns beside gross, and the difference net minus the index. */
  schedule?: FeeSchedule | null;
};

export function AnnualReturnsTable({ data, language, schedule = null }: AnnualReturnsTableProps) {
  const { t } = useTranslation(['calculation', 'common'], { lng: language });
  const monthNames = t('common:calendar.months', { returnObjects: true }) as string[];
  const rows = annualRows(data);
  const stub = rows.find((r) => r.stub);
  return (
    <>
      <ReturnsTable
        periods={periodsOf(rows, language, STUB_MARK, schedule ? netAnnualRows(data.months, schedule) : undefined)}
        language={language}
        labels={{
          tableCaption: t('calculation:table.caption'),
          period: t('calculation:table.period'),
          grossReturn: t('calculation:table.grossReturn'),
          indexYield: t('calculation:table.indexYield'),
          netReturn: t('calculation:table.netReturn') as string,
          difference: t('calculation:table.difference') as string,
        }}
      />
      {stub ? (
        <Notes>
          <p>
            {t('calculation:table.stubNote', {
              mark: STUB_MARK,
              year: yearLabel(stub.year, language),
              from: monthLabel(stub.firstMonth, 'start', language, monthNames),
              to: monthLabel(stub.lastMonth, 'end', language, monthNames),
            })}
          </p>
        </Notes>
      ) : null}
    </>
  );
}
