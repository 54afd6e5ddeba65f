// The site's own words for the previews (the labels /directors/, /certificate/ and /calculation/ show),
// from locales/ as the build found them, looked up with the site's i18n core (src/lib/i18next-core.ts).
import { I18nCore, type Resources } from '../lib/i18next-core';
import type { UiLocale } from './contract';
import faCommon from '../../locales/fa/common.json';
import faStaff from '../../locales/fa/staff.json';
import faCertificate from '../../locales/fa/certificate.json';
import faCalculation from '../../locales/fa/calculation.json';
import enCommon from '../../locales/en/common.json';
import enStaff from '../../locales/en/staff.json';
import enCertificate from '../../locales/en/certificate.json';
import enCalculation from '../../locales/en/calculation.json';

const RESOURCES = {
  fa: { common: faCommon, staff: faStaff, certificate: faCertificate, calculation: faCalculation },
  en: { common: enCommon, staff: enStaff, certificate: enCertificate, calculation: enCalculation },
} as unknown as Resources;

const core = new I18nCore({ resources: RESOURCES, lng: 'fa', fallbackLng: false, defaultNS: 'common', interpolation: { escapeValue: false } });

/** `ns:key` in `language`: a text (with `values` filled in), or the object or list at that key. */
export function siteWords(language: UiLocale) {
  const t = core.getFixedT(language);
  return {
    text: (key: string, values: Record<string, string> = {}): string => String(t(key, values)),
    object: <T>(key: string): T => t(key, { returnObjects: true }) as T,
  };
}
