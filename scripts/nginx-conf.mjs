// Renders the nginx templates in deploy/ (site.conf with mime.types inlined, nginx.conf) into a folder, with the
// built site's folder as root. Used by the tests (a throwaway nginx on 127.0.0.1) and for a real
// deployment (README "Deploying"). `node scripts/nginx-conf.mjs --help` lists the options.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const ROOT = path.resolve(import.meta.dirname, '..');
export const DEPLOY_DIR = path.join(ROOT, 'deploy');

/** Fills {{NAME}} placeholders and keeps "#if NAME" … "#endif" sections only when NAME has a value. */
export function fillTemplate(template, values) {
  const lines = [];
  const keep = [];
  for (const line of template.split('\n')) {
    const open = /^\s*#if\s+([A-Z_]+)\s*$/.exec(line);
    if (open) {
      keep.push(Boolean(values[open[1]]));
      continue;
    }
    if (/^\s*#endif\s*$/.test(line)) {
      if (!keep.length) throw new Error('#endif without #if');
      keep.pop();
      continue;
    }
    if (keep.every(Boolean)) lines.push(line);
  }
  if (keep.length) throw new Error('#if without #endif');
  return lines.join('\n').replace(/\{\{([A-Z_]+)\}\}/g, (_, name) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') throw new Error(`nginx template: no value for {{${name}}}`);
    if (/[;{}\n]/.test(String(value))) throw new Error(`nginx template: unsafe value for ${name}: ${value}`);
    return String(value);
  });
}

/** The first line of every rendered site block: the options it was rendered with, so that `npm run deploy --
 * --nginx-conf FILE` can render it again for another release with the same listen, names, TLS and API. */
export const SITE_OPTIONS_MARK = '# scripts/nginx-conf.mjs site options: ';
const SITE_OPTION_KEYS = ['listen', 'serverName', 'apiUpstream', 'tlsCert', 'tlsKey'];

/** Reads the options back from a rendered site block (null when it has no such line). */
export function readSiteOptions(siteConf) {
  const line = siteConf.split('\n', 1)[0];
  if (!line.startsWith(SITE_OPTIONS_MARK)) return null;
  const parsed = JSON.parse(line.slice(SITE_OPTIONS_MARK.length));
  const options = {};
  for (const key of SITE_OPTION_KEYS) if (typeof parsed[key] === 'string') options[key] = parsed[key];
  return options;
}

function checkSiteOptions({ tlsCert, tlsKey, apiUpstream }) {
  if (Boolean(tlsCert) !== Boolean(tlsKey)) throw new Error('--tls-cert and --tls-key go together');
  // An origin only: with a path, nginx would replace /api/ by it.
  if (apiUpstream && !/^https?:\/\/[^\s;{}/]+$/.test(apiUpstream)) throw new Error(`--api-upstream must be an http(s) origin, without a path: ${apiUpstream}`);
}

/**
 * The site block as text, for the built site at `root` (a path on the machine nginx runs on; not checked).
 * TLS paths are taken as given: absolute paths of that machine.
 */
export function renderSiteBlock({ root, listen = '80', serverName = '_', apiUpstream = '', tlsCert = '', tlsKey = '' }) {
  checkSiteOptions({ tlsCert, tlsKey, apiUpstream });
  const read = (name) => fs.readFileSync(path.join(DEPLOY_DIR, name), 'utf8');
  const mimeTypes = read('mime.types')
    .split('\n')
    .filter((line) => line.trim() && !line.trim().startsWith('#'))
    .map((line) => `    ${line}`)
    .join('\n');
  const siteId = crypto.createHash('sha256').update(`${listen} ${serverName}`).digest('hex').slice(0, 8);
  const site = fillTemplate(read('site.conf'), {
    LISTEN: listen,
    SERVER_NAME: serverName,
    SITE_ID: siteId,
    ROOT: root,
    API_UPSTREAM: apiUpstream,
    TLS_CERT: tlsCert,
    TLS_KEY: tlsKey,
  });
  if (!/^\s*#mime-types$/m.test(site)) throw new Error('deploy/site.conf: the #mime-types line is missing');
  const options = JSON.stringify({ listen, serverName, apiUpstream, tlsCert, tlsKey });
  return `${SITE_OPTIONS_MARK}${options}\n${site.replace(/^\s*#mime-types$/m, mimeTypes)}`;
}

/**
 * Writes site.conf (and, unless siteOnly, a standalone nginx.conf around it) into outDir.
 * root: the built public/ folder; it must hold nginx-security-headers.conf (written by the build),
 * which is checked unless checkRoot is false (rendering for another machine's path).
 */
export function renderNginxConfig({
  root,
  outDir,
  listen = '80',
  serverName = '_',
  apiUpstream = '',
  tlsCert = '',
  tlsKey = '',
  siteOnly = false,
  user = '',
  workers = 'auto',
  foreground = false,
  errorLog = '',
  accessLog = '',
  include = '',
  noSite = false,
  checkRoot = true,
}) {
  const out = path.resolve(outDir);
  fs.mkdirSync(out, { recursive: true });
  let siteConf = '';
  if (!noSite) {
    const publicDir = path.resolve(root);
    if (checkRoot && !fs.existsSync(path.join(publicDir, 'nginx-security-headers.conf')))
      throw new Error(`${publicDir}/nginx-security-headers.conf is missing: build the site first ("npm run build")`);
    const site = renderSiteBlock({
      root: publicDir,
      listen,
      serverName,
      apiUpstream,
      tlsCert: tlsCert && path.resolve(tlsCert),
      tlsKey: tlsKey && path.resolve(tlsKey),
    });
    siteConf = path.join(out, 'site.conf');
    fs.writeFileSync(siteConf, site);
    if (siteOnly) return { siteConf };
  } else if (!include) throw new Error('--no-site needs --include: the site blocks nginx would serve');

  const read = (name) => fs.readFileSync(path.join(DEPLOY_DIR, name), 'utf8');
  const nginxConf = path.join(out, 'nginx.conf');
  for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'logs']) fs.mkdirSync(path.join(out, dir), { recursive: true });
  fs.writeFileSync(
    nginxConf,
    fillTemplate(read('nginx.conf'), {
      USER: user,
      WORKERS: String(workers),
      PREFIX: out,
      ERROR_LOG: errorLog || path.join(out, 'logs/error.log'),
      ACCESS_LOG: accessLog || path.join(out, 'logs/access.log'),
      FOREGROUND: foreground ? '1' : '',
      SITE_CONF: siteConf,
      EXTRA_INCLUDE: include,
    }),
  );
  return siteConf ? { siteConf, nginxConf } : { nginxConf };
}

function main() {
  const { values } = parseArgs({
    options: {
      root: { type: 'string', default: path.join(ROOT, 'public') },
      out: { type: 'string' },
      listen: { type: 'string', default: '80' },
      'server-name': { type: 'string', default: '_' },
      'api-upstream': { type: 'string', default: '' },
      'tls-cert': { type: 'string', default: '' },
      'tls-key': { type: 'string', default: '' },
      'site-only': { type: 'boolean', default: false },
      user: { type: 'string', default: '' },
      workers: { type: 'string', default: 'auto' },
      foreground: { type: 'boolean', default: false },
      include: { type: 'string', default: '' },
      'no-site': { type: 'boolean', default: false },
      'skip-root-check': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help || !values.out) {
    console.log(`Usage: node scripts/nginx-conf.mjs --out <dir> [options]
  --root <dir>            the built site (default: public/)
  --out <dir>             where to write site.conf (and nginx.conf)
  --listen <spec>         nginx "listen" value (default 80; e.g. "443 ssl", "127.0.0.1:8080")
  --server-name <names>   nginx "server_name" (default _)
  --api-upstream <url>    proxy /api/ to this origin, paths unchanged (e.g. http://127.0.0.1:9000); omitted: no proxy
  --tls-cert, --tls-key   certificate and key files (with --listen "443 ssl")
  --site-only             write only site.conf, for an existing nginx (Debian: /etc/nginx/conf.d/)
  --user <user [group]>   worker user of the standalone nginx.conf (when started as root)
  --workers <n|auto>      worker_processes of the standalone nginx.conf
  --foreground            "daemon off;" in the standalone nginx.conf
  --include <glob>        one more include in the standalone nginx.conf's http block (e.g. the previews' site blocks)
  --no-site               the standalone nginx.conf only, serving the site blocks of --include (written by
                          npm run deploy -- --nginx-conf <that folder>/<name>.conf)
  --skip-root-check       do not look for <root>/nginx-security-headers.conf (root is on another machine)`);
    process.exit(values.out ? 0 : 1);
  }
  const written = renderNginxConfig({
    root: values.root,
    outDir: values.out,
    listen: values.listen,
    serverName: values['server-name'],
    apiUpstream: values['api-upstream'],
    tlsCert: values['tls-cert'],
    tlsKey: values['tls-key'],
    siteOnly: values['site-only'],
    user: values.user,
    workers: values.workers,
    foreground: values.foreground,
    include: values.include,
    noSite: values['no-site'],
    checkRoot: !values['skip-root-check'],
  });
  for (const file of Object.values(written)) console.log(`wrote ${file}`);
  if (written.nginxConf) console.log(`check: nginx -t -p ${path.resolve(values.out)} -c ${written.nginxConf} -e stderr${os.EOL}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  try {
    main();
  } catch (error) {
    console.error(`nginx-conf: ${error.message}`);
    process.exit(1);
  }
}
