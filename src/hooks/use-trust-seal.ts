// The e-commerce trust seal as every page shows it: the provider's id and code (data/company.json
// trustSeal) and its validity from the licence with the same number (data/licences.json), judged
// against the build date as /certificate judges it, so the footer, the home page and /certificate agree.
import { BUILD_DATE } from '../lib/build-date';
import { licenceStatus, type LicenceStatus } from '../lib/licence-status';
import { useCompany } from './use-company';
import { useLicences, type LicenceSummary } from './use-licences';

export type TrustSealState = {
  id: string;
  code: string;
  /** Its licence record (the build checks that there is one: gatsby/validate-data.ts). */
  licence: LicenceSummary | undefined;
  status: LicenceStatus;
};

export function useTrustSeal(): TrustSealState {
  const { trustSeal } = useCompany();
  const licence = useLicences().find((l) => l.number === trustSeal.id);
  return { id: trustSeal.id, code: trustSeal.code, licence, status: licence ? licenceStatus(licence.validUntil, BUILD_DATE) : 'permanent' };
}
