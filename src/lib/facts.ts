// Company facts from data/company.json and data/terms.json as interpolation values for page copy
// ({{capitalNow}}, {{registeredYear}}, ...), formatted for the page's language (docs/content-format.md).
import { localizeDigits, toPersianDigits } from './digits';
import { formatDateYear, formatNumber, formatYear, gregorianSpanOfJalaliYear, yearLabel } from './format';
import type { Language } from './i18n-config';
import { BUILD_DATE } from './build-date';

type Localized = { fa: string; en: string };
export type CompanyFacts = {
  name: Localized;
  registrationNumber: string;
  nationalId: string;
  shortName: Localized;
  registeredDate: string;
  capital: { currentBillionRials: number; foundingBillionRials: number };
  licences: { portfolioManagementValidToJalaliYear: number; offeringAndAdmissionSinceJalaliYear: number };
  oversight: Record<'trustee' | 'auditor', { name: Localized; appointedJalaliYear: number }>;
  contact: { phones: readonly string[]; email: string; address: Localized; complaintAnswerWorkingDays: number };
};
export type Terms = {
  minimumCapitalBillionRials: number;
  contractTermMonths: number;
  managementFeePercent: number;
  performanceFeePercent: number;
  hurdlePercent: number;
  terminationNoticeDays: number;
  settlementWorkingDays: number;
};
/** Unit words, from locales/<lng>/common.json "units". */
export type FactUnits = { billionRials: string; percent: string };

/**
 * A phone number as each language's pages print it. Persian pages: the local way, in Persian digits,
 * +982188654321 → ۰۲۱-۸۸۶۵۴۳۲۱; inside running Persian text it is wrapped in a left-to-right isolate
 * (U+2066…U+2069) so it is not reordered, and an element that is itself dir="ltr" asks for
 * `{ isolate: false }`. English pages are read from abroad too: the international form (E.123),
 * +98 21 8865 4321 for a landline (area code, then the number in fours), +98 912 123 4567 for a mobile.
 */
export function formatPhone(international: string, language: Language, { isolate = true }: { isolate?: boolean } = {}): string {
  if (language !== 'fa') return internationalPhone(international);
  const local = international.replace(/^\+98/, '0');
  const pretty = local.length === 11 ? `${local.slice(0, 3)}-${local.slice(3)}` : local;
  return isolate ? `\u2066${toPersianDigits(pretty)}\u2069` : toPersianDigits(pretty);
}

/** +982188654321 → +98 21 8865 4321; +989121234567 → +98 912 123 4567; anything else as it is. */
function internationalPhone(international: string): string {
  return international.replace(/^\+98(9\d{2}|\d{2})(\d{3,4})(\d{4})$/, '+98 $1 $2 $3');
}

/** Whole years from `since` to `today` (both YYYY-MM-DD): 2011-06-14 to 2026-11-27 → 15. */
export function fullYearsSince(since: string, today: string): number {
  const [y0, m0, d0] = since.split('-').map(Number);
  const [y1, m1, d1] = today.split('-').map(Number);
  return y1 - y0 - (m1 < m0 || (m1 === m0 && d1 < d0) ? 1 : 0);
}

/** `today` is the build date: "more than N years of activity" counts from the registration date in data/company.json. */
export function buildFacts(company: CompanyFacts, terms: Terms | null, language: Language, units: FactUnits, today = BUILD_DATE): Record<string, string> {
  const money = (billions: number) => `${formatNumber(billions, language)} ${units.billionRials}`;
  const pct = (n: number) => `${formatNumber(n, language)}${units.percent}`;
  const validTo = company.licences.portfolioManagementValidToJalaliYear;
  const offering = company.licences.offeringAndAdmissionSinceJalaliYear;
  const facts: Record<string, string> = {
    companyName: company.name[language],
    companyShortName: company.shortName[language],
    capitalNow: money(company.capital.currentBillionRials),
    capitalFounding: money(company.capital.foundingBillionRials),
    registeredYear: formatDateYear(company.registeredDate, language),
    yearsActive: formatNumber(fullYearsSince(company.registeredDate, today), language),
    licenceValidTo: language === 'fa' ? formatYear(validTo, 'fa') : `${validTo} (${gregorianSpanOfJalaliYear(validTo)})`,
    offeringSince: language === 'fa' ? formatYear(offering, 'fa') : `${offering + 621} (${offering})`,
    phone: formatPhone(company.contact.phones[0] ?? '', language),
    email: company.contact.email,
    address: company.contact.address[language],
    complaintWorkingDays: formatNumber(company.contact.complaintAnswerWorkingDays, language),
    registrationNumber: localizeDigits(company.registrationNumber, language),
    nationalId: localizeDigits(company.nationalId, language),
  };
  // {{trustee}}, {{trusteeSince}}, {{auditor}}, {{auditorSince}}: named wherever supervision is.
  for (const role of ['trustee', 'auditor'] as const) {
    facts[role] = company.oversight[role].name[language];
    facts[`${role}Since`] = yearLabel(company.oversight[role].appointedJalaliYear, language);
  }
  if (terms) {
    facts.minimumCapital = money(terms.minimumCapitalBillionRials);
    facts.contractTermMonths = formatNumber(terms.contractTermMonths, language);
    facts.managementFeePercent = pct(terms.managementFeePercent);
    facts.performanceFeePercent = pct(terms.performanceFeePercent);
    facts.hurdlePercent = pct(terms.hurdlePercent);
    facts.noticeDays = formatNumber(terms.terminationNoticeDays, language);
    facts.settlementDays = formatNumber(terms.settlementWorkingDays, language);
  }
  return facts;
}

/** The words the facts take from locales/<lng>/common.json: units, and what the record is. */
export type FactWords = FactUnits & { recordKind: string; recordNote: string };

/**
 * Every interpolation value of a language's copy, worked out once at build time (the `facts` field of
 * companyJson, gatsby-node.ts): buildFacts, what the record is ({{recordKind}}, {{recordNote}}) and the
 * footer's year ({{copyrightYear}}). Pages receive the strings, not the formatting and calendar code.
 */
export function siteFacts(company: CompanyFacts, terms: Terms | null, language: Language, words: FactWords, today = BUILD_DATE): Record<string, string> {
  return {
    ...buildFacts(company, terms, language, words, today),
    recordKind: words.recordKind,
    recordNote: words.recordNote,
    copyrightYear: formatDateYear(today, language),
  };
}
