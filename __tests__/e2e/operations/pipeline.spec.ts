// The GitLab pipeline (.gitlab-ci.yml) run on this machine by gitlab-ci-local (shell executor, each job in
// its own copy of the repository, caches and artifacts passed as GitLab passes them), in a git repository
// holding this checkout's files in one commit, deploying behind a real nginx on 127.0.0.1:
//   - which jobs each kind of pipeline runs (push to the default branch, merge request, schedule);
//   - a merge request: the build job builds the preview (SITE_PREVIEW=1 and the preview's own address
//     given to `gatsby build`); the preview job deploys the build job's artifact (its folder appears, nginx
//     serves it at its own address with X-Robots-Tag noindex, its address posted as the commit status that
//     the editor's configuration names, to a stand-in for GitLab's API that records the request); the stop
//     job removes it (the folder goes, nginx no longer serves it);
//   - the nightly schedule: the build job starts from Gatsby's .cache as the pipeline's cache brings it,
//     with the schedule's build date, then the production deploy job writes its site block into the real
//     nginx, checks the site and the project's server's health through nginx's /api/ proxy, and the live
//     site is served with server/cache-policy.ts's Cache-Control.
// The pipeline is what is tested, not Gatsby: the jobs' `gatsby build` is a stand-in (gatsbyStandIn below)
// that records the variables the job gave it and writes the site already built in this checkout's public/
// with the headers of those variables (and a .cache/ for the pipeline's cache), so the test takes no
// second and third build of the whole site.
// What a build contains for those variables is tested where it is made: robots.txt and no sitemap in
// __tests__/gatsby/sitemap.test.ts; the noindex meta, the canonical on the preview's own address and the
// footer's year from the build date in __tests__/gatsby/preview-build.test.tsx. node_modules comes from the pipeline's cache, seeded with links to
// this checkout's node_modules. The time each job takes is printed.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { CACHE_RULES } from '../../../server/cache-policy';
import { startServer, type ServerProcess } from '../../utils/server-process';
import { expect, test } from '../fixtures';
import { GITLAB_CI_LOCAL as GCL, PUBLIC, requireComponents, ROOT, startNginx, tempDir, type Nginx } from './daemons';
import { get } from './deploy-harness';

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

/** What the stand-in for `gatsby build` was given, one record per build. */
type Build = { args: string[]; SITE_PREVIEW?: string; GATSBY_SITE_URL?: string; GATSBY_BUILD_DATE?: string; cacheFrom?: string; homeTitle: string };

/**
 * The jobs' `gatsby` (node_modules/.bin/gatsby in the pipeline's node_modules cache): records its
 * arguments, the build's variables, the .cache/ it found and the English home title of the sources it
 * was given (the merge request's change is in it), then writes this checkout's built public/ with the
 * security headers of the build's variables (the build's own gatsby/security-headers.ts) and a .cache/
 * naming the build, as `gatsby build` leaves them.
 */
function gatsbyStandIn(file: string, record: string): void {
  const code = `#!${process.execPath}
// The pipeline test's stand-in for \`gatsby build\` (__tests__/e2e/operations/pipeline.spec.ts).
const fs = require('node:fs');
const env = process.env;
const marker = '.cache/stand-in-build.json';
const cacheFrom = fs.existsSync(marker) ? JSON.parse(fs.readFileSync(marker, 'utf8')).url : undefined;
const homeTitle = JSON.parse(fs.readFileSync('locales/en/home.json', 'utf8')).meta.title;
const build = { args: process.argv.slice(2), SITE_PREVIEW: env.SITE_PREVIEW, GATSBY_SITE_URL: env.GATSBY_SITE_URL, GATSBY_BUILD_DATE: env.GATSBY_BUILD_DATE, cacheFrom, homeTitle };
fs.appendFileSync(${JSON.stringify(record)}, JSON.stringify(build) + '\\n');
fs.rmSync('public', { recursive: true, force: true });
fs.cpSync(${JSON.stringify(PUBLIC)}, 'public', { recursive: true });
// The build's own last step for the build's variables: a preview's headers carry X-Robots-Tag noindex.
require(${JSON.stringify(require.resolve('tsx/cjs/api'))}).register();
require(${JSON.stringify(path.join(ROOT, 'gatsby/security-headers.ts'))}).writeSecurityHeaders('public');
fs.mkdirSync('.cache', { recursive: true });
fs.writeFileSync(marker, JSON.stringify({ url: env.GATSBY_SITE_URL }));
console.log('Done building in 0.1 sec (the pipeline test\\'s stand-in: public/ copied from the checkout)');
`;
  fs.writeFileSync(file, code, { mode: 0o755 });
}

/**
 * The pipeline's node_modules cache as the install job leaves it: links to this checkout's packages, and
 * a .bin/ of links to this checkout's commands but for `gatsby`, the stand-in.
 */
function seedNodeModulesCache(repo: string, standIn: string): void {
  const cached = path.join(repo, '.gitlab-ci-local/cache/node-modules/node_modules');
  fs.mkdirSync(path.join(cached, '.bin'), { recursive: true });
  for (const entry of fs.readdirSync(path.join(ROOT, 'node_modules')))
    if (entry !== '.bin') fs.symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(cached, entry));
  const bin = path.join(ROOT, 'node_modules/.bin');
  for (const command of fs.readdirSync(bin))
    fs.symlinkSync(command === 'gatsby' ? standIn : fs.realpathSync(path.join(bin, command)), path.join(cached, '.bin', command));
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

// The merge request's pipeline, then the schedule's from the cache the merge request's build left. Ten
// minutes a test: gitlab-ci-local copies the repository and the build for each job, slow on loaded cores.
test.describe.configure({ mode: 'serial', timeout: 600_000 });

test.describe('the GitLab pipeline, run by gitlab-ci-local', () => {
  let tmp: string;
  let repo: string;
  let nginx: Nginx;
  let forge: http.Server;
  let server: ServerProcess;
  const received: Received[] = [];
  let builds: string;
  const buildsMade = () =>
    fs.existsSync(builds)
      ? fs
          .readFileSync(builds, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Build)
      : [];
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
    expect(code, output).toBe(0);
    const json = output.slice(output.indexOf('['));
    return (JSON.parse(json) as { name: string; when: string }[])
      .filter((j) => j.when !== 'never')
      .map((j) => `${j.name}${j.when === 'manual' ? ' (manual)' : ''}`);
  }

  test.beforeAll(async () => {
    requireComponents('nginx', 'rsync', 'gitlab-ci-local', 'built site');
    const started = Date.now();
    tmp = tempDir('pipeline-');
    repo = path.join(tmp, 'repo');
    builds = path.join(tmp, 'gatsby-builds.jsonl');
    copyRepository(repo);
    gatsbyStandIn(path.join(tmp, 'gatsby-stand-in.js'), builds);
    seedNodeModulesCache(repo, path.join(tmp, 'gatsby-stand-in.js'));
    // Two ports held by nginx: the public site's and the previews'.
    nginx = await startNginx(path.join(tmp, 'nginx'), 2);
    forge = await startForgeApi(received);
    server = await startServer({ SUBMISSIONS_DIR: path.join(tmp, 'store'), EXIT_AFTER_MS: String(20 * 60_000) });
    [site.port, previews.port] = nginx.ports;
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

  test.afterAll(async () => {
    forge?.close();
    await server?.stop();
    await nginx?.stop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  test('runs the right jobs for a push to the default branch, a merge request and the nightly schedule', async () => {
    const mr = { CI_PIPELINE_SOURCE: 'merge_request_event', CI_MERGE_REQUEST_IID: '7' };
    const [push, request, schedule] = await Promise.all([jobsOf({}), jobsOf(mr), jobsOf({ CI_PIPELINE_SOURCE: 'schedule' })]);
    expect(push).toEqual(['install', 'test', 'build', 'deploy']);
    expect(request).toEqual(['install', 'test', 'build', 'preview', 'preview:stop (manual)']);
    expect(schedule).toEqual(['install', 'build', 'deploy']);
  });

  test('a merge request: the preview job serves a noindex preview at its own address and posts it as the editor’s preview status; the stop job removes it', async () => {
    git(repo, 'checkout', '-q', '-b', 'cms/locales/home');
    const file = path.join(repo, 'locales/en/home.json');
    const home = JSON.parse(fs.readFileSync(file, 'utf8')) as { meta: { title: string } };
    home.meta.title = `${home.meta.title} (under review)`;
    fs.writeFileSync(file, `${JSON.stringify(home, null, 2)}\n`);
    git(repo, 'commit', '-qam', 'Home: title');
    const head = git(repo, 'rev-parse', 'HEAD');
    const mr = { CI_PIPELINE_SOURCE: 'merge_request_event', CI_MERGE_REQUEST_IID: '7' };

    const run = await pipeline(['install', 'build', 'preview'], mr);
    expect(run.code, run.output.slice(-4000)).toBe(0);
    console.log(`merge request: ${costs(run.output)}`);
    expect(run.output).toMatch(/build: preview mr-7 for http:\/\/mr-7\.preview\.localhost:\d+/);
    expect(run.output, 'the preview job deploys the build job’s artifact').toMatch(/\] preview +imported artifacts/);
    const url = `http://mr-7.preview.localhost:${previews.port}`;
    // The build job built a preview (SITE_PREVIEW=1) for the preview's own address, from the merge request's sources.
    expect(buildsMade()).toEqual([{ args: ['build'], SITE_PREVIEW: '1', GATSBY_SITE_URL: url, homeTitle: expect.stringMatching(/\(under review\)$/) }]);
    const folder = path.join(previews.to, 'mr-7');
    expect(fs.existsSync(path.join(folder, 'current/index.html')), 'the preview’s folder appears').toBeTruthy();
    const page = await get(`${url}/en/`);
    expect(page.status).toBe(200);
    expect(page.body, 'the build job’s public/, through its artifact').toBe(fs.readFileSync(path.join(PUBLIC, 'en/index.html'), 'utf8'));
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect((await get(`${url}/app-does-not-exist-0123456789.js`)).headers['x-robots-tag'], 'on a 404 too').toBe('noindex, nofollow');

    // The status is posted under the name the preview's own editor looks for (its preview_context).
    const editorConfig = JSON.parse((await get(`${url}/admin/config.fa.json`)).body) as { decap: { backend: { preview_context: string } } };
    const statuses = received.filter((r) => r.url === `/api/v4/projects/42/statuses/${head}`);
    expect(statuses.length, JSON.stringify(received)).toBe(1);
    expect(statuses[0].method).toBe('POST');
    expect(statuses[0].headers['private-token']).toBe('glpat-test-status-token');
    expect({ ...statuses[0].body, pipeline_id: undefined }).toEqual({
      state: 'success',
      name: editorConfig.decap.backend.preview_context,
      ref: 'cms/locales/home',
      pipeline_id: undefined,
      target_url: `${url}/`,
      description: 'Preview of this change: mr-7.preview.localhost',
    });

    const stop = await pipeline(['preview:stop'], mr);
    expect(stop.code, stop.output.slice(-3000)).toBe(0);
    console.log(`merge request closed: ${costs(stop.output)}`);
    expect(!fs.existsSync(folder), 'the preview’s folder goes').toBeTruthy();
    expect(!fs.existsSync(path.join(nginx.sites, 'mr-7.conf')), 'and its site block').toBeTruthy();
    // The old workers finish what they hold after the reload; then nothing answers at the preview's address:
    // the port, held by the test's nginx, closes the connection unanswered (444).
    const answer = () =>
      get(`${url}/`).then(
        (r) => String(r.status),
        (e: Error) => e.message,
      );
    await expect.poll(answer, { message: 'nginx no longer serves the preview', timeout: 10_000 }).toMatch(/socket hang up|ECONNRESET/);
    git(repo, 'checkout', '-q', 'main');
  });

  test('the nightly schedule builds from the pipeline’s cache with the new date; the production deploy job puts it live behind nginx', async () => {
    // The default branch's .cache would come from its own earlier pipelines (the key gatsby-main); here the
    // merge request's build made the only one, in the same job folder, so it is moved to that key.
    const caches = path.join(repo, '.gitlab-ci-local/cache');
    fs.renameSync(path.join(caches, 'gatsby-cms-locales-home'), path.join(caches, 'gatsby-main'));
    const run = await pipeline(['build', 'deploy'], { CI_PIPELINE_SOURCE: 'schedule', GATSBY_BUILD_DATE: '2031-06-01' });
    expect(run.code, run.output.slice(-4000)).toBe(0);
    console.log(`schedule: ${costs(run.output)}`);
    expect(run.output).toMatch(/imported cache 'gatsby-main'/);
    expect(run.output, 'the cache was made in this job’s folder').not.toMatch(/building without it/);
    expect(run.output).toMatch(/build: the public site for http:\/\/127\.0\.0\.1:\d+/);
    // The public site (SITE_PREVIEW=0) at SITE_URL with the schedule's date, from the default branch's sources,
    // on the .cache/ the merge request's build left (brought by the pipeline's cache).
    expect(buildsMade()[1]).toEqual({
      args: ['build'],
      SITE_PREVIEW: '0',
      GATSBY_SITE_URL: site.base,
      GATSBY_BUILD_DATE: '2031-06-01',
      cacheFrom: `http://mr-7.preview.localhost:${previews.port}`,
      homeTitle: expect.not.stringMatching(/under review/),
    });
    expect(run.output, 'the smoke check asked the server through nginx').toMatch(/ok {4}http:\/\/127\.0\.0\.1:\d+\/api\/healthz \(API health\): 200/);

    const page = await get(`${site.base}/en/`);
    expect(page.status).toBe(200);
    expect(page.body, 'the build job’s public/, deployed').toBe(fs.readFileSync(path.join(PUBLIC, 'en/index.html'), 'utf8'));
    expect(page.headers['x-robots-tag'], 'the public site is indexable').toBe(undefined);
    expect((await get(`${site.base}/robots.txt`)).body).toMatch(/^Sitemap: /m);
    // nginx serves it: the block the job wrote names the release, with the caching rules of server/cache-policy.ts.
    const [release] = fs.readdirSync(path.join(site.to, 'releases')).filter((n) => !n.endsWith('.json'));
    expect(fs.readFileSync(site.conf, 'utf8')).toMatch(new RegExp(`root ${site.to}/releases/${release};`));
    expect(page.headers['cache-control']).toBe(CACHE_RULES.find((rule) => rule.pattern.test('/en/'))?.value);
    const headers = JSON.parse(fs.readFileSync(path.join(site.to, 'current/security-headers.json'), 'utf8')) as Record<string, string>;
    for (const [name, value] of Object.entries(headers)) expect(page.headers[name.toLowerCase()], name).toBe(value);
    const record = JSON.parse(fs.readFileSync(path.join(site.to, 'releases', `${release}.json`), 'utf8'));
    expect(record.commit).toBe(git(repo, 'rev-parse', 'main'));
    expect(record.status).toBe('ok');
  });
});
