// The pipeline's steps, shared by .gitlab-ci.yml and .gitea/workflows/: the build (the public site, or a
// merge request's preview), the production deploy, a preview's deploy with its commit status, and its
// removal. Each reads the CI variables of docs/deploying.md and runs `npm run deploy` (scripts/deploy.ts)
// with them, so the two forges run the same commands.
//   node --import tsx scripts/deploy/ci.ts build | site | preview | preview-stop | preview-url
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PREVIEW_CONTEXT } from '../../gatsby/cms/backend';
import { main as deploy } from '../deploy';
import { main as licenceNotice } from '../licence-expiry';
import { postStatus, statusRequest, type StatusInput } from './commit-status';

const ROOT = path.resolve(__dirname, '../..');
const PUBLIC = path.join(ROOT, 'public');
const env = process.env;
const PREVIEW_NAME = /^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$/;

/** A CI variable missing or wrong: the step stops (exit 1) with nothing changed. */
class CiError extends Error {}

function need(name: string, hint: string): string {
  const value = env[name];
  if (!value) throw new CiError(`${name} is not set: ${hint}`);
  return value;
}

/** `[option, value]` when the variable is set, else nothing. */
const optional = (option: string, name: string): string[] => (env[name] ? [option, env[name]] : []);
const nginxCommands = () => [...optional('--reload-cmd', 'NGINX_RELOAD_CMD'), ...optional('--nginx-test-cmd', 'NGINX_TEST_CMD')];
const siteUrl = () => need('SITE_URL', 'the public address, e.g. https://www.example.ir');

/** PREVIEW_NAME (mr-<n>, pr-<n>): the preview's folder, site block and host name. */
function previewName(name = env.PREVIEW_NAME): string {
  if (!name || !PREVIEW_NAME.test(name)) throw new CiError(`PREVIEW_NAME must be a DNS label such as mr-7 or pr-7: ${name ?? '(unset)'}`);
  return name;
}

/** The preview's address: PREVIEW_BASE_URL with PREVIEW_NAME before its host (https://mr-7.preview.example.ir). */
export function previewUrl(name = env.PREVIEW_NAME, base = env.PREVIEW_BASE_URL): string {
  previewName(name);
  if (!base) throw new CiError('PREVIEW_BASE_URL is not set: the previews’ parent address, e.g. https://preview.example.ir (a wildcard DNS name)');
  const url = new URL(base);
  if (!['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search)
    throw new CiError(`PREVIEW_BASE_URL must be http(s)://host[:port]: ${base}`);
  return `${url.protocol}//${name}.${url.host}`;
}

/** A secret's text: GitLab file variables hold a path, Gitea secrets and plain variables the text itself. */
const secretText = (value: string) => (value.includes('\n') || !fs.existsSync(value) ? `${value.trim()}\n` : fs.readFileSync(value, 'utf8'));

/**
 * Options for ssh destinations: DEPLOY_SSH_CONFIG, or a configuration written from DEPLOY_SSH_KEY,
 * DEPLOY_KNOWN_HOSTS (the host key is always checked) and DEPLOY_SSH_PORT; else the runner's own.
 */
function sshOptions(destination: string): string[] {
  if (destination.startsWith('/')) return [];
  if (env.DEPLOY_SSH_CONFIG) return ['--ssh-config', env.DEPLOY_SSH_CONFIG];
  if (!env.DEPLOY_SSH_KEY) return [];
  const port = env.DEPLOY_SSH_PORT;
  if (port && !/^[1-9][0-9]{0,4}$/.test(port)) throw new CiError(`DEPLOY_SSH_PORT must be a port number: ${port}`);
  const knownHosts = need('DEPLOY_KNOWN_HOSTS', 'the deploy host’s public key line(s), from ssh-keyscan, so that its identity is checked');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-ssh-key-'));
  process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  fs.writeFileSync(path.join(dir, 'key'), secretText(env.DEPLOY_SSH_KEY), { mode: 0o600 });
  fs.writeFileSync(path.join(dir, 'known_hosts'), secretText(knownHosts));
  const config = [
    `Host *`,
    ...(port ? [`  Port ${port}`] : []),
    `  IdentityFile ${dir}/key`,
    '  IdentitiesOnly yes',
    `  UserKnownHostsFile ${dir}/known_hosts`,
  ];
  fs.writeFileSync(path.join(dir, 'config'), `${[...config, '  StrictHostKeyChecking yes'].join('\n')}\n`);
  return ['--ssh-config', path.join(dir, 'config')];
}

/**
 * Gatsby's .cache (kept between pipelines) holds absolute paths: restored into another folder it fails
 * the build ("useTranslation: no i18next instance", measured), so it is only reused where it was made.
 */
function keepCacheOnlyWhereMade(stamp: string): void {
  const builtIn = fs.existsSync(stamp) ? fs.readFileSync(stamp, 'utf8').trim() : null;
  if (fs.existsSync(path.join(ROOT, '.cache')) && builtIn !== ROOT) {
    console.log(`.cache/ was made in ${builtIn ?? 'an unknown folder'}, not ${ROOT}: building without it`);
    fs.rmSync(path.join(ROOT, '.cache'), { recursive: true, force: true });
  }
}

/** The nightly schedule on GitLab (CI_PIPELINE_SOURCE) or Gitea (GITHUB_EVENT_NAME). */
const isScheduled = () => env.CI_PIPELINE_SOURCE === 'schedule' || env.GITHUB_EVENT_NAME === 'schedule';

/** `npm run build` for this pipeline: a preview when PREVIEW_NAME is set, else the public site at SITE_URL. */
async function build(): Promise<number> {
  const stamp = path.join(ROOT, '.cache', '.built-in');
  keepCacheOnlyWhereMade(stamp);
  const vars = env.PREVIEW_NAME ? { SITE_PREVIEW: '1', GATSBY_SITE_URL: previewUrl() } : { SITE_PREVIEW: '0', GATSBY_SITE_URL: siteUrl() };
  console.log(`build: ${env.PREVIEW_NAME ? `preview ${env.PREVIEW_NAME}` : 'the public site'} for ${vars.GATSBY_SITE_URL}`);
  const code = await new Promise<number>((resolve) => {
    const child = spawn('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit', env: { ...env, ...vars } });
    child.on('close', (c) => resolve(c ?? 1));
  });
  if (code === 0) fs.writeFileSync(stamp, `${ROOT}\n`);
  // The nightly rebuild mails the maintainers of a licence ending within 30 days (the build only warns).
  // A failed mail is reported but does not hold the rebuild back: the site must still move on.
  if (code === 0 && isScheduled()) await licenceNotice(['--mail']);
  return code;
}

/** The public site: public/ deployed to DEPLOY_TO and checked at DEPLOY_CHECK_URL or SITE_URL. */
function site(): Promise<number> {
  const to = need('DEPLOY_TO', 'where the site is published: /srv/site or deploy@web.example.ir:/srv/site');
  const checkUrl = env.DEPLOY_CHECK_URL || siteUrl();
  const siteBlock = [
    ...optional('--nginx-conf', 'DEPLOY_NGINX_CONF'),
    ...optional('--listen', 'DEPLOY_LISTEN'),
    ...optional('--server-name', 'DEPLOY_SERVER_NAME'),
    ...optional('--tls-cert', 'DEPLOY_TLS_CERT'),
    ...optional('--tls-key', 'DEPLOY_TLS_KEY'),
    ...optional('--api-upstream', 'DEPLOY_API_UPSTREAM'),
  ];
  const check = ['--check-url', checkUrl, ...optional('--api-url', 'DEPLOY_API_URL')];
  return deploy(['--to', to, '--from', PUBLIC, ...check, ...siteBlock, ...optional('--keep', 'DEPLOY_KEEP'), ...nginxCommands(), ...sshOptions(to)]);
}

/** Where the preview goes, and its site block. */
function previewTarget(): { to: string; conf: string } {
  const name = previewName();
  const base = need('PREVIEW_TO', 'the folder holding the previews: /srv/previews or deploy@web.example.ir:/srv/previews').replace(/\/$/, '');
  const hint = 'the folder of the previews’ nginx site blocks on that machine (included by nginx), e.g. /etc/nginx/previews';
  const confDir = need('PREVIEW_NGINX_DIR', hint).replace(/\/$/, '');
  return { to: `${base}/${name}`, conf: `${confDir}/${name}.conf` };
}

/** The forge's API and the commit to post the preview's status on. */
function statusTarget(): Pick<StatusInput, 'forge' | 'apiUrl' | 'project' | 'sha' | 'ref' | 'pipelineId'> {
  const forge = env.STATUS_FORGE || (env.GITLAB_CI ? 'gitlab' : env.GITHUB_SERVER_URL ? 'gitea' : '');
  const sha = env.PREVIEW_SHA || env.CI_COMMIT_SHA || env.GITHUB_SHA;
  if (forge === 'gitlab') {
    const [apiUrl, project] = [need('CI_API_V4_URL', 'set by GitLab'), need('CI_PROJECT_ID', 'set by GitLab')];
    return { forge, apiUrl, project, sha, ref: env.CI_COMMIT_REF_NAME, pipelineId: env.CI_PIPELINE_ID };
  }
  if (forge === 'gitea') {
    const [server, project] = [need('GITHUB_SERVER_URL', 'set by Gitea Actions'), need('GITHUB_REPOSITORY', 'set by Gitea Actions')];
    return { forge, apiUrl: `${server}/api/v1`, project, sha };
  }
  throw new CiError('STATUS_FORGE is not set and neither GitLab nor Gitea was recognised: set STATUS_FORGE to gitlab or gitea');
}

/** The merge request's preview: deployed at its own address, then that address posted as the commit status PREVIEW_CONTEXT. */
async function preview(): Promise<number> {
  const url = previewUrl();
  const { to, conf } = previewTarget();
  const host = new URL(url).hostname;
  const sha = env.PREVIEW_SHA || env.CI_COMMIT_SHA || env.GITHUB_SHA;
  // The status is checked before anything is deployed: a missing token stops the job with nothing changed.
  const status = { context: PREVIEW_CONTEXT, state: 'success', targetUrl: `${url}/`, description: `Preview of this change: ${host}`, token: env.STATUS_TOKEN };
  const request = statusRequest({ ...statusTarget(), ...status });
  const siteBlock = ['--nginx-conf', conf, '--server-name', host, '--listen', env.PREVIEW_LISTEN || (url.startsWith('https:') ? '443 ssl' : '80')];
  const tls = [...optional('--tls-cert', 'PREVIEW_TLS_CERT'), ...optional('--tls-key', 'PREVIEW_TLS_KEY')];
  const commit = sha ? ['--commit', sha] : [];
  const code = await deploy([
    '--to',
    to,
    '--from',
    PUBLIC,
    ...commit,
    '--check-url',
    url,
    ...siteBlock,
    ...tls,
    '--keep',
    '2',
    ...nginxCommands(),
    ...sshOptions(to),
  ]);
  if (code !== 0) return code;
  // GitLab reads the environment's address from this dotenv report (.gitlab-ci.yml, environment:url).
  fs.writeFileSync(path.join(ROOT, 'preview.env'), `PREVIEW_URL=${url}/\n`);
  await postStatus(request);
  console.log(`status "${PREVIEW_CONTEXT}" posted: ${url}/`);
  return 0;
}

/** The merge request merged or closed: its preview's folder and site block removed. */
function previewStop(): Promise<number> {
  const { to, conf } = previewTarget();
  return deploy(['--to', to, '--remove', '--nginx-conf', conf, ...optional('--reload-cmd', 'NGINX_RELOAD_CMD'), ...sshOptions(to)]);
}

const STEPS: Record<string, () => Promise<number>> = {
  build,
  site,
  preview,
  'preview-stop': previewStop,
  'preview-url': async () => (console.log(previewUrl()), 0),
};

if (require.main === module) {
  const step = STEPS[process.argv[2]];
  if (!step || process.argv.length > 3) {
    console.error(`Usage: node --import tsx scripts/deploy/ci.ts ${Object.keys(STEPS).join(' | ')}`);
    process.exit(2);
  }
  step().then(
    (code) => process.exit(code),
    (error: Error) => {
      console.error(`ci: ${error.message}`);
      process.exit(1);
    },
  );
}
