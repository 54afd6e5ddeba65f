// The traffic report (npm run traffic -- --out DIR; docs/operations.md) at /staff/traffic/, served from
// TRAFFIC_REPORT_DIR to signed-in staff with a role of TRAFFIC_REPORT_ROLES through the staff session
// (requireStaff), each view written to the audit log. A browser without a session is sent to the
// sign-in page (401, with `ref` back here), a user without the role gets a page saying so (403), a
// report not written yet a page saying how to write it (404): pages in the browser's language, never
// a 500. Only the report's own files are served (a flat folder: index.html, report.html and their
// JSON); any other name, a path with a slash or dots first among them, is refused.
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOCALE_META, localizePath, type Language } from '../../src/lib/i18n-config';
import { safeRef } from '../../src/lib/safe-ref';
import { SIGN_IN_PAGE } from '../../src/lib/sign-in-pages';
import { TRAFFIC_REPORT_PATH, TRAFFIC_REPORT_ROLES } from './config';
import { staffLanguage, staffText } from './messages';
import { STAFF_CSP, STAFF_PAGE_PATHS } from './page';
import type { StaffContext } from './plugin';
import { quietRoutes } from './quiet-routes';

/** A file of the report: a plain name, no slash, not starting with a dot. */
const REPORT_FILE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}\.(html|json)$/;
const TYPES = { html: 'text/html; charset=utf-8', json: 'application/json; charset=utf-8' } as const;

const HEADERS = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'X-Content-Type-Options': 'nosniff',
  // The report links to referrers' sites: they are not told where the link was.
  'Referrer-Policy': 'no-referrer',
};

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The staff CSP for one of the report's pages. GoAccess's page draws itself with inline scripts, which
 * run by their hashes, so a script that came into the page with the logged data (a path, a user agent)
 * runs nowhere; its template engine compiles its templates with eval ('unsafe-eval': only those scripts
 * can call it). Inline styles and data: fonts and images are allowed, with nothing anything could load
 * from elsewhere (no network: connect-src is the site itself).
 */
export function reportCsp(html: string): string {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes))
    .filter(([, attributes]) => {
      const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
      return !type || type === 'module' || /^(text|application)\/(java|ecma)script$/.test(type);
    })
    .map(([, , body]) => sha256(body));
  return STAFF_CSP.replace("script-src 'self'", scripts.length ? `script-src 'self' ${[...new Set(scripts)].join(' ')} 'unsafe-eval'` : "script-src 'self'")
    .replace("style-src 'self'", "style-src 'self' 'unsafe-inline'")
    .replace("font-src 'self'", "font-src 'self' data:");
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A page of the server's own: a heading, a sentence, a link (and for sign-in, the move to it). */
function page(language: Language, message: string, link: { href: string; text: string }, refresh = false): string {
  const { dir } = LOCALE_META[language];
  const href = escapeHtml(link.href);
  return `<!doctype html>
<html lang="${language}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
${refresh ? `<meta http-equiv="refresh" content="0; url=${href}">\n` : ''}<title>${escapeHtml(staffText(language, 'traffic.title'))}</title>
</head>
<body>
<main>
<h1>${escapeHtml(staffText(language, 'traffic.title'))}</h1>
<p role="${refresh ? 'status' : 'alert'}">${escapeHtml(message)}</p>
<p><a href="${href}">${escapeHtml(link.text)}</a></p>
</main>
</body>
</html>
`;
}

/** The sign-in page in the browser's language, with `ref` back to what was asked. */
function signInUrl(request: FastifyRequest, language: Language): string {
  const ref = safeRef(request.url, TRAFFIC_REPORT_PATH);
  return `${localizePath(SIGN_IN_PAGE, language)}?ref=${encodeURIComponent(ref)}`;
}

export async function trafficReport(fastify: FastifyInstance, context: StaffContext & { dir: string }): Promise<void> {
  quietRoutes(fastify);
  const { dir, db, requireStaff } = context;
  const staffPage = (language: Language) => ({ href: STAFF_PAGE_PATHS[language], text: staffText(language, 'traffic.back') });

  function answer(reply: FastifyReply, status: number, html: string) {
    return reply.code(status).headers(HEADERS).header('Content-Security-Policy', STAFF_CSP).type(TYPES.html).send(html);
  }

  // The guard answers 401 and 403 with the staff API's JSON; a browser asking for the report gets a page.
  fastify.addHook('onSend', async function asPage(request, reply, payload) {
    const status = reply.statusCode;
    if (status !== 401 && status !== 403) return payload;
    const language = staffLanguage(request);
    reply.headers(HEADERS).header('Content-Security-Policy', STAFF_CSP).type(TYPES.html);
    if (status === 401)
      return page(
        language,
        staffText(language, 'traffic.signIn'),
        { href: signInUrl(request, language), text: staffText(language, 'traffic.signInLink') },
        true,
      );
    return page(language, staffText(language, 'traffic.noAccess'), staffPage(language));
  });

  fastify.get(TRAFFIC_REPORT_PATH.slice(0, -1), (_request, reply) => reply.redirect(TRAFFIC_REPORT_PATH, 301));
  fastify.get(`${TRAFFIC_REPORT_PATH}*`, { preHandler: requireStaff(TRAFFIC_REPORT_ROLES) }, async function trafficReportFile(request, reply) {
    const language = staffLanguage(request);
    const name = (request.params as { '*': string })['*'] || 'index.html';
    const match = REPORT_FILE.exec(name);
    const refused = () =>
      answer(reply, 404, page(language, staffText(language, 'traffic.notFound'), { href: TRAFFIC_REPORT_PATH, text: staffText(language, 'traffic.title') }));
    if (!match) return refused();
    const file = path.join(dir, name);
    let content: Buffer;
    try {
      // A regular file only: a link placed in the folder is not followed out of it.
      if (!(await fs.lstat(file)).isFile()) return refused();
      content = await fs.readFile(file);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' && code !== 'ENOTDIR')
        request.log.error({ reason: (error as Error).message }, 'traffic report: a file of the report cannot be read');
      if (name === 'index.html' || code !== 'ENOENT') return answer(reply, 404, page(language, staffText(language, 'traffic.missing'), staffPage(language)));
      return refused();
    }
    db.audit(request.staff!.session.user.login, 'viewed-traffic', null, name);
    const type = match[1] as keyof typeof TYPES;
    return reply
      .headers(HEADERS)
      .header('Content-Security-Policy', type === 'html' ? reportCsp(content.toString('utf8')) : STAFF_CSP)
      .type(TYPES[type])
      .send(content);
  });
}
