// `npm run deploy` against a real nginx on 127.0.0.1 (and a real sshd for the ssh target): two releases in
// a row with bounded concurrent requests during the switch (none may fail), the previous release's hashed
// script still served, the API's health checked through nginx's /api/ proxy on the project's own server
// (a read-only store makes the smoke check fail: the release is switched back by itself), --rollback,
// pruning, bad arguments refused with nothing changed, and the same over ssh. The releases are variants of
// the built public/ made by copying it and editing the home pages' titles (one also renames the app bundle
// as a new build would): no second `gatsby build` (deploy-harness.ts, makeVariant). Without nginx, rsync,
// sshd (the ssh test), root (the read-only store) or a built site, a test fails naming what to install.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { mountTmpfs, remount, startServer, unmount, type ServerProcess } from '../../utils/server-process';
import { expect, test } from '../fixtures';
import { appBundle, get, makeVariant, runDeploy, runScript, startLoad, titleOf, type Run } from './deploy-harness';
import { PUBLIC, requireComponents, startNginx, startSshd, tempDir, type Nginx, type Sshd } from './daemons';

/** A release's commit for the test: distinct per deploy, so that two in one second get distinct ids. */
const commit = (n: number) => n.toString(16).padStart(2, '0').repeat(20);

function releaseIds(to: string): string[] {
  const dir = path.join(to, 'releases');
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((n) => /^\d{8}T\d{6}Z-[0-9a-f]{12}$/.test(n))
        .sort()
    : [];
}

const currentOf = (to: string) => fs.readlinkSync(path.join(to, 'current')).replace(/^releases\//, '');

/** Every path under `dir` with its size and modification time, and where symlinks point. */
function snapshot(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const lines: string[] = [];
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, entry.name);
      const st = fs.lstatSync(p);
      if (entry.isSymbolicLink()) lines.push(`${p} -> ${fs.readlinkSync(p)}`);
      else if (entry.isDirectory()) walk(p);
      else lines.push(`${p} ${st.size} ${st.mtimeMs}`);
    }
  };
  walk(dir);
  return lines.sort();
}

function assertOk(run: Run, what: string) {
  expect(run.code, `${what} exited ${run.code}\n${run.stdout}\n${run.stderr}`).toBe(0);
}

// Each test goes on from the releases the one before left. Ten minutes a test: deploys copy 25 MB builds
// several times, and on 2 cores shared with other builds one test has taken more than the usual two.
test.describe.configure({ mode: 'serial', timeout: 600_000 });

test.describe('npm run deploy', () => {
  let tmp: string;
  let nginx: Nginx;
  let sshd: Sshd | undefined;
  let buildA: string;
  let buildB: string;
  let appA: string;
  let appB: string;
  const titleA = () => titleOf(fs.readFileSync(path.join(buildA, 'index.html'), 'utf8'));
  const titleB = () => titleOf(fs.readFileSync(path.join(buildB, 'index.html'), 'utf8'));

  // The local target: nginx serves it through a site block the deploy writes (--nginx-conf), which
  // proxies /api/ to the project's server (server/), whose store is a small tmpfs: read-only, /healthz says 503.
  const local = { to: '', conf: '', base: '' };
  let common: string[];
  let api: ServerProcess;
  let store: string | null = null;

  test.beforeAll(async () => {
    requireComponents('nginx', 'rsync', 'built site');
    tmp = tempDir('deploy-');
    buildA = makeVariant(path.join(tmp, 'build-a'), { label: 'release A' });
    buildB = makeVariant(path.join(tmp, 'build-b'), { label: 'release B', newAppHash: 'b0b0b0b0b0b0b0b0b0b0' });
    appA = appBundle(buildA);
    appB = appBundle(buildB);
    expect(appA).not.toBe(appB);
    // Three ports held by nginx: this site's, the pruning test's and the ssh test's.
    nginx = await startNginx(path.join(tmp, 'nginx'), 3);
    store = mountTmpfs('4m');
    api = await startServer({ SUBMISSIONS_DIR: store ?? fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-store-')), EXIT_AFTER_MS: String(20 * 60_000) });
    const port = nginx.ports[0];
    local.to = path.join(tmp, 'site');
    local.conf = path.join(nginx.sites, 'local.conf');
    local.base = `http://127.0.0.1:${port}`;
    common = ['--to', local.to, '--check-url', local.base, '--reload-cmd', nginx.reloadCmd, '--nginx-test-cmd', nginx.testCmd, '--nginx-conf', local.conf];
    common.push('--api-url', `${local.base}/api`);
  });

  test.afterAll(async () => {
    await api?.stop();
    if (store) unmount(store);
    await sshd?.stop();
    await nginx?.stop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  test('deploys two releases in a row: no request fails during the switch, the new title is served, the old hashed script still answers', async () => {
    const port = new URL(local.base).port;
    const upstream = api.baseURL;
    const first = await runDeploy([
      ...common,
      '--from',
      buildA,
      '--commit',
      commit(1),
      '--listen',
      `127.0.0.1:${port}`,
      '--server-name',
      'localhost',
      '--api-upstream',
      upstream,
    ]);
    assertOk(first, 'the first deploy');
    expect(first.stdout).toMatch(/ok {4}http:\/\/127\.0\.0\.1:\d+\/api\/healthz \(API health\): 200/);
    // nginx passes /api/healthz to the project's server, which reports the build it serves.
    const health = await get(`${local.base}/api/healthz`);
    expect(health.status).toBe(200);
    const appData = JSON.parse(fs.readFileSync(path.join(PUBLIC, 'page-data/app-data.json'), 'utf8')) as { webpackCompilationHash: string };
    expect(JSON.parse(health.body).build).toEqual({ id: appData.webpackCompilationHash });
    expect(first.stdout).toMatch(/live: \d{8}T\d{6}Z-010101010101/);
    expect(titleOf((await get(`${local.base}/`)).body)).toBe(titleA());
    // The site block names the release itself: files and security headers switch at the same reload.
    expect(fs.readFileSync(local.conf, 'utf8')).toMatch(new RegExp(`root ${local.to}/releases/\\d{8}T\\d{6}Z-010101010101;`));

    // Bounded concurrent load across the second switch: 6 loops, each request on a new connection.
    const load = startLoad(local.base, ['/', '/en/', `/${appA}`, '/sw.js', '/page-data/app-data.json', '/en/dedicated/']);
    const second = await runDeploy([...common, '--from', buildB, '--commit', commit(2)]);
    const seen = await load.stop();
    assertOk(second, 'the second deploy');
    expect(seen.failures, `requests failed during the switch (${seen.requests} made)`).toEqual([]);
    expect(seen.requests >= 30, `only ${seen.requests} requests were made`).toBeTruthy();
    expect(seen.titles.has(titleB()), `the new title was served during the load: ${[...seen.titles].join(' | ')}`).toBeTruthy();

    const home = await get(`${local.base}/`);
    expect(home.status).toBe(200);
    expect(titleOf(home.body)).toBe(titleB());
    expect(titleOf(zlib.gunzipSync(Buffer.from(await rawGzip(`${local.base}/en/`))).toString('utf8'))).toBe(
      titleOf(fs.readFileSync(path.join(buildB, 'en/index.html'), 'utf8')),
    );
    const expectedHeaders = JSON.parse(fs.readFileSync(path.join(buildB, 'security-headers.json'), 'utf8')) as Record<string, string>;
    for (const [name, value] of Object.entries(expectedHeaders)) expect(home.headers[name.toLowerCase()], name).toBe(value);
    expect((await get(`${local.base}/${appB}`)).status, 'the new release’s app bundle').toBe(200);
    const old = await get(`${local.base}/${appA}`);
    expect(old.status, 'the first release’s app bundle is carried').toBe(200);
    expect(old.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const ids = releaseIds(local.to);
    expect(ids.length).toBe(2);
    expect(currentOf(local.to)).toBe(ids[1]);
    const record = JSON.parse(fs.readFileSync(path.join(local.to, 'releases', `${ids[1]}.json`), 'utf8'));
    expect(record.commit).toBe(commit(2));
    expect(record.status).toBe('ok');
    expect(record.replaced).toBe(ids[0]);
    expect(record.carried[appA], 'the record lists the carried file with its date').toBeTruthy();
    const list = await runDeploy(['--to', local.to, '--list']);
    assertOk(list, '--list');
    expect(list.stdout).toMatch(new RegExp(`\\* +${ids[1]} +current .*${commit(2)}.* ok`));
    expect(list.stdout).toMatch(new RegExp(`${ids[0]} +previous .*${commit(1)}`));
  });

  test('switches back by itself when the smoke check fails (the server’s store is read-only): exit 1 naming what failed, the previous title still served', async () => {
    requireComponents('root');
    expect(store, 'mount -t tmpfs failed (a container without CAP_SYS_ADMIN?): no way to make the store read-only').not.toBeNull();
    const before = releaseIds(local.to);
    const live = currentOf(local.to);
    remount(store!, 'ro');
    let run: Run;
    try {
      run = await runDeploy([...common, '--from', buildA, '--commit', commit(3), '--check-timeout', '2']);
    } finally {
      remount(store!, 'rw');
    }
    expect(run.code, run.stdout + run.stderr).toBe(1);
    expect(run.stderr).toMatch(/smoke check failed: .*\/api\/healthz \(API health\) answered 503: \{"healthy":false,"problems":\["store not writable"\]/);
    expect(run.stderr).toMatch(new RegExp(`Switched back: ${live} is live again`));
    expect(currentOf(local.to)).toBe(live);
    expect(titleOf((await get(`${local.base}/`)).body)).toBe(titleB());
    expect(fs.readFileSync(local.conf, 'utf8'), 'the site block is the previous one again').toMatch(new RegExp(`root ${local.to}/releases/${live};`));
    const failed = releaseIds(local.to).find((id) => !before.includes(id))!;
    expect(JSON.parse(fs.readFileSync(path.join(local.to, 'releases', `${failed}.json`), 'utf8')).status).toBe('failed');
    expect(fs.readFileSync(path.join(local.to, 'deploy.log'), 'utf8')).toMatch(new RegExp(`deploy ${failed} FAILED, back to ${live}`));
  });

  test('--rollback brings back the previous title (--dry-run first changes nothing)', async () => {
    const [first, second] = releaseIds(local.to);
    const rollback = [
      '--to',
      local.to,
      '--rollback',
      '--check-url',
      local.base,
      '--reload-cmd',
      nginx.reloadCmd,
      '--nginx-test-cmd',
      nginx.testCmd,
      '--nginx-conf',
      local.conf,
    ];
    const untouched = snapshot(local.to);
    const dry = await runDeploy([...rollback, '--dry-run']);
    assertOk(dry, '--rollback --dry-run');
    expect(dry.stdout).toMatch(new RegExp(`rollback: ${second} → ${first}`));
    expect(snapshot(local.to)).toEqual(untouched);
    expect(titleOf((await get(`${local.base}/`)).body)).toBe(titleB());

    const run = await runDeploy(rollback);
    assertOk(run, '--rollback');
    expect(currentOf(local.to)).toBe(first);
    expect(titleOf((await get(`${local.base}/`)).body)).toBe(titleA());
    // Pages of the withdrawn release still open in browsers keep their scripts.
    expect((await get(`${local.base}/${appB}`)).status).toBe(200);
    const list = await runDeploy(['--to', local.to, '--list']);
    expect(list.stdout).toMatch(new RegExp(`${second} .*withdrawn`));
    expect(list.stdout).toMatch(new RegExp(`\\* +${first} +current`));

    // The command it prints undoes it, as printed.
    const undo = /^to undo: npm run deploy -- (.+)$/m.exec(run.stdout)?.[1];
    expect(undo, run.stdout).toBeTruthy();
    const words = [...undo!.matchAll(/'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2]);
    expect(words.slice(0, 5)).toEqual(['--to', local.to, '--rollback', '--release', second]);
    assertOk(await runDeploy(words), 'the printed undo command');
    expect(currentOf(local.to)).toBe(second);
    expect(titleOf((await get(`${local.base}/`)).body)).toBe(titleB());
  });

  test('refuses bad arguments with exit 2 and a usage line, changing nothing', async () => {
    const untouched = [...snapshot(local.to), fs.readFileSync(local.conf, 'utf8')];
    const site = ['--to', local.to, '--check-url', local.base];
    const cases: string[][] = [
      [],
      ['--to', 'relative/site', '--list'],
      ['--to', '/tmp/../etc', '--list'],
      ['--to', '/srv/si te', '--list'],
      ['--to', 'host:relative', '--list'],
      ['--to', 'bad host:/srv/site', '--list'],
      ['--to', local.to, '--from', buildA],
      ['--to', local.to, '--check-url', 'ftp://127.0.0.1/'],
      ['--to', local.to, '--check-url', `${local.base}/path`],
      ['--to', local.to, '--check-url', 'http://user:pw@127.0.0.1/'],
      [...site, '--keep', '0'],
      [...site, '--keep', ''],
      [...site, '--keep', '3x'],
      [...site, '--check-timeout', '1e3'],
      [...site, '--commit', 'HEAD'],
      [...site, '--reload-cmd', 'nginx -s reload; rm -rf /'],
      [...site, '--reload-cmd', '$(reboot)'],
      [...site, '--nginx-conf', 'relative.conf'],
      [...site, '--nginx-conf', '/etc/nginx/site.txt'],
      [...site, '--listen', '80; include /etc/passwd'],
      [...site, '--server-name', 'a;b'],
      [...site, '--unknown-option'],
      [...site, 'positional'],
      [...site, '--rollback', '--release', 'latest'],
      ['--to', local.to, '--rollback', '--list'],
      ['--to', local.to, '--list', '--from', buildA],
      ['--to', local.to, '--remove', '--check-url', local.base],
      ['--to', local.to, '--list', '--ssh-config', '/etc/hostname'],
      [...site, '--listen', '127.0.0.1:1'],
    ];
    const usage = /^deploy: .+\nUsage:\n {2}npm run deploy -- --to DEST/;
    // A few as the operator runs them (a process each), all through the command's main() in this process.
    for (const args of [cases[0], cases[1], cases[15]]) {
      const run = await runDeploy(args);
      expect(run.code, `${JSON.stringify(args)} exited ${run.code}: ${run.stderr}${run.stdout}`).toBe(2);
      expect(run.stderr, JSON.stringify(args)).toMatch(usage);
    }
    for (const args of cases) {
      const run = await mainInProcess(args);
      expect(run.code, `${JSON.stringify(args)} exited ${run.code}: ${run.stderr}${run.stdout}`).toBe(2);
      expect(run.stderr, JSON.stringify(args)).toMatch(usage);
    }
    // A failure (not a usage error) is exit 1 naming it, and changes nothing either.
    const missing = await runDeploy([...site, '--from', path.join(tmp, 'no-such-build'), '--commit', commit(9)]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/no-such-build is not a folder: build the site first/);
    const incomplete = path.join(tmp, 'incomplete');
    fs.mkdirSync(incomplete);
    fs.copyFileSync(path.join(buildA, 'index.html'), path.join(incomplete, 'index.html'));
    const partial = await runDeploy([...site, '--from', incomplete, '--commit', commit(9)]);
    expect(partial.code).toBe(1);
    expect(partial.stderr).toMatch(/is not a complete build: en\/index\.html, 404\.html/);
    // Another target given this site's block: the block is not taken over, nor removed.
    const elsewhere = path.join(tmp, 'elsewhere');
    const takeover = await runDeploy(['--to', elsewhere, '--check-url', local.base, '--nginx-conf', local.conf, '--from', buildA, '--commit', commit(9)]);
    expect(takeover.code).toBe(1);
    expect(takeover.stderr).toMatch(new RegExp(`local\\.conf serves ${local.to}/releases/\\S+, not ${elsewhere}: it is another site's block`));
    fs.mkdirSync(path.join(elsewhere, 'releases'), { recursive: true });
    const removal = await runDeploy(['--to', elsewhere, '--remove', '--nginx-conf', local.conf, '--reload-cmd', nginx.reloadCmd]);
    expect(removal.code).toBe(1);
    expect(fs.existsSync(elsewhere), 'nothing removed').toBeTruthy();
    expect([...snapshot(local.to), fs.readFileSync(local.conf, 'utf8')]).toEqual(untouched);
  });

  test('prunes: keeps the newest N, never the current or the previous release; --remove deletes a whole target', async () => {
    const port = nginx.ports[1];
    const to = path.join(tmp, 'prune');
    const base = `http://127.0.0.1:${port}`;
    const conf = ['--reload-cmd', nginx.reloadCmd, '--nginx-test-cmd', nginx.testCmd, '--nginx-conf', path.join(nginx.sites, 'prune.conf')];
    const site = ['--to', to, '--check-url', base, ...conf];
    for (const n of [11, 12, 13]) {
      const first = n === 11 ? ['--listen', `127.0.0.1:${port}`] : [];
      assertOk(await runDeploy([...site, ...first, '--from', n % 2 ? buildA : buildB, '--commit', commit(n), '--keep', '9']), `deploy ${n}`);
    }
    const [r1, r2, r3] = releaseIds(to);
    // Back to the oldest: r1 is current, r3 withdrawn. --keep 1 keeps the newest (r3) and the current (r1).
    assertOk(await runDeploy([...site, '--rollback', '--release', r1]), '--rollback --release');
    expect(currentOf(to)).toBe(r1);
    const dry = await runDeploy(['--to', to, '--prune', '--keep', '1', '--dry-run']);
    assertOk(dry, '--prune --dry-run');
    expect(dry.stdout).toMatch(new RegExp(`would delete ${r2}\n`));
    expect(releaseIds(to)).toEqual([r1, r2, r3]);
    assertOk(await runDeploy(['--to', to, '--prune', '--keep', '1']), '--prune');
    expect(releaseIds(to)).toEqual([r1, r3]);
    expect(!fs.existsSync(path.join(to, 'releases', `${r2}.json`)), 'the record goes with the release').toBeTruthy();
    expect(fs.readFileSync(path.join(to, 'deploy.log'), 'utf8')).toMatch(new RegExp(`prune ${r2}\n`));

    // A deploy prunes after itself: with --keep 1 it keeps itself and the previous good release, r1
    // (the withdrawn r3 is never "previous"), and deletes r3.
    assertOk(await runDeploy([...site, '--from', buildB, '--commit', commit(14), '--keep', '1']), 'deploy 14');
    const [kept, r4] = releaseIds(to);
    expect(kept).toBe(r1);
    expect(currentOf(to)).toBe(r4);
    expect(titleOf((await get(`${base}/`)).body)).toBe(titleB());

    // --remove (a preview's end): --dry-run first changes nothing; then the block, the reload, the folder.
    const remove = ['--to', to, '--remove', '--nginx-conf', path.join(nginx.sites, 'prune.conf'), '--reload-cmd', nginx.reloadCmd];
    const untouched = snapshot(to);
    assertOk(await runDeploy([...remove, '--dry-run']), '--remove --dry-run');
    expect(snapshot(to)).toEqual(untouched);
    expect((await get(`${base}/`)).status).toBe(200);
    fs.writeFileSync(path.join(to, 'notes.txt'), 'an operator’s file');
    const refused = await runDeploy(remove);
    expect(refused.code, 'a folder holding files the deploy did not write is not removed').toBe(1);
    expect(refused.stderr).toMatch(/refusing to remove .*: it holds notes\.txt/);
    fs.rmSync(path.join(to, 'notes.txt'));
    assertOk(await runDeploy(remove), '--remove');
    expect(!fs.existsSync(to)).toBeTruthy();
    expect(!fs.existsSync(path.join(nginx.sites, 'prune.conf'))).toBeTruthy();
  });

  test('deploys over ssh (a real sshd, a throwaway key) the same way, to a site block written once for <to>/current', async () => {
    requireComponents('sshd');
    const ssh = await startSshd(tempDir('sshd-'));
    sshd = ssh;
    const port = nginx.ports[2];
    const to = path.join(tmp, 'ssh-site');
    const base = `http://127.0.0.1:${port}`;
    // The block written once: root <to>/current, before any release exists (nginx loads it all the same).
    const blockDir = path.join(tmp, 'ssh-block');
    const render = await runScript('scripts/nginx-conf.ts', [
      '--site-only',
      '--skip-root-check',
      '--root',
      `${to}/current`,
      '--listen',
      `127.0.0.1:${port}`,
      '--out',
      blockDir,
    ]);
    assertOk(render, 'nginx-conf --site-only');
    fs.copyFileSync(path.join(blockDir, 'site.conf'), path.join(nginx.sites, 'ssh.conf'));
    const dest = `root@${ssh.host}:${to}`;
    const args = ['--to', dest, '--ssh-config', ssh.configFile, '--check-url', base, '--reload-cmd', nginx.reloadCmd];

    assertOk(await runDeploy([...args, '--from', buildA, '--commit', commit(21)]), 'the first deploy over ssh');
    expect(titleOf((await get(`${base}/`)).body)).toBe(titleA());
    const load = startLoad(base, ['/', `/${appA}`, '/en/']);
    const second = await runDeploy([...args, '--from', buildB, '--commit', commit(22)]);
    const seen = await load.stop();
    assertOk(second, 'the second deploy over ssh');
    expect(seen.failures).toEqual([]);
    expect(titleOf((await get(`${base}/`)).body)).toBe(titleB());
    expect((await get(`${base}/${appA}`)).status).toBe(200);
    const list = await runDeploy(['--to', dest, '--ssh-config', ssh.configFile, '--list']);
    assertOk(list, '--list over ssh');
    expect(list.stdout).toMatch(new RegExp(`Releases in ${dest.replace(/[.]/g, '\\.')}`));
    expect(list.stdout).toMatch(new RegExp(`current .*${commit(22)}`));
    assertOk(await runDeploy([...args.slice(0, 4), '--rollback', ...args.slice(4)]), '--rollback over ssh');
    expect(titleOf((await get(`${base}/`)).body)).toBe(titleA());

    // The pipeline's deploy step (scripts/deploy/ci.ts site): the key and the host key as CI variables
    // hold them (text, not files), deploying this checkout's public/ over ssh.
    const ciEnv = {
      DEPLOY_TO: `root@127.0.0.1:${to}`,
      SITE_URL: base,
      NGINX_RELOAD_CMD: nginx.reloadCmd,
      DEPLOY_SSH_KEY: fs.readFileSync(path.join(ssh.dir, 'client_key'), 'utf8'),
      DEPLOY_KNOWN_HOSTS: fs.readFileSync(path.join(ssh.dir, 'known_hosts'), 'utf8'),
      DEPLOY_SSH_PORT: String(ssh.port),
    };
    const ciStep = await runScript('scripts/deploy/ci.ts', ['site'], { env: { ...ciEnv, CI_COMMIT_SHA: commit(23) } });
    assertOk(ciStep, 'ci.ts site over ssh');
    expect(titleOf((await get(`${base}/`)).body)).toBe(titleOf(fs.readFileSync(path.join(PUBLIC, 'index.html'), 'utf8')));
    // A known_hosts line that is not this server's key: refused before anything is sent.
    const otherKey = `[127.0.0.1]:${ssh.port} ${fs.readFileSync(path.join(ssh.dir, 'client_key.pub'), 'utf8')}`;
    const wrongHost = await runScript('scripts/deploy/ci.ts', ['site'], { env: { ...ciEnv, DEPLOY_KNOWN_HOSTS: otherKey, CI_COMMIT_SHA: commit(24) } });
    expect(wrongHost.code, 'a host whose key is not the known one is refused').toBe(1);
    expect(wrongHost.stderr).toMatch(/ssh to root@127\.0\.0\.1 failed: .*Host key verification failed/s);

    const unknown = await runDeploy(['--to', `nosuchhost:${to}`, '--ssh-config', ssh.configFile, '--list']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/deploy: ssh to nosuchhost failed/);
  });
});

/** scripts/deploy.ts's main() in this process, its output captured: its exit code and what it printed. */
async function mainInProcess(args: string[]): Promise<Run> {
  const { main } = await import('../../../scripts/deploy');
  let stdout = '';
  let stderr = '';
  const write = { out: process.stdout.write, err: process.stderr.write };
  process.stdout.write = ((chunk: string) => ((stdout += chunk), true)) as typeof process.stdout.write;
  process.stderr.write = ((chunk: string) => ((stderr += chunk), true)) as typeof process.stderr.write;
  try {
    return { code: await main(args), stdout, stderr };
  } finally {
    process.stdout.write = write.out;
    process.stderr.write = write.err;
  }
}

/** The gzip body of a page as nginx sends it to a browser that accepts gzip. */
function rawGzip(url: string): Promise<Buffer> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: target.port, path: target.pathname, agent: false, headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        if (res.headers['content-encoding'] !== 'gzip') reject(new Error(`not gzip: ${res.headers['content-encoding']}`));
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(Buffer.concat(chunks)));
      })
      .on('error', reject);
  });
}
