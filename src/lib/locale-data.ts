// Reads translations straight from a page query's `locales` nodes. Gatsby's Head runs outside the
// i18n plugin's provider (plugin issue #150), so titles and descriptions are looked up here.

import { I18nCore, type Resources } from './i18next-core';

export type LocaleNodes = { readonly edges: readonly { readonly node: { readonly ns: string | null; readonly data: string | null } }[] } | null | undefined;

type Json = unknown;

/** Returns `t('ns:a.b', values)` over the page's locale nodes, with the site's i18n core (default namespace `common`). */
export function translatorFromNodes(locales: LocaleNodes) {
  const byNs: Record<string, Json> = {};
  for (const { node } of locales?.edges ?? []) {
    if (!node.ns || !node.data) continue;
    try {
      byNs[node.ns] = JSON.parse(node.data);
    } catch {
      // A broken namespace is skipped; the key is shown instead: a translation failure is
      // logged, never turned into an error page.
      console.error(`Could not parse translations of namespace "${node.ns}"`);
    }
  }
  const core = new I18nCore({
    resources: { page: byNs as Resources['page'] },
    lng: 'page',
    fallbackLng: false,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  return (key: string, values: Record<string, string | number> = {}): string => {
    const text = core.t(key, values);
    return typeof text === 'string' ? text : key;
  };
}
