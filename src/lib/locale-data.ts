// Reads translations straight from a page query's `locales` nodes. Gatsby's Head runs outside the
// i18n plugin's provider (plugin issue #150), so titles and descriptions are looked up here.

export type LocaleNodes = { readonly edges: readonly { readonly node: { readonly ns: string | null; readonly data: string | null } }[] } | null | undefined;

type Json = unknown;

export function interpolate(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** Returns `t('ns:a.b', values)` over the page's locale nodes; a missing key returns the key itself. */
export function translatorFromNodes(locales: LocaleNodes) {
  const byNs: Record<string, Json> = {};
  for (const { node } of locales?.edges ?? []) {
    if (!node.ns || !node.data) continue;
    try {
      byNs[node.ns] = JSON.parse(node.data);
    } catch {
      // A broken namespace is skipped; the key is shown instead (spec §8: locale failures are only logged).
      console.error(`Could not parse translations of namespace "${node.ns}"`);
    }
  }
  return (key: string, values: Record<string, string | number> = {}): string => {
    const [ns, path] = key.includes(':') ? key.split(':', 2) : ['common', key];
    let cur: Json = byNs[ns];
    for (const part of path.split('.')) cur = cur && typeof cur === 'object' ? (cur as Record<string, Json>)[part] : undefined;
    return typeof cur === 'string' ? interpolate(cur, values) : key;
  };
}
