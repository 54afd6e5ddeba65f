// The security headers of this build (written into public/security-headers.json by
// gatsby/security-headers.ts together with the nginx include), so the two servers cannot drift.
import fs from 'node:fs';
import path from 'node:path';

export const HEADERS_FILE = 'security-headers.json';
/** The web editor's own headers (its CSP, noindex), for everything under /admin/. */
export const ADMIN_HEADERS_FILE = 'admin-security-headers.json';

/**
 * The editor's headers; a build without them (or with no editor) serves /admin/ under the public
 * pages' stricter policy, which keeps the editor from running but opens nothing.
 */
export function loadAdminSecurityHeaders(publicDir: string, fallback: Record<string, string>): Record<string, string> {
  return fs.existsSync(path.join(publicDir, ADMIN_HEADERS_FILE)) ? loadSecurityHeaders(publicDir, ADMIN_HEADERS_FILE) : fallback;
}

/** This build's headers; throws, saying what to do, when the build has none (the server must not start without them). */
export function loadSecurityHeaders(publicDir: string, name = HEADERS_FILE): Record<string, string> {
  const file = path.join(publicDir, name);
  if (!fs.existsSync(file)) {
    throw new Error(
      `${file} is missing, so pages would be served without their Content-Security-Policy and HSTS. ` +
        'Run "npm run build" (it writes the headers with the site), or point PUBLIC_DIR at a complete build.',
    );
  }
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error(`${file} is not a JSON object: run "npm run build" again`);
  const headers = Object.fromEntries(Object.entries(parsed as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string'));
  if (!headers['Content-Security-Policy']) throw new Error(`${file} has no Content-Security-Policy: run "npm run build" again`);
  return headers;
}
