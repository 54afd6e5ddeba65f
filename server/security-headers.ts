// The security headers of this build (generated into public/security-headers.json by
// scripts/postbuild.mjs together with the nginx include), so the two servers cannot drift.
import fs from 'node:fs';
import path from 'node:path';

export const HEADERS_FILE = 'security-headers.json';
/** The web editor's own headers (its CSP, noindex), for everything under /admin/. */
export const ADMIN_HEADERS_FILE = 'admin-security-headers.json';

export function loadSecurityHeaders(publicDir: string, name = HEADERS_FILE): Record<string, string> {
  const file = path.join(publicDir, name);
  if (!fs.existsSync(file)) return {};
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  if (!parsed || typeof parsed !== 'object') throw new Error(`${file} is not a JSON object`);
  return Object.fromEntries(Object.entries(parsed as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string'));
}
