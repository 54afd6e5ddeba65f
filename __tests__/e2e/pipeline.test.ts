// The GitLab pipeline (.gitlab-ci.yml) run on this machine by gitlab-ci-local (shell executor, each job in
// its own copy of the repository, caches and artifacts passed as GitLab passes them), in a real git
// repository copied from this checkout, deploying behind a real nginx on 127.0.0.1:
//   - which jobs each kind of pipeline runs (push to the default branch, merge request, schedule);
//   - a merge request: the preview build, the preview job (its folder appears, nginx serves it at its own
//     address, noindex, no sitemap, its address posted as the commit status "preview" to a stand-in for
//     GitLab's API that records the request), then the stop job (the folder goes, nginx no longer serves it);
//   - the nightly schedule: the build with Gatsby's cache from the previous pipeline and a later build date,
//     then the deploy job: the footer's year moves on, on the live site.
// Cost: one full `gatsby build` (the merge request's: Gatsby's .cache cannot come from this checkout's
// build, it only works in the folder it was made in) and one rebuild from the pipeline's cache, 2 to 5
// minutes on 2 cores. So `npm test` leaves it out and CI runs it after (.ci/run, `npm run test:pipeline`).
// node_modules comes from the pipeline's cache, seeded with links to this checkout's node_modules.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { freePort, ROOT } from './harness';
import { get, NGINX, PUBLIC, RSYNC, startNginx, tempDir, titleOf, type Nginx } from './deploy-harness';

const GCL = path.join(ROOT, 'node_modules/.bin/gitlab-ci-local');
const SKIP =
  process.env.PIPELINE_TEST !== '1'
    ? 'the pipeline test runs a full gatsby build: npm run test:pipeline (CI runs it after npm test)'
    : !NGINX
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

describe('the GitLab pipeline, run by gitlab-ci-local', { skip: SKIP }, () => {
  let tmp: string;
  let repo: string;
  let nginx: Nginx;
  let api: http.Server;
  const received: Received[] = [];
  const site = { port: 0, base: '', to: '' };
  const previews = { port: 0, to: '' };
  let variables: string[];

  /** gitlab-ci-local with this test's variables; resolves with its exit code and output. */
  function pipeline(args: string[], extra: Record<string, string> = {}): Promise<{ code: number | null; output: string }> {
    const vars = [...variables, ...Object.entries(extra).flatMap(([k, v]) => ['--variable', `${k}=${v}`])];
    const ignored = ['CI_PIPELINE_SOURCE', 'CI_MERGE_REQUEST_IID', 'CI_API_V4_URL', 'CI_PROJECT_ID', ...Object.keys(extra)].join(',');
    return new Promise((resolve) => {
      const child = spawn(GCL, ['--force-shell-executor', '--shell-isolation', '--ignore-predefined-vars', ignored, ...vars, ...args], {
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
    tmp = tempDir('pipeline-');
    // A git repository holding this checkout's files (committed or not), on its default branch.
    repo = path.join(tmp, 'repo');
    const files = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
      .stdout.split('\0')
      .filter(Boolean);
    for (const file of files) {
      if (!fs.existsSync(path.join(ROOT, file))) continue;
      fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
      fs.copyFileSync(path.join(ROOT, file), path.join(repo, file));
    }
    git(repo, 'init', '-q', '-b', 'main');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-qm', 'The site');
    // The pipeline's node_modules cache, as the install job leaves it: links to this checkout's packages.
    const cached = path.join(repo, '.gitlab-ci-local/cache/node-modules/node_modules');
    fs.mkdirSync(cached, { recursive: true });
    for (const entry of fs.readdirSync(path.join(ROOT, 'node_modules'))) fs.symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(cached, entry));
    fs.copyFileSync(path.join(repo, 'package-lock.json'), path.join(cached, '.installed-from-package-lock.json'));

    nginx = await startNginx(path.join(tmp, 'nginx'));
    api = http.createServer((req, res) => {
      let body = '';
      req.on('data', (d) => (body += d));
      req.on('end', () => {
        received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: body ? JSON.parse(body) : {} });
        res.writeHead(201, { 'Content-Type': 'application/json' });
        res.end('{"id":1}');
      });
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    site.port = await freePort();
    site.base = `http://127.0.0.1:${site.port}`;
    site.to = path.join(tmp, 'srv/site');
    previews.port = await freePort();
    previews.to = path.join(tmp, 'srv/previews');
    variables = Object.entries({
      SITE_URL: site.base,
      DEPLOY_TO: site.to,
      DEPLOY_NGINX_CONF: path.join(nginx.sites, 'site.conf'),
      DEPLOY_LISTEN: `127.0.0.1:${site.port}`,
      NGINX_RELOAD_CMD: nginx.reloadCmd,
      NGINX_TEST_CMD: nginx.testCmd,
      PREVIEW_BASE_URL: `http://preview.localhost:${previews.port}`,
      PREVIEW_LISTEN: `127.0.0.1:${previews.port}`,
      PREVIEW_TO: previews.to,
      PREVIEW_NGINX_DIR: nginx.sites,
      CI_API_V4_URL: `http://127.0.0.1:${(api.address() as { port: number }).port}/api/v4`,
      CI_PROJECT_ID: '42',
      STATUS_TOKEN: 'glpat-test-status-token',
    }).flatMap(([k, v]) => ['--variable', `${k}=${v}`]);
  });

  after(async () => {
    api?.close();
    await nginx?.stop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('runs the right jobs for a push to the default branch, a merge request and the nightly schedule', async () => {
    assert.deepEqual(await jobsOf({}), ['install', 'test', 'build', 'deploy']);
    assert.deepEqual(await jobsOf({ CI_PIPELINE_SOURCE: 'merge_request_event', CI_MERGE_REQUEST_IID: '7' }), [
      'install',
      'test',
      'build',
      'preview',
      'preview:stop (manual)',
    ]);
    assert.deepEqual(await jobsOf({ CI_PIPELINE_SOURCE: 'schedule' }), ['install', 'build', 'deploy']);
  });

  it('a merge request: the preview job serves a noindex preview at its own address and posts it as the status "preview"; the stop job removes it', async () => {
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
    assert.match(run.output, /build: preview mr-7 for http:\/\/mr-7\.preview\.localhost:\d+/);
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

    const statuses = received.filter((r) => r.url === `/api/v4/projects/42/statuses/${head}`);
    assert.equal(statuses.length, 1, JSON.stringify(received));
    assert.equal(statuses[0].method, 'POST');
    assert.equal(statuses[0].headers['private-token'], 'glpat-test-status-token');
    assert.deepEqual(
      { ...statuses[0].body, pipeline_id: undefined },
      {
        state: 'success',
        name: 'preview',
        ref: 'cms/locales/home',
        pipeline_id: undefined,
        target_url: `${url}/`,
        description: 'Preview of this change: mr-7.preview.localhost',
      },
    );

    const stop = await pipeline(['preview:stop'], mr);
    assert.equal(stop.code, 0, stop.output.slice(-3000));
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

  it('the nightly schedule rebuilds from the pipeline’s cache with the new date and deploys it', async () => {
    // GitLab starts a branch's first build from the default branch's cache (fallback_keys); gitlab-ci-local
    // has no fallback keys, so the merge request's cache is copied to the default branch's key here.
    const caches = path.join(repo, '.gitlab-ci-local/cache');
    fs.cpSync(path.join(caches, 'gatsby-cms-locales-home'), path.join(caches, 'gatsby-main'), { recursive: true });
    const run = await pipeline(['build', 'deploy'], { CI_PIPELINE_SOURCE: 'schedule', GATSBY_BUILD_DATE: '2031-06-01' });
    assert.equal(run.code, 0, run.output.slice(-4000));
    assert.match(run.output, /imported cache 'gatsby-main'/);
    assert.doesNotMatch(run.output, /building without it/, 'the cache was made in this job’s folder');
    assert.match(run.output, /build: the public site for http:\/\/127\.0\.0\.1:\d+/);
    const page = await get(`${site.base}/en/`);
    assert.equal(page.status, 200);
    assert.match(page.body, /© 2031 /, 'the footer’s year is the build date’s');
    assert.doesNotMatch(titleOf(page.body), /under review/, 'the default branch does not have the merge request’s change');
    assert.equal(page.headers['x-robots-tag'], undefined, 'the public site is indexable');
    assert.match((await get(`${site.base}/robots.txt`)).body, /^Sitemap: /m);
    const [release] = fs.readdirSync(path.join(site.to, 'releases')).filter((n) => !n.endsWith('.json'));
    const record = JSON.parse(fs.readFileSync(path.join(site.to, 'releases', `${release}.json`), 'utf8'));
    assert.equal(record.commit, git(repo, 'rev-parse', 'main'));
    assert.equal(record.status, 'ok');
    const timings = [...run.output.matchAll(/Done building in ([\d.]+) sec/g)].map((m) => m[1]);
    console.log(`rebuild from the pipeline's cache: ${timings.join(', ')} s`);
  });
});
