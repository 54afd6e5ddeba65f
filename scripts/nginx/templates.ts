// Renders the nginx templates of deploy/: the site's server block (site.conf) and a main configuration
// around it (nginx.conf). The facts nginx shares with the project's server are read from their one
// definition and written in: the caching rules (server/cache-policy.ts), the not-found page of each
// language (server/static-site.ts), the health path (server/health.ts), the largest form body
// (server/forms.ts) and the security headers' names (gatsby/security-headers.ts).
// Used by scripts/nginx-conf.ts (the command) and by npm run deploy -- --nginx-conf.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { securityHeaderNames } from '../../gatsby/security-headers';
import { INTERNAL_PATHS } from '../../server/build-internals';
import { CACHE_RULES, CACHEABLE_STATUSES, REVALIDATE, SHORT } from '../../server/cache-policy';
import { FORMS } from '../../server/forms';
import { HEALTH_PATH } from '../../server/health';
import { NOT_FOUND_PAGES } from '../../server/static-site';

export const DEPLOY_DIR = path.resolve(__dirname, '../../deploy');

/** What a site block is rendered with besides its root; written into its first line to be read back. */
export type SiteSettings = {
  listen?: string;
  serverName?: string;
  apiUpstream?: string;
  tlsCert?: string;
  tlsKey?: string;
  trafficReport?: string;
  /** The server serves the staff area (OIDC configured): /staff/ and /en/staff/, the traffic report among them, go to apiUpstream. */
  staffArea?: boolean;
};
const SITE_SETTING_KEYS = ['listen', 'serverName', 'apiUpstream', 'tlsCert', 'tlsKey', 'trafficReport'] as const;

/** The password file of the traffic report's nginx authentication: beside the report's folder, never in it. */
export const staffPasswordFile = (trafficReport: string) => `${trafficReport.replace(/\/+$/, '')}.htpasswd`;

/** What --listen may hold: "80", "443 ssl", "127.0.0.1:8080", "[::]:443 ssl". */
export const LISTEN = /^[A-Za-z0-9.:[\] ]{1,100}$/;
/** What --server-name may hold: host names (wildcards allowed) separated by spaces. */
export const SERVER_NAME = /^[A-Za-z0-9.*_~-]+(?: [A-Za-z0-9.*_~-]+)*$/;
/** What --api-upstream may hold: an http(s) origin without a path (with one, nginx would replace /api/ by it). */
export const UPSTREAM_ORIGIN = /^https?:\/\/[A-Za-z0-9.[\]:-]+$/;

/** The first line of every rendered site block: the settings it was rendered with, so that `npm run deploy --
 * --nginx-conf FILE` can render it again for another release with the same listen, names, TLS and API. */
export const SITE_OPTIONS_MARK = '# scripts/nginx-conf.ts site options: ';

type Values = Record<string, string | undefined>;

/** Keeps "#if NAME" … "#endif" sections only when NAME has a value. */
function keepSections(template: string, values: Values): string[] {
  const lines: string[] = [];
  const keep: boolean[] = [];
  for (const line of template.split('\n')) {
    const open = /^\s*#if\s+([A-Z_]+)\s*$/.exec(line);
    if (open) keep.push(Boolean(values[open[1]]));
    else if (/^\s*#endif\s*$/.test(line)) {
      if (!keep.length) throw new Error('#endif without #if');
      keep.pop();
    } else if (keep.every(Boolean)) lines.push(line);
  }
  if (keep.length) throw new Error('#if without #endif');
  return lines;
}

/**
 * Fills a template: keeps the "#if NAME" sections whose value is set, puts each of `blocks` at its
 * "#insert NAME" line (indented like it), and fills the {{NAME}} placeholders, refusing a value that
 * could end an nginx directive.
 */
export function fillTemplate(template: string, values: Values, blocks: Record<string, string[]> = {}): string {
  const unused = new Set(Object.keys(blocks).filter((name) => !new RegExp(`^\\s*#insert\\s+${name}\\s*$`, 'm').test(template)));
  if (unused.size) throw new Error(`nginx template: no #insert line for ${[...unused].join(', ')}`);
  const lines = keepSections(template, values).flatMap((line) => {
    const insert = /^(\s*)#insert\s+([a-z-]+)\s*$/.exec(line);
    if (!insert) return [line];
    const block = blocks[insert[2]];
    if (!block) throw new Error(`nginx template: nothing to insert at #insert ${insert[2]}`);
    return block.map((l) => `${insert[1]}${l}`);
  });
  return lines.join('\n').replace(/\{\{([A-Z_]+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (!value) throw new Error(`nginx template: no value for {{${name}}}`);
    if (/[;{}\n]/.test(value)) throw new Error(`nginx template: unsafe value for ${name}: ${value}`);
    return value;
  });
}

const readDeployFile = (name: string) => fs.readFileSync(path.join(DEPLOY_DIR, name), 'utf8');

/** deploy/mime.types without its comments, for the server block (it replaces the distribution's list). */
function mimeTypes(): string[] {
  return readDeployFile('mime.types')
    .split('\n')
    .filter((line) => line.trim() && !line.trim().startsWith('#'));
}

/** A pattern of server/cache-policy.ts as nginx reads it after the status digit (1: cacheable). */
function nginxPattern(pattern: RegExp): string {
  if (!pattern.source.startsWith('^') || pattern.flags || /"|\\\\/.test(pattern.source))
    throw new Error(`server/cache-policy.ts: ${pattern} cannot be written into nginx's map (anchored, no flags, no quotes)`);
  return `"~^1${pattern.source.slice(1)}"`;
}

/**
 * The maps giving Cache-Control by status and path. Maps are global to nginx's http block: their names end
 * with the block's own id, so a preview's block, rendered from another branch, never changes the site's.
 */
function cacheMaps(siteId: string): string[] {
  const rules = CACHE_RULES.map(({ pattern, value }) => `    ${nginxPattern(pattern)} "${value}";`);
  return [
    `map $status $sabad_cacheable_${siteId} {`,
    ...CACHEABLE_STATUSES.map((status) => `    ${status} 1;`),
    '    default 0;',
    '}',
    `map "$sabad_cacheable_${siteId}$uri" $sabad_cache_control_${siteId} {`,
    `    default "${SHORT}";`,
    '    # API responses keep their own; any other status revalidates; then the rules in order.',
    '    "~^./api/" "";',
    `    "~^0" "${REVALIDATE}";`,
    ...rules,
    '}',
  ];
}

/** The build's own files (server/build-internals.ts): a map naming them, for the block's 404. */
function internalFilesMap(siteId: string): string[] {
  for (const source of INTERNAL_PATHS) if (/["\s;{}]/.test(source)) throw new Error(`server/build-internals.ts: ${source} cannot be written into nginx's map`);
  return [`map $uri $sabad_internal_${siteId} {`, '    default 0;', ...INTERNAL_PATHS.map((source) => `    "~${source}" 1;`), '}'];
}

/** nginx lets through 1 MB more than the largest body a form takes, so the server's own 413 answers (in the visitor's language). */
function apiBodyLimit(): string {
  const largest = Math.max(...Object.values(FORMS).map((form) => form.bodyLimit));
  return `${Math.ceil(largest / 1024 / 1024) + 1}m`;
}

/** The staff area's locations (/staff/, /en/staff/): passed to the server, whose headers are kept. */
const STAFF_PROXY = [
  'proxy_http_version 1.1;',
  'proxy_set_header Host $proxy_host;',
  'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
  'proxy_set_header X-Forwarded-Proto $scheme;',
  'proxy_set_header X-Real-IP $remote_addr;',
  'proxy_read_timeout 30s;',
  // The server's answers carry the build's security headers (over 4 KB with the CSP hashes), as under /api/.
  'proxy_buffer_size 16k;',
  'proxy_buffers 8 16k;',
  'proxy_busy_buffers_size 32k;',
  'proxy_hide_header Cache-Control;',
  'add_header Cache-Control $upstream_http_cache_control always;',
];

export function readSiteSettings(siteConf: string): SiteSettings | null {
  const line = siteConf.split('\n', 1)[0];
  if (!line.startsWith(SITE_OPTIONS_MARK)) return null;
  const parsed = JSON.parse(line.slice(SITE_OPTIONS_MARK.length)) as Record<string, unknown>;
  const settings: SiteSettings = {};
  for (const key of SITE_SETTING_KEYS) if (typeof parsed[key] === 'string') settings[key] = parsed[key];
  if (parsed.staffArea === true) settings.staffArea = true;
  return settings;
}

/** The reason a setting is refused, else null (the commands check their options with it, renderSiteBlock again). */
export function siteSettingsProblem({ listen, serverName, apiUpstream, tlsCert, tlsKey, trafficReport, staffArea }: SiteSettings): string | null {
  if (trafficReport && !/^\/[A-Za-z0-9._/-]+[A-Za-z0-9._-]$/.test(trafficReport))
    return `--traffic-report is an absolute path of plain names: ${trafficReport}`;
  if (staffArea && !apiUpstream) return '--staff-area needs --api-upstream: the server that serves the staff area';
  if (staffArea && trafficReport)
    return "--staff-area and --traffic-report: choose one (with the staff area the server serves the report to signed-in admins, TRAFFIC_REPORT_DIR; --traffic-report is nginx's password where it does not)";
  if (listen && !LISTEN.test(listen)) return `--listen: an nginx listen value such as "443 ssl" or 127.0.0.1:8080: ${listen}`;
  if (serverName && !SERVER_NAME.test(serverName)) return `--server-name: host names separated by spaces: ${serverName}`;
  if (apiUpstream && !UPSTREAM_ORIGIN.test(apiUpstream)) return `--api-upstream must be an http(s) origin, without a path: ${apiUpstream}`;
  for (const file of [tlsCert, tlsKey])
    if (file && !/^\/[A-Za-z0-9._/-]+$/.test(file)) return `--tls-cert and --tls-key are absolute paths of plain names: ${file}`;
  if (Boolean(tlsCert) !== Boolean(tlsKey)) return '--tls-cert and --tls-key go together';
  return null;
}

/**
 * The site block as text, for the built site at `root` (a path on the machine nginx runs on; not checked).
 * TLS paths are taken as given: absolute paths of that machine.
 */
export function renderSiteBlock({
  root,
  listen = '80',
  serverName = '_',
  apiUpstream = '',
  tlsCert = '',
  tlsKey = '',
  trafficReport = '',
  staffArea = false,
}: SiteSettings & { root: string }): string {
  const problem = siteSettingsProblem({ listen, serverName, apiUpstream, tlsCert, tlsKey, trafficReport, staffArea });
  if (problem) throw new Error(problem);
  const siteId = crypto.createHash('sha256').update(`${listen} ${serverName}`).digest('hex').slice(0, 8);
  const values = {
    LISTEN: listen,
    SERVER_NAME: serverName,
    SITE_ID: siteId,
    ROOT: root,
    API_UPSTREAM: apiUpstream,
    TLS_CERT: tlsCert,
    TLS_KEY: tlsKey,
    NOT_FOUND_PAGE: `/${NOT_FOUND_PAGES.fa}`,
    EN_NOT_FOUND_PAGE: `/${NOT_FOUND_PAGES.en}`,
    HEALTH_PATH,
    API_BODY_LIMIT: apiBodyLimit(),
    TRAFFIC_REPORT: trafficReport,
    STAFF_PASSWORDS: trafficReport && staffPasswordFile(trafficReport),
    STAFF_AREA: staffArea ? '1' : '',
  };
  const site = fillTemplate(readDeployFile('site.conf'), values, {
    'cache-maps': [...cacheMaps(siteId), ...internalFilesMap(siteId)],
    'mime-types': mimeTypes(),
    'hidden-upstream-headers': securityHeaderNames().map((name) => `proxy_hide_header ${name};`),
    'staff-proxy': STAFF_PROXY,
  });
  const settings = { listen, serverName, apiUpstream, tlsCert, tlsKey, ...(trafficReport ? { trafficReport } : {}), ...(staffArea ? { staffArea } : {}) };
  return `${SITE_OPTIONS_MARK}${JSON.stringify(settings)}\n${site}`;
}

export type MainConfigSettings = {
  prefix: string;
  siteConf?: string;
  include?: string;
  user?: string;
  workers?: string;
  foreground?: boolean;
  errorLog?: string;
  accessLog?: string;
};

/** deploy/nginx.conf for a dedicated nginx whose files live under `prefix`. */
export function renderMainConfig({ prefix, siteConf, include, user, workers = 'auto', foreground = false, errorLog, accessLog }: MainConfigSettings): string {
  return fillTemplate(readDeployFile('nginx.conf'), {
    USER: user,
    WORKERS: workers,
    PREFIX: prefix,
    ERROR_LOG: errorLog || path.join(prefix, 'logs/error.log'),
    ACCESS_LOG: accessLog || path.join(prefix, 'logs/access.log'),
    FOREGROUND: foreground ? '1' : '',
    SITE_CONF: siteConf,
    EXTRA_INCLUDE: include,
  });
}
