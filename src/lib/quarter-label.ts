// A quarter as each language's pages name it: «فصل سوم ۱۴۰۴» on Persian pages, "Third quarter of
// 2025–26 (to 21 December 2025)" on English ones, from the copy's words (common:publications).
import type { Quarter } from './factsheets';
import { formatDate, yearLabel } from './format';
import type { Language } from './i18n-config';
import type { LocaleNodes } from './locale-data';

/** The words a label needs: the quarters' names, the calendar's months and the pattern's translator. */
export type QuarterWords = {
  names: readonly string[];
  months: readonly string[];
  t: (key: string, values: Record<string, string>) => string;
};

export function quarterLabel(quarter: Quarter, language: Language, { names, months, t }: QuarterWords): string {
  return t('common:publications.quarter', {
    name: names[quarter.quarter - 1] ?? String(quarter.quarter),
    year: yearLabel(quarter.year, language),
    end: formatDate(quarter.endDate, language, months),
  });
}

/** The words from react-i18next's t (in a page's body). */
export function quarterWords(t: (key: string, options?: Record<string, unknown>) => unknown): QuarterWords {
  return {
    names: t('common:publications.quarterNames', { returnObjects: true }) as string[],
    months: t('common:calendar.months', { returnObjects: true }) as string[],
    t: (key, values) => String(t(key, values)),
  };
}

/**
 * The words from a page query's locale nodes (in a Head, where the i18n provider is absent and the
 * translator returns strings only: the lists are read from the common namespace itself).
 */
export function quarterWordsFromNodes(locales: LocaleNodes, t: (key: string, values?: Record<string, string>) => string): QuarterWords {
  const node = locales?.edges.find((e) => e.node.ns === 'common')?.node;
  const common = node?.data ? (JSON.parse(node.data) as { publications?: { quarterNames?: string[] }; calendar?: { months?: string[] } }) : {};
  return { names: common.publications?.quarterNames ?? [], months: common.calendar?.months ?? [], t };
}
