// `node --import tsx scripts/nginx-conf.ts`: writes the nginx configuration of deploy/ (rendered by
// scripts/nginx/templates.ts) into a folder, with the built site's folder as root: the site block alone
// for an existing nginx (--site-only), or with a main configuration around it for a dedicated nginx.
// Used by the tests (a throwaway nginx on 127.0.0.1) and for a real deployment (docs/deploying.md).
import fs from 'node:fs';
import path from 'node:path';
import { parseStrictArgs } from '../src/lib/strict-args';
import { renderMainConfig, renderSiteBlock, siteSettingsProblem, type SiteSettings } from './nginx/templates';

const ROOT = path.resolve(__dirname, '..');

const USAGE = `Usage: npm run nginx-conf -- --out <dir> [options]
  --root <dir>            the built site (default: public/)
  --out <dir>             where to write site.conf (and nginx.conf)
  --listen <spec>         nginx "listen" value (default 80; e.g. "443 ssl", "127.0.0.1:8080")
  --server-name <names>   nginx "server_name" (default _)
  --api-upstream <url>    proxy /api/ to this origin, paths unchanged (e.g. http://127.0.0.1:9000); omitted: no proxy
  --tls-cert, --tls-key   certificate and key files (with --listen "443 ssl")
  --staff-area            pass the staff area (/staff/, /en/staff/) to --api-upstream: the server signs staff in
                          (OIDC_ISSUER set) and serves the traffic report to admins (TRAFFIC_REPORT_DIR)
  --traffic-report <dir>  serve the traffic report (npm run traffic -- --out <dir>) at /staff/traffic/ behind
                          nginx's password (<dir>.htpasswd), where the staff sign-in is not configured
  --site-only             write only site.conf, for an existing nginx (Debian: /etc/nginx/conf.d/)
  --user <user [group]>   worker user of the standalone nginx.conf (when started as root)
  --workers <n|auto>      worker_processes of the standalone nginx.conf (default auto)
  --foreground            "daemon off;" in the standalone nginx.conf
  --include <glob>        one more include in the standalone nginx.conf's http block (e.g. the previews' site blocks)
  --no-site               the standalone nginx.conf only, serving the site blocks of --include (written by
                          npm run deploy -- --nginx-conf <that folder>/<name>.conf)
  --skip-root-check       do not look for <root>/nginx-security-headers.conf (root is on another machine)`;

export type NginxConfigRequest = SiteSettings & {
  /** The built site's folder (on the machine nginx runs on). */
  root: string;
  outDir: string;
  siteOnly?: boolean;
  noSite?: boolean;
  include?: string;
  user?: string;
  workers?: string;
  foreground?: boolean;
  /** Look for the build's security headers in `root` (false: root is another machine's path). */
  checkRoot?: boolean;
};

/** Writes site.conf (unless noSite) and, unless siteOnly, nginx.conf around it into outDir; returns what it wrote. */
export function writeNginxConfig(request: NginxConfigRequest): { siteConf?: string; nginxConf?: string } {
  const { root, outDir, siteOnly = false, noSite = false, include = '', checkRoot = true } = request;
  const out = path.resolve(outDir);
  fs.mkdirSync(out, { recursive: true });
  if (noSite && !include) throw new Error('--no-site needs --include: the site blocks nginx would serve');
  let siteConf: string | undefined;
  if (!noSite) {
    const publicDir = path.resolve(root);
    if (checkRoot && !fs.existsSync(path.join(publicDir, 'nginx-security-headers.conf')))
      throw new Error(`${publicDir}/nginx-security-headers.conf is missing: build the site first ("npm run build")`);
    const { listen, serverName, apiUpstream, tlsCert, tlsKey, trafficReport, staffArea } = request;
    siteConf = path.join(out, 'site.conf');
    fs.writeFileSync(siteConf, renderSiteBlock({ root: publicDir, listen, serverName, apiUpstream, tlsCert, tlsKey, trafficReport, staffArea }));
    if (siteOnly) return { siteConf };
  }
  for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'logs']) fs.mkdirSync(path.join(out, dir), { recursive: true });
  const nginxConf = path.join(out, 'nginx.conf');
  fs.writeFileSync(
    nginxConf,
    renderMainConfig({ prefix: out, siteConf, include, user: request.user, workers: request.workers, foreground: request.foreground }),
  );
  return { siteConf, nginxConf };
}

const string = { type: 'string' } as const;
const flag = { type: 'boolean' } as const;
const OPTIONS = {
  root: string,
  out: string,
  listen: string,
  'server-name': string,
  'api-upstream': string,
  'tls-cert': string,
  'tls-key': string,
  'traffic-report': string,
  'staff-area': flag,
  'site-only': flag,
  user: string,
  workers: string,
  foreground: flag,
  include: string,
  'no-site': flag,
  'skip-root-check': flag,
  help: flag,
} as const;

/** A path of plain names (nginx reads it as one word). */
const LOCAL_PATH = /^[A-Za-z0-9._/-]{1,1024}$/;
/** The options besides the site block's settings, with what each may hold. */
const CHECKS = [
  ['root', 'a path of plain names', LOCAL_PATH],
  ['out', 'a path of plain names', LOCAL_PATH],
  ['tls-cert', 'a path of plain names', LOCAL_PATH],
  ['tls-key', 'a path of plain names', LOCAL_PATH],
  ['user', 'a user name, and a group after a space', /^[a-z_][a-z0-9_-]{0,31}(?: [a-z_][a-z0-9_-]{0,31})?$/],
  ['workers', 'auto or 1 to 99', /^(?:auto|[1-9][0-9]?)$/],
  ['include', 'an absolute path or pattern of plain names', /^\/[A-Za-z0-9._/*-]{1,1024}$/],
] as const;

/** The command line as a request; a refused value throws (exit 2). */
function requestFrom(argv: string[]): NginxConfigRequest | 'help' {
  const { values } = parseStrictArgs({ args: argv, strict: true, allowPositionals: false, options: OPTIONS });
  if (values.help) return 'help';
  if (!values.out) throw new Error('--out is required');
  if (values['no-site'] && !values.include) throw new Error('--no-site needs --include: the site blocks nginx would serve');
  for (const [option, says, pattern] of CHECKS)
    if (values[option] !== undefined && !pattern.test(values[option])) throw new Error(`--${option}: ${says}: ${values[option]}`);
  const resolve = (file: string | undefined) => file && path.resolve(file);
  const site: SiteSettings = {
    listen: values.listen,
    serverName: values['server-name'],
    apiUpstream: values['api-upstream'],
    tlsCert: resolve(values['tls-cert']),
    tlsKey: resolve(values['tls-key']),
    trafficReport: resolve(values['traffic-report']),
    ...(values['staff-area'] ? { staffArea: true } : {}),
  };
  const problem = siteSettingsProblem(site);
  if (problem) throw new Error(problem);
  return {
    root: values.root ?? path.join(ROOT, 'public'),
    outDir: values.out,
    ...site,
    siteOnly: values['site-only'],
    user: values.user,
    workers: values.workers,
    foreground: values.foreground,
    include: values.include,
    noSite: values['no-site'],
    checkRoot: !values['skip-root-check'],
  };
}

/** Exit codes: 0 written, 1 failed (naming why), 2 a refused argument. */
export function main(argv: string[]): number {
  let request: NginxConfigRequest | 'help';
  try {
    request = requestFrom(argv);
  } catch (error) {
    console.error(`nginx-conf: ${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (request === 'help') {
    console.log(USAGE);
    return 0;
  }
  try {
    const written = writeNginxConfig(request);
    for (const file of Object.values(written)) console.log(`wrote ${file}`);
    if (written.nginxConf) console.log(`check: nginx -t -p ${path.resolve(request.outDir)} -c ${written.nginxConf} -e stderr`);
    return 0;
  } catch (error) {
    console.error(`nginx-conf: ${(error as Error).message}`);
    return 1;
  }
}

if (require.main === module) process.exit(main(process.argv.slice(2)));
