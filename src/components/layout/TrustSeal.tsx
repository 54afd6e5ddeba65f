// The e-commerce trust seal (نماد اعتماد الکترونیکی): while its licence is valid, the provider's image
// and verification link (id and code from data/company.json), fixed size and lazy, so it never shifts
// layout or delays the page; once the licence has ended (data/licences.json, as /certificate shows it),
// a box of the same size saying so and linking to its card on /certificate, which gives the date.
import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { localizePath, type Language } from '../../lib/i18n-config';
import { useRoutePaths } from '../../hooks/use-route-paths';
import { useTrustSeal } from '../../hooks/use-trust-seal';
import * as styles from './TrustSeal.module.css';

export const TRUST_SEAL_ORIGIN = 'https://trustseal.enamad.ir';

type TrustSealProps = { language: Language; alt: string };

export function TrustSeal({ language, alt }: TrustSealProps) {
  const { t } = useTranslation('common');
  const seal = useTrustSeal();
  const paths = useRoutePaths();
  const { licence } = seal;
  if (seal.status === 'expired' && licence) {
    return (
      <Link className={styles.ended} to={`${localizePath(paths.certificate, language)}#licence-${licence.jsonId}`} data-seal-status="expired">
        <strong>{t('footer.trustSeal')}</strong>
        <span>{t('footer.trustSealExpired')}</span>
      </Link>
    );
  }
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
