// Renders the nginx templates in deploy/ (site.conf with mime.types inlined, nginx.conf) into a folder, with the
// built site's folder as root. Used by the tests (a throwaway nginx on 127.0.0.1) and for a real
// deployment (README "Deploying"). `node scripts/nginx-conf.mjs --help` lists the options.
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
  checkRoot = true,
}) {
  const publicDir = path.resolve(root);
  if (checkRoot && !fs.existsSync(path.join(publicDir, 'nginx-security-headers.conf')))
    throw new Error(`${publicDir}/nginx-security-headers.conf is missing: build the site first ("npm run build")`);
  if (Boolean(tlsCert) !== Boolean(tlsKey)) throw new Error('--tls-cert and --tls-key go together');
  // An origin only: with a path, nginx would replace /api/ by it.
  if (apiUpstream && !/^https?:\/\/[^\s;{}/]+$/.test(apiUpstream)) throw new Error(`--api-upstream must be an http(s) origin, without a path: ${apiUpstream}`);
  const out = path.resolve(outDir);
  fs.mkdirSync(out, { recursive: true });
  const read = (name) => fs.readFileSync(path.join(DEPLOY_DIR, name), 'utf8');

  const mimeTypes = read('mime.types')
    .split('\n')
    .filter((line) => line.trim() && !line.trim().startsWith('#'))
    .map((line) => `    ${line}`)
    .join('\n');
  const siteConf = path.join(out, 'site.conf');
  const site = fillTemplate(read('site.conf'), {
    LISTEN: listen,
    SERVER_NAME: serverName,
    ROOT: publicDir,
    API_UPSTREAM: apiUpstream,
    TLS_CERT: tlsCert && path.resolve(tlsCert),
    TLS_KEY: tlsKey && path.resolve(tlsKey),
  });
  if (!/^\s*#mime-types$/m.test(site)) throw new Error('deploy/site.conf: the #mime-types line is missing');
  fs.writeFileSync(siteConf, site.replace(/^\s*#mime-types$/m, mimeTypes));
  if (siteOnly) return { siteConf };

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
    }),
  );
  return { siteConf, nginxConf };
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
