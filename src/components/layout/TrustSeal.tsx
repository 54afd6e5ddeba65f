// The e-commerce trust seal (نماد اعتماد الکترونیکی): while its licence is valid, the provider's image
// and verification link (id and code from data/company.json), fixed size and lazy, so it never shifts
// layout or delays the page. A seal that is not valid (its licence in data/licences.json has ended at
// the build date) is no badge: nothing is shown, and /certificate lists the licence with its status.
import React from 'react';
import { useTranslation } from 'react-i18next';
import { useTrustSeal } from '../../hooks/use-trust-seal';
import type { LicenceStatus } from '../../lib/licence-status';
import * as styles from './TrustSeal.module.css';

export const TRUST_SEAL_ORIGIN = 'https://trustseal.enamad.ir';

type TrustSealProps = { alt: string };

/** Shown as a badge only while valid: an ended seal on a page would read as a lapse, not as trust. */
export const isSealShown = (status: LicenceStatus): boolean => status !== 'expired';

export function TrustSeal({ alt }: TrustSealProps) {
  const { t } = useTranslation('common');
  const seal = useTrustSeal();
  if (!isSealShown(seal.status)) return null;
  const query = `id=${encodeURIComponent(seal.id)}&Code=${encodeURIComponent(seal.code)}`;
  return (
    // The provider checks the referring origin, so no "noreferrer": noopener alone, and an origin-only referrer.
    // eslint-disable-next-line react/jsx-no-target-blank
    <a
      className={styles.seal}
      href={`${TRUST_SEAL_ORIGIN}/?${query}`}
      target="_blank"
      rel="noopener"
      referrerPolicy="origin"
      aria-label={t('footer.trustSeal') as string}
      data-seal-status={seal.status}
    >
      <img src={`${TRUST_SEAL_ORIGIN}/logo.aspx?${query}`} alt={alt} width={96} height={104} loading="lazy" decoding="async" referrerPolicy="origin" />
    </a>
  );
}
