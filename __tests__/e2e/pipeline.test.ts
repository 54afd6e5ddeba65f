// The GitLab pipeline (.gitlab-ci.yml) run on this machine by gitlab-ci-local (shell executor, each job in
// its own copy of the repository, caches and artifacts passed as GitLab passes them), in a git repository
// holding this checkout's files in one commit, deploying behind a real nginx on 127.0.0.1:
//   - which jobs each kind of pipeline runs (push to the default branch, merge request, schedule);
//   - a merge request: the build job builds the preview (the test's one full `gatsby build`); the preview job
//     deploys the build job's artifact (its folder appears, nginx serves it at its own address, noindex, no
//     sitemap, its address posted as the commit status that the editor's configuration names, to a
//     stand-in for GitLab's API that records the request); the stop job removes it (the folder goes, nginx
//     no longer serves it);
//   - the nightly schedule: the build job starts from Gatsby's .cache as the pipeline's cache brings it
//     (a rebuild, about half a full build) with a later build date, then the production deploy job writes
//     its site block into the real nginx, checks the site and the project's server's health through nginx's
//     /api/ proxy, and the footer's year moves on, on the live site.
// node_modules comes from the pipeline's cache, seeded with links to this checkout's node_modules. The
// time each job takes is printed.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { CACHE_RULES } from '../../server/cache-policy';
import { startServer, type ServerProcess } from '../utils/server-process';
import { freePort, ROOT } from './harness';
import { get, titleOf } from './operations/deploy-harness';
import { NGINX, PUBLIC, RSYNC, startNginx, tempDir, type Nginx } from './operations/daemons';

const GCL = path.join(ROOT, 'node_modules/.bin/gitlab-ci-local');
const SKIP = !NGINX
  ? 'nginx is not installed (apt-get install nginx; .ci/run installs it)'
  : !RSYNC
    ? 'rsync is not installed (apt-get install rsync; .ci/run installs it): gitlab-ci-local copies the jobs’ files with it'
    : !fs.existsSync(GCL)
      ? 'gitlab-ci-local is not installed (npm ci)'
      : !fs.existsSync(path.join(PUBLIC, 'index.html'))
        ? 'no built site (npm run build)'
        : false;

type Received = { method: string; url: string; headers: http.IncomingHttpHeaders; body: Record<string, unknown> };

function git(cwd: string, ...args: string[]): string {
  const r = spawnSync('git', ['-c', 'user.email=editor@example.ir', '-c', 'user.name=Editor', ...args], { cwd, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
  return r.stdout.trim();
}

/** A git repository holding this checkout's files (committed or not, as a pipeline of this change would), in one commit on main. */
function copyRepository(repo: string): void {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' });
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    if (!fs.existsSync(path.join(ROOT, file))) continue;
    fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    fs.copyFileSync(path.join(ROOT, file), path.join(repo, file));
  }
  git(repo, 'init', '-q', '-b', 'main');
  git(repo, 'add', '-A');
  git(repo, 'commit', '-qm', 'The site');
}

/** The pipeline's node_modules cache as the install job leaves it: links to this checkout's packages. */
function seedNodeModulesCache(repo: string): void {
  const cached = path.join(repo, '.gitlab-ci-local/cache/node-modules/node_modules');
  fs.mkdirSync(cached, { recursive: true });
  for (const entry of fs.readdirSync(path.join(ROOT, 'node_modules'))) fs.symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(cached, entry));
  fs.copyFileSync(path.join(repo, 'package-lock.json'), path.join(cached, '.installed-from-package-lock.json'));
}

/** A stand-in for GitLab's API: records each request, answers 201. */
async function startForgeApi(received: Received[]): Promise<http.Server> {
  const api = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: body ? JSON.parse(body) : {} });
      res.writeHead(201, { 'Content-Type': 'application/json' });
      res.end('{"id":1}');
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  return api;
}

const seconds = (amount: string, unit: string) => Number(amount) * ({ ms: 0.001, s: 1, min: 60 } as Record<string, number>)[unit];

/**
 * What a run cost: each job's time as gitlab-ci-local's summary prints it with --timestamps
 * (" PASS  [ 1.2 min] build"), Gatsby's own time, and the time spent copying caches and artifacts.
 */
function costs(output: string): string {
  const jobs = [...output.matchAll(/ PASS +\[ *([\d.]+) (ms|s|min)\] +(\S+)/g)].map((m) => `${m[3]} ${seconds(m[1], m[2]).toFixed(1)} s`);
  const gatsby = [...output.matchAll(/Done building in ([\d.]+) sec/g)].map((m) => `${Number(m[1]).toFixed(1)} s`);
  const copies = [...output.matchAll(/(?:imported cache '[^']+'|cache created in '[^']+'|imported artifacts|exported artifacts) in ([\d.]+) (ms|s|min)/g)];
  const copied = copies.reduce((sum, m) => sum + seconds(m[1], m[2]), 0);
  return `${jobs.join(', ')}${gatsby.length ? `; gatsby build ${gatsby.join(', ')}` : ''}; copying caches and artifacts ${copied.toFixed(1)} s`;
}

describe('the GitLab pipeline, run by gitlab-ci-local', { skip: SKIP }, () => {
  let tmp: string;
  let repo: string;
  let nginx: Nginx;
  let forge: http.Server;
  let server: ServerProcess;
  const received: Received[] = [];
  const site = { port: 0, base: '', to: '', conf: '' };
  const previews = { port: 0, to: '' };
  let variables: string[];

  /** gitlab-ci-local with this test's variables; resolves with its exit code and output. */
  function pipeline(args: string[], extra: Record<string, string> = {}): Promise<{ code: number | null; output: string }> {
    const vars = [...variables, ...Object.entries(extra).flatMap(([k, v]) => ['--variable', `${k}=${v}`])];
    const ignored = ['CI_PIPELINE_SOURCE', 'CI_MERGE_REQUEST_IID', 'CI_API_V4_URL', 'CI_PROJECT_ID', ...Object.keys(extra)].join(',');
    // --no-artifacts-to-source: GitLab does not copy a job's artifacts back into the repository either.
    const options = ['--force-shell-executor', '--shell-isolation', '--no-artifacts-to-source', '--timestamps', '--ignore-predefined-vars', ignored];
    return new Promise((resolve) => {
      const child = spawn(GCL, [...options, ...vars, ...args], {
        cwd: repo,
        env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
      child.on('close', (code) => resolve({ code, output }));
    });
  }

  async function jobsOf(extra: Record<string, string>): Promise<string[]> {
    const { code, output } = await pipeline(['--list-json'], extra);
    assert.equal(code, 0, output);
    const json = output.slice(output.indexOf('['));
    return (JSON.parse(json) as { name: string; when: string }[])
      .filter((j) => j.when !== 'never')
      .map((j) => `${j.name}${j.when === 'manual' ? ' (manual)' : ''}`);
  }

  before(async () => {
    const started = Date.now();
    tmp = tempDir('pipeline-');
    repo = path.join(tmp, 'repo');
    copyRepository(repo);
    seedNodeModulesCache(repo);
    nginx = await startNginx(path.join(tmp, 'nginx'), 0);
    forge = await startForgeApi(received);
    server = await startServer({ SUBMISSIONS_DIR: path.join(tmp, 'store'), EXIT_AFTER_MS: String(20 * 60_000) });
    [site.port, previews.port] = [await freePort(), await freePort()];
    site.base = `http://127.0.0.1:${site.port}`;
    site.to = path.join(tmp, 'srv/site');
    site.conf = path.join(nginx.sites, 'site.conf');
    previews.to = path.join(tmp, 'srv/previews');
    variables = Object.entries({
      SITE_URL: site.base,
      DEPLOY_TO: site.to,
      DEPLOY_NGINX_CONF: site.conf,
      DEPLOY_LISTEN: `127.0.0.1:${site.port}`,
      DEPLOY_API_UPSTREAM: server.baseURL,
      DEPLOY_API_URL: `${site.base}/api`,
      NGINX_RELOAD_CMD: nginx.reloadCmd,
      NGINX_TEST_CMD: nginx.testCmd,
      PREVIEW_BASE_URL: `http://preview.localhost:${previews.port}`,
      PREVIEW_LISTEN: `127.0.0.1:${previews.port}`,
      PREVIEW_TO: previews.to,
      PREVIEW_NGINX_DIR: nginx.sites,
      CI_API_V4_URL: `http://127.0.0.1:${(forge.address() as { port: number }).port}/api/v4`,
      CI_PROJECT_ID: '42',
      STATUS_TOKEN: 'glpat-test-status-token',
    }).flatMap(([k, v]) => ['--variable', `${k}=${v}`]);
    console.log(`the repository, nginx and the servers: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });

  after(async () => {
    forge?.close();
    await server?.stop();
    await nginx?.stop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('runs the right jobs for a push to the default branch, a merge request and the nightly schedule', async () => {
    const mr = { CI_PIPELINE_SOURCE: 'merge_request_event', CI_MERGE_REQUEST_IID: '7' };
    const [push, request, schedule] = await Promise.all([jobsOf({}), jobsOf(mr), jobsOf({ CI_PIPELINE_SOURCE: 'schedule' })]);
    assert.deepEqual(push, ['install', 'test', 'build', 'deploy']);
    assert.deepEqual(request, ['install', 'test', 'build', 'preview', 'preview:stop (manual)']);
    assert.deepEqual(schedule, ['install', 'build', 'deploy']);
  });

  it('a merge request: the preview job serves a noindex preview at its own address and posts it as the editor’s preview status; the stop job removes it', async () => {
    git(repo, 'checkout', '-q', '-b', 'cms/locales/home');
    const file = path.join(repo, 'locales/en/home.json');
    const home = JSON.parse(fs.readFileSync(file, 'utf8')) as { meta: { title: string } };
    home.meta.title = `${home.meta.title} (under review)`;
    fs.writeFileSync(file, `${JSON.stringify(home, null, 2)}\n`);
    git(repo, 'commit', '-qam', 'Home: title');
    const head = git(repo, 'rev-parse', 'HEAD');
    const mr = { CI_PIPELINE_SOURCE: 'merge_request_event', CI_MERGE_REQUEST_IID: '7' };

    const run = await pipeline(['install', 'build', 'preview'], mr);
    assert.equal(run.code, 0, run.output.slice(-4000));
    console.log(`merge request: ${costs(run.output)}`);
    assert.match(run.output, /build: preview mr-7 for http:\/\/mr-7\.preview\.localhost:\d+/);
    assert.match(run.output, /\] preview +imported artifacts/, 'the preview job deploys the build job’s artifact');
    const folder = path.join(previews.to, 'mr-7');
    assert.ok(fs.existsSync(path.join(folder, 'current/index.html')), 'the preview’s folder appears');
    const url = `http://mr-7.preview.localhost:${previews.port}`;
    const page = await get(`${url}/en/`);
    assert.equal(page.status, 200);
    assert.match(titleOf(page.body), /\(under review\)/);
    assert.equal(page.headers['x-robots-tag'], 'noindex, nofollow');
    assert.match(page.body, /<meta name="robots" content="noindex, nofollow"\/?>/);
    assert.match(page.body, new RegExp(`<link rel="canonical" href="${url}/en/"`), 'the preview’s own GATSBY_SITE_URL');
    assert.equal((await get(`${url}/robots.txt`)).body, 'User-agent: *\nDisallow: /\n');
    assert.equal((await get(`${url}/sitemap.xml`)).status, 404);
    assert.equal((await get(`${url}/app-does-not-exist-0123456789.js`)).headers['x-robots-tag'], 'noindex, nofollow', 'on a 404 too');

    // The status is posted under the name the preview's own editor looks for (its preview_context).
    const editorConfig = JSON.parse((await get(`${url}/admin/config.fa.json`)).body) as { decap: { backend: { preview_context: string } } };
    const statuses = received.filter((r) => r.url === `/api/v4/projects/42/statuses/${head}`);
    assert.equal(statuses.length, 1, JSON.stringify(received));
    assert.equal(statuses[0].method, 'POST');
    assert.equal(statuses[0].headers['private-token'], 'glpat-test-status-token');
    assert.deepEqual(
      { ...statuses[0].body, pipeline_id: undefined },
      {
        state: 'success',
        name: editorConfig.decap.backend.preview_context,
        ref: 'cms/locales/home',
        pipeline_id: undefined,
        target_url: `${url}/`,
        description: 'Preview of this change: mr-7.preview.localhost',
      },
    );

    const stop = await pipeline(['preview:stop'], mr);
    assert.equal(stop.code, 0, stop.output.slice(-3000));
    console.log(`merge request closed: ${costs(stop.output)}`);
    assert.ok(!fs.existsSync(folder), 'the preview’s folder goes');
    assert.ok(!fs.existsSync(path.join(nginx.sites, 'mr-7.conf')), 'and its site block');
    // The old workers finish what they hold after the reload; then nothing answers at the preview's address.
    const deadline = Date.now() + 10_000;
    let answer: string;
    do
      answer = await get(`${url}/`).then(
        (r) => String(r.status),
        (e: Error) => e.message,
      );
    while (!/ECONNREFUSED/.test(answer) && Date.now() < deadline);
    assert.match(answer, /ECONNREFUSED/, 'nginx no longer serves the preview');
    git(repo, 'checkout', '-q', 'main');
  });

  it('the nightly schedule rebuilds from the pipeline’s cache with the new date; the production deploy job puts it live behind nginx', async () => {
    // The default branch's .cache would come from its own earlier pipelines (the key gatsby-main); here the
    // merge request's build made the only one, in the same job folder, so it is moved to that key.
    const caches = path.join(repo, '.gitlab-ci-local/cache');
    fs.renameSync(path.join(caches, 'gatsby-cms-locales-home'), path.join(caches, 'gatsby-main'));
    const run = await pipeline(['build', 'deploy'], { CI_PIPELINE_SOURCE: 'schedule', GATSBY_BUILD_DATE: '2031-06-01' });
    assert.equal(run.code, 0, run.output.slice(-4000));
    console.log(`schedule: ${costs(run.output)}`);
    assert.match(run.output, /imported cache 'gatsby-main'/);
    assert.doesNotMatch(run.output, /building without it/, 'the cache was made in this job’s folder');
    assert.match(run.output, /build: the public site for http:\/\/127\.0\.0\.1:\d+/);
    assert.match(run.output, /ok {4}http:\/\/127\.0\.0\.1:\d+\/api\/healthz \(API health\): 200/, 'the smoke check asked the server through nginx');

    const page = await get(`${site.base}/en/`);
    assert.equal(page.status, 200);
    assert.match(page.body, /© 2031 /, 'the footer’s year is the build date’s');
    assert.doesNotMatch(titleOf(page.body), /under review/, 'the default branch does not have the merge request’s change');
    assert.equal(page.headers['x-robots-tag'], undefined, 'the public site is indexable');
    assert.match((await get(`${site.base}/robots.txt`)).body, /^Sitemap: /m);
    // nginx serves it: the block the job wrote names the release, with the caching rules of server/cache-policy.ts.
    const [release] = fs.readdirSync(path.join(site.to, 'releases')).filter((n) => !n.endsWith('.json'));
    assert.match(fs.readFileSync(site.conf, 'utf8'), new RegExp(`root ${site.to}/releases/${release};`));
    assert.equal(page.headers['cache-control'], CACHE_RULES.find((rule) => rule.pattern.test('/en/'))?.value);
    const headers = JSON.parse(fs.readFileSync(path.join(site.to, 'current/security-headers.json'), 'utf8')) as Record<string, string>;
    for (const [name, value] of Object.entries(headers)) assert.equal(page.headers[name.toLowerCase()], value, name);
    const record = JSON.parse(fs.readFileSync(path.join(site.to, 'releases', `${release}.json`), 'utf8'));
    assert.equal(record.commit, git(repo, 'rev-parse', 'main'));
    assert.equal(record.status, 'ok');
  });
});
