// Whether a licence of data/licences.json is in force on a given day (the build date, src/lib/build-date.ts).
export type LicenceStatus = 'valid' | 'expired' | 'permanent';

/** Valid through its last day; no end date means it does not expire. ISO dates compare as strings. */
export function licenceStatus(validUntil: string | null, today: string): LicenceStatus {
  if (!validUntil) return 'permanent';
  return validUntil < today ? 'expired' : 'valid';
}

/** Maintainers hear of an expiry this many days ahead: the build warns, the nightly rebuild mails. */
export const EXPIRY_NOTICE_DAYS = 30;

type Dated = { number: string; title: { fa: string; en: string }; validUntil: string | null };
export type EndingLicence<T extends Dated = Dated> = { licence: T; daysLeft: number };

/** Whole days from `today` to `validUntil` (both YYYY-MM-DD); negative once it has passed. */
export function daysUntil(validUntil: string, today: string): number {
  return Math.round((Date.parse(`${validUntil}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** The licences that end within `days` of `today`, or have ended: soonest first. */
export function licencesEndingSoon<T extends Dated>(licences: readonly T[], today: string, days = EXPIRY_NOTICE_DAYS): EndingLicence<T>[] {
  return licences
    .filter((l): l is T & { validUntil: string } => Boolean(l.validUntil))
    .map((licence) => ({ licence, daysLeft: daysUntil(licence.validUntil, today) }))
    .filter(({ daysLeft }) => daysLeft <= days)
    .sort((a, b) => a.daysLeft - b.daysLeft);
}

/** One line for a maintainer: what ends, its number and the date. */
export function expiryLine({ licence, daysLeft }: EndingLicence, language: 'fa' | 'en' = 'en'): string {
  const title = licence.title[language];
  if (daysLeft < 0) return `${title} (${licence.number}) ended on ${licence.validUntil}`;
  return `${title} (${licence.number}) ends on ${licence.validUntil}, in ${daysLeft} day${daysLeft === 1 ? '' : 's'}`;
}
