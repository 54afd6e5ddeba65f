// The staff page, /staff/ (Persian, right to left) and /en/staff/: served by the server, not built by
// Gatsby, so it is in no sitemap, search index, service-worker precache or menu, and the public pages'
// JavaScript is unchanged. A small shell (noindex, its own Content-Security-Policy, no caching) with the
// page's texts as JSON, and one script bundled from src/staff-area/ by esbuild on first use, under a
// name holding its hash (the site's service worker caches .js files by name).
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseCookies } from '../../src/lib/cookies';
import { LOCALE_META, type Language } from '../../src/lib/i18n-config';
import { THEME_COOKIE, themeFromCookieValue, type ThemeMode } from '../../src/lib/theme';
import { TRAFFIC_REPORT_PATH, TRAFFIC_REPORT_ROLES, type StaffConfig } from './config';
import { staffText, staffTexts } from './messages';
import type { SignInProvider } from './oidc';
import { quietRoutes } from './quiet-routes';

export const STAFF_PAGE_PATHS: Record<Language, string> = { fa: '/staff/', en: '/en/staff/' };
const ENTRY = path.resolve(__dirname, '..', '..', 'src', 'staff-area', 'main.tsx');

export const STAFF_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

type Bundle = { name: string; js: string; css: string };
let bundling: Promise<Bundle> | null = null;

/** The page's script and styles, bundled once per process. */
export function staffBundle(): Promise<Bundle> {
  if (!bundling) {
    bundling = (async () => {
      const esbuild = await import('esbuild');
      const result = await esbuild.build({
        entryPoints: [ENTRY],
        bundle: true,
        minify: true,
        write: false,
        format: 'iife',
        target: 'es2020',
        jsx: 'automatic',
        // The page needs no build-time settings; process.env is empty in its bundle.
        define: { 'process.env.NODE_ENV': '"production"', 'process.env': '{}' },
        outdir: 'out',
        logLevel: 'silent',
      });
      const js = result.outputFiles.find((f) => f.path.endsWith('.js'))!.text;
      const css = result.outputFiles.find((f) => f.path.endsWith('.css'))?.text ?? '';
      const name = createHash('sha256').update(js).update(css).digest('hex').slice(0, 16);
      return { name, js, css };
    })();
    bundling.catch(() => (bundling = null));
  }
  return bundling;
}

const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function shell(language: Language, bundle: Bundle, boot: { configured: boolean }, theme: ThemeMode): string {
  const { dir } = LOCALE_META[language];
  // The theme is in the markup, so the page paints in it at once (its CSP allows no inline script).
  return `<!doctype html>
<html lang="${language}" dir="${dir}" data-theme="${theme}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="${theme}">
<meta name="robots" content="noindex, nofollow">
<title>${staffText(language, 'title')}</title>
<link rel="stylesheet" href="/staff/assets/app.${bundle.name}.css">
<script id="staff-boot" type="application/json">${escapeJson(boot)}</script>
<script defer src="/staff/assets/app.${bundle.name}.js"></script>
</head>
<body><div id="staff-root"><p role="status">${staffText(language, boot.configured ? 'loading' : 'notConfigured')}</p></div></body>
</html>`;
}

const STAFF_HEADERS = {
  'Content-Security-Policy': STAFF_CSP,
  'X-Robots-Tag': 'noindex, nofollow',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'same-origin',
};

export async function staffPage(fastify: FastifyInstance, { config, provider }: { config: StaffConfig; provider: SignInProvider | null }): Promise<void> {
  quietRoutes(fastify); // the page's address holds the inbox's filters and search
  for (const language of ['fa', 'en'] as const) {
    const send = async (request: FastifyRequest, reply: FastifyReply) => {
      const bundle = await staffBundle();
      const boot = {
        language,
        texts: staffTexts(language),
        configured: Boolean(config.oidc && provider),
        provider: provider?.name ?? null,
        paths: STAFF_PAGE_PATHS,
        // The traffic report's link, for the roles that may open it (server/staff/traffic-report.ts).
        traffic: config.trafficReportDir ? { path: TRAFFIC_REPORT_PATH, roles: TRAFFIC_REPORT_ROLES } : null,
      };
      return reply
        .headers(STAFF_HEADERS)
        .type('text/html; charset=utf-8')
        .send(shell(language, bundle, boot, themeFromCookieValue(parseCookies(request.headers.cookie ?? '')[THEME_COOKIE])));
    };
    fastify.get(STAFF_PAGE_PATHS[language], send);
    fastify.get(STAFF_PAGE_PATHS[language].slice(0, -1), (_request, reply) => reply.redirect(STAFF_PAGE_PATHS[language], 301));
  }
  fastify.get('/staff/assets/:file', async function staffAsset(request, reply) {
    const bundle = await staffBundle();
    const { file } = request.params as { file: string };
    const match = /^app\.([0-9a-f]{16})\.(js|css)$/.exec(file);
    if (!match || match[1] !== bundle.name) return reply.code(404).header('Cache-Control', 'no-store').type('text/plain').send('Not found');
    return reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .type(match[2] === 'js' ? 'text/javascript; charset=utf-8' : 'text/css; charset=utf-8')
      .send(match[2] === 'js' ? bundle.js : bundle.css);
  });
}
