// Builds a request URL: fills `{{name}}` placeholders from the call's params and joins it to the base URL.

export type UrlParams = Readonly<Record<string, string | number | boolean | null | undefined>>;

const PLACEHOLDER = /\{\{\s*([A-Za-z_$][\w$]*)\s*\}\}/g;

/** Replaces each `{{name}}` with the URL-encoded param; a missing (undefined or null) param throws instead of sending "undefined". */
export function fillPlaceholders(template: string, params: UrlParams = {}): string {
  return template.replace(PLACEHOLDER, (_match, name: string) => {
    const value = Object.prototype.hasOwnProperty.call(params, name) ? params[name] : undefined;
    if (value === undefined || value === null) {
      throw new Error(`Missing URL parameter "${name}" for "${template}"`);
    }
    return encodeURIComponent(String(value));
  });
}

/** Joins a base URL and a relative service path with exactly one slash between them. */
export function joinUrl(base: string, path: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(path) || path.startsWith('//')) {
    // Registry paths are relative by design; an absolute one would bypass the configured host.
    throw new Error(`Service path must be relative: "${path}"`);
  }
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
