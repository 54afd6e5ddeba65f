// The e-commerce trust seal as every page shows it: the provider's id and code (data/company.json
// trustSeal) and its validity from the licence with the same number (data/licences.json), judged
// against the build date as /certificate judges it, so the footer, the home page and /certificate agree.
import { BUILD_DATE } from '../lib/build-date';
import { licenceStatus, type LicenceStatus } from '../lib/licence-status';
import { useCompany } from './use-company';
import { useLicences } from './use-licences';

export type TrustSealState = {
  id: string;
  code: string;
  /** The licence record's id (the anchor of its card on /certificate). */
  licenceId: string | null;
  validUntil: string | null;
  status: LicenceStatus;
};

export function useTrustSeal(): TrustSealState {
  const { trustSeal } = useCompany();
  // The build checks that the seal's id is a licence's number (gatsby/validate-data.ts).
  const licence = useLicences().find((l) => l.number === trustSeal.id) ?? null;
  return {
    id: trustSeal.id,
    code: trustSeal.code,
    licenceId: licence?.jsonId ?? null,
    validUntil: licence?.validUntil ?? null,
    status: licenceStatus(licence?.validUntil ?? null, BUILD_DATE),
  };
}
