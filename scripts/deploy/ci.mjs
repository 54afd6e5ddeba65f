// The pipeline's steps, shared by .gitlab-ci.yml and .gitea/workflows/: the build (the public site, or a
// merge request's preview), the production deploy, a preview's deploy with its commit status, and its
// removal. Each reads the CI variables of README "Deploying" and runs `npm run deploy` (scripts/deploy.mjs)
// with them, so the two forges run the same commands.
//   node --import tsx scripts/deploy/ci.mjs build | site | preview | preview-stop | preview-url
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { main as deploy } from '../deploy.mjs';
import { postStatus, statusRequest } from './commit-status.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const env = process.env;
/** The status Decap CMS reads for an entry's preview link (gatsby/cms/backend.ts sets preview_context). */
export const PREVIEW_STATUS = 'preview';
const PREVIEW_NAME = /^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$/;

class CiError extends Error {}

function need(name, hint) {
  const value = env[name];
  if (!value) throw new CiError(`${name} is not set: ${hint}`);
  return value;
}

/** The preview's address: PREVIEW_BASE_URL with PREVIEW_NAME before its host (https://mr-7.preview.example.ir). */
export function previewUrl(name = env.PREVIEW_NAME, base = env.PREVIEW_BASE_URL) {
  if (!name || !PREVIEW_NAME.test(name)) throw new CiError(`PREVIEW_NAME must be a DNS label such as mr-7 or pr-7: ${name ?? '(unset)'}`);
  if (!base) throw new CiError('PREVIEW_BASE_URL is not set: the previews’ parent address, e.g. https://preview.example.ir (a wildcard DNS name)');
  const url = new URL(base);
  if (!['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search)
    throw new CiError(`PREVIEW_BASE_URL must be http(s)://host[:port]: ${base}`);
  return `${url.protocol}//${name}.${url.host}`;
}

/**
 * Options for ssh destinations: DEPLOY_SSH_CONFIG, or a configuration written from DEPLOY_SSH_KEY,
 * DEPLOY_KNOWN_HOSTS (the host key is always checked) and DEPLOY_SSH_PORT.
 */
function sshOptions(destination) {
  if (destination.startsWith('/')) return [];
  if (env.DEPLOY_SSH_CONFIG) return ['--ssh-config', env.DEPLOY_SSH_CONFIG];
  if (!env.DEPLOY_SSH_KEY) return []; // the runner's own ssh configuration
  // GitLab file variables hold a path; Gitea secrets and plain variables hold the text itself.
  const text = (value) => (value.includes('\n') || !fs.existsSync(value) ? `${value.trim()}\n` : fs.readFileSync(value, 'utf8'));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-ssh-key-'));
  fs.writeFileSync(path.join(dir, 'key'), text(env.DEPLOY_SSH_KEY), { mode: 0o600 });
  fs.writeFileSync(
    path.join(dir, 'known_hosts'),
    text(need('DEPLOY_KNOWN_HOSTS', 'the deploy host’s public key line(s), from ssh-keyscan, so that its identity is checked')),
  );
  const port = env.DEPLOY_SSH_PORT;
  if (port && !/^[1-9][0-9]{0,4}$/.test(port)) throw new CiError(`DEPLOY_SSH_PORT must be a port number: ${port}`);
  fs.writeFileSync(
    path.join(dir, 'config'),
    `Host *\n${port ? `  Port ${port}\n` : ''}  IdentityFile ${dir}/key\n  IdentitiesOnly yes\n  UserKnownHostsFile ${dir}/known_hosts\n  StrictHostKeyChecking yes\n`,
  );
  process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  return ['--ssh-config', path.join(dir, 'config')];
}

const optional = (option, name) => (env[name] ? [option, env[name]] : []);
const nginxCommands = () => [...optional('--reload-cmd', 'NGINX_RELOAD_CMD'), ...optional('--nginx-test-cmd', 'NGINX_TEST_CMD')];

/** `npm run build` for this pipeline: a preview when PREVIEW_NAME is set, else the public site at SITE_URL. */
async function build() {
  // Gatsby's .cache (kept between pipelines) holds absolute paths: restored into another folder it fails
  // the build ("useTranslation: no i18next instance", measured), so it is only reused where it was made.
  const stamp = path.join(ROOT, '.cache', '.built-in');
  const builtIn = fs.existsSync(stamp) ? fs.readFileSync(stamp, 'utf8').trim() : null;
  if (fs.existsSync(path.join(ROOT, '.cache')) && builtIn !== ROOT) {
    console.log(`.cache/ was made in ${builtIn ?? 'an unknown folder'}, not ${ROOT}: building without it`);
    fs.rmSync(path.join(ROOT, '.cache'), { recursive: true, force: true });
  }
  const vars = env.PREVIEW_NAME
    ? { SITE_PREVIEW: '1', GATSBY_SITE_URL: previewUrl() }
    : { SITE_PREVIEW: '0', GATSBY_SITE_URL: need('SITE_URL', 'the public address, e.g. https://www.example.ir') };
  console.log(`build: ${vars.SITE_PREVIEW === '1' ? `preview ${env.PREVIEW_NAME}` : 'the public site'} for ${vars.GATSBY_SITE_URL}`);
  const code = await new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit', env: { ...env, ...vars } });
    child.on('close', (c) => resolve(c ?? 1));
  });
  if (code === 0) fs.writeFileSync(stamp, `${ROOT}\n`);
  return code;
}

function site() {
  const to = need('DEPLOY_TO', 'where the site is published: /srv/site or deploy@web.example.ir:/srv/site');
  const checkUrl = env.DEPLOY_CHECK_URL || need('SITE_URL', 'the public address, e.g. https://www.example.ir');
  return deploy([
    '--to',
    to,
    '--from',
    path.join(ROOT, 'public'),
    '--check-url',
    checkUrl,
    ...optional('--api-url', 'DEPLOY_API_URL'),
    ...optional('--nginx-conf', 'DEPLOY_NGINX_CONF'),
    ...optional('--listen', 'DEPLOY_LISTEN'),
    ...optional('--server-name', 'DEPLOY_SERVER_NAME'),
    ...optional('--tls-cert', 'DEPLOY_TLS_CERT'),
    ...optional('--tls-key', 'DEPLOY_TLS_KEY'),
    ...optional('--api-upstream', 'DEPLOY_API_UPSTREAM'),
    ...optional('--keep', 'DEPLOY_KEEP'),
    ...nginxCommands(),
    ...sshOptions(to),
  ]);
}

/** Where the preview goes, and its site block. */
function previewTarget() {
  const name = env.PREVIEW_NAME;
  previewUrl(name, env.PREVIEW_BASE_URL ?? 'https://x');
  const base = need('PREVIEW_TO', 'the folder holding the previews: /srv/previews or deploy@web.example.ir:/srv/previews').replace(/\/$/, '');
  const confDir = need(
    'PREVIEW_NGINX_DIR',
    'the folder of the previews’ nginx site blocks on that machine (included by nginx), e.g. /etc/nginx/previews',
  ).replace(/\/$/, '');
  return { to: `${base}/${name}`, conf: `${confDir}/${name}.conf` };
}

/** The forge's API and the commit to post the preview's status on. */
function statusTarget() {
  const forge = env.STATUS_FORGE || (env.GITLAB_CI ? 'gitlab' : env.GITHUB_SERVER_URL ? 'gitea' : '');
  const sha = env.PREVIEW_SHA || env.CI_COMMIT_SHA || env.GITHUB_SHA;
  if (forge === 'gitlab')
    return {
      forge,
      apiUrl: need('CI_API_V4_URL', 'set by GitLab'),
      project: need('CI_PROJECT_ID', 'set by GitLab'),
      sha,
      ref: env.CI_COMMIT_REF_NAME,
      pipelineId: env.CI_PIPELINE_ID,
    };
  if (forge === 'gitea')
    return { forge, apiUrl: `${need('GITHUB_SERVER_URL', 'set by Gitea Actions')}/api/v1`, project: need('GITHUB_REPOSITORY', 'set by Gitea Actions'), sha };
  throw new CiError('STATUS_FORGE is not set and neither GitLab nor Gitea was recognised: set STATUS_FORGE to gitlab or gitea');
}

async function preview() {
  const url = previewUrl();
  const { to, conf } = previewTarget();
  const https = url.startsWith('https:');
  const sha = env.PREVIEW_SHA || env.CI_COMMIT_SHA || env.GITHUB_SHA;
  // The status is checked before anything is deployed: a missing token stops the job with nothing changed.
  const request = statusRequest({
    ...statusTarget(),
    context: PREVIEW_STATUS,
    state: 'success',
    targetUrl: `${url}/`,
    description: `Preview of this change: ${new URL(url).hostname}`,
    token: env.STATUS_TOKEN,
  });
  const code = await deploy([
    '--to',
    to,
    '--from',
    path.join(ROOT, 'public'),
    ...(sha ? ['--commit', sha] : []),
    '--check-url',
    url,
    '--nginx-conf',
    conf,
    '--server-name',
    new URL(url).hostname,
    '--listen',
    env.PREVIEW_LISTEN || (https ? '443 ssl' : '80'),
    ...optional('--tls-cert', 'PREVIEW_TLS_CERT'),
    ...optional('--tls-key', 'PREVIEW_TLS_KEY'),
    '--keep',
    '2',
    ...nginxCommands(),
    ...sshOptions(to),
  ]);
  if (code !== 0) return code;
  // GitLab reads the environment's address from this dotenv report (.gitlab-ci.yml, environment:url).
  fs.writeFileSync(path.join(ROOT, 'preview.env'), `PREVIEW_URL=${url}/\n`);
  await postStatus(request);
  console.log(`status "${PREVIEW_STATUS}" posted: ${url}/`);
  return 0;
}

function previewStop() {
  const { to, conf } = previewTarget();
  return deploy(['--to', to, '--remove', '--nginx-conf', conf, ...optional('--reload-cmd', 'NGINX_RELOAD_CMD'), ...sshOptions(to)]);
}

const STEPS = { build, site, preview, 'preview-stop': previewStop, 'preview-url': async () => (console.log(previewUrl()), 0) };

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const step = STEPS[process.argv[2]];
  if (!step || process.argv.length > 3) {
    console.error(`Usage: node --import tsx scripts/deploy/ci.mjs ${Object.keys(STEPS).join(' | ')}`);
    process.exit(2);
  }
  step().then(
    (code) => process.exit(code),
    (error) => {
      console.error(`ci: ${error.message}`);
      process.exit(1);
    },
  );
}
