// Whether a licence of data/licences.json is in force on a given day (the build date, src/lib/build-date.ts).
export type LicenceStatus = 'valid' | 'expired' | 'permanent';

/** Valid through its last day; no end date means it does not expire. ISO dates compare as strings. */
export function licenceStatus(validUntil: string | null, today: string): LicenceStatus {
  if (!validUntil) return 'permanent';
  return validUntil < today ? 'expired' : 'valid';
}
