/** @jest-environment node */
// The pure parts of `npm run deploy` (scripts/deploy/releases.ts, target.ts): release ids, which files a
// new release carries from the outgoing one and for how long, which release is "previous", what pruning
// deletes, and which destinations are accepted. The command itself runs against nginx and sshd in
// __tests__/e2e/operations/deploy.spec.ts.
import {
  carryPlan,
  isHashedAsset,
  parseState,
  previousRelease,
  prunePlan,
  RELEASE_ID,
  releaseId,
  releaseTime,
  type State,
} from '../../scripts/deploy/releases';
import { parseTarget, shellQuote } from '../../scripts/deploy/target';

const SHA = '0123456789abcdef0123456789abcdef01234567';

describe('release ids', () => {
  it('sort by time and name the commit', () => {
    const id = releaseId(new Date('2026-03-21T09:30:05.123Z'), SHA);
    expect(id).toBe('20260321T093005Z-0123456789ab');
    expect(id).toMatch(RELEASE_ID);
    expect(releaseTime(id)?.toISOString()).toBe('2026-03-21T09:30:05.000Z');
    expect([releaseId(new Date('2026-12-01T00:00:00Z'), SHA), id].sort()[0]).toBe(id);
  });
});

describe('the files a release carries', () => {
  it.each([
    ['app-84f352afc53cf1a6b260.js', true],
    ['app-84f352afc53cf1a6b260.js.gz', true],
    ['app-84f352afc53cf1a6b260.js.br', true],
    ['app-84f352afc53cf1a6b260.js.map', true],
    ['styles.1a2b3c4d5e6f.css', true],
    ['component---src-templates-home-tsx-1a2b3c4d5e6f7a8b9c0d.js', true],
    ['static/d/1234567890/font.woff2', true],
    ['sw.js', false],
    ['index.html', false],
    ['en/index.html.gz', false],
    ['page-data/app-data.json', false],
    ['workbox-v4.3.1/workbox-sw.js', false],
    ['manifest.webmanifest', false],
    ['favicon.svg', false],
  ])('%s is a hashed asset: %p', (file, expected) => {
    expect(isHashedAsset(file)).toBe(expected);
  });

  const now = new Date('2026-03-21T12:00:00Z');
  const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000).toISOString();

  it('carries the outgoing release’s own hashed files from now, its carried ones with their date, and drops those older than 14 days', () => {
    const plan = carryPlan({
      outgoingFiles: [
        'index.html',
        'sw.js',
        'app-aaaaaaaaaaaa.js',
        'app-aaaaaaaaaaaa.js.gz',
        'static/x/f.woff2',
        'app-bbbbbbbbbbbb.js',
        'app-cccccccccccc.js',
        'framework-dddddddddddd.js',
      ],
      outgoingCarried: { 'app-bbbbbbbbbbbb.js': daysAgo(13), 'app-cccccccccccc.js': daysAgo(15) },
      incomingFiles: new Set(['index.html', 'sw.js', 'framework-dddddddddddd.js']),
      now,
    });
    expect(plan.carried).toEqual({
      'app-aaaaaaaaaaaa.js': now.toISOString(),
      'app-aaaaaaaaaaaa.js.gz': now.toISOString(),
      'static/x/f.woff2': now.toISOString(),
      'app-bbbbbbbbbbbb.js': daysAgo(13),
    });
    expect(plan.files).toEqual(['app-aaaaaaaaaaaa.js', 'app-aaaaaaaaaaaa.js.gz', 'app-bbbbbbbbbbbb.js', 'static/x/f.woff2']);
    expect(plan.expired).toBe(1);
  });
});

/** The state script's output for releases r1 < r2 < … with the given statuses, current `current`. */
function state(statuses: string[], current: number | null): State {
  const ids = statuses.map((_, i) => `2026030${i + 1}T000000Z-${String(i + 1).repeat(12)}`);
  const lines = ['present', 'entry\tcurrent', 'entry\treleases'];
  if (current !== null) lines.push(`current\treleases/${ids[current - 1]}`);
  ids.forEach((id, i) => {
    lines.push(`dir\t${id}`);
    if (statuses[i] !== 'none') lines.push(`meta\t${id}.json\t${JSON.stringify({ id, status: statuses[i] })}`);
  });
  lines.push('dir\tnot-a-release', 'incoming\t.incoming-x');
  return parseState(lines.join('\n'));
}
const id = (n: number) => `2026030${n}T000000Z-${String(n).repeat(12)}`;

describe('the target’s state', () => {
  it('lists releases newest first, knows the current one, and sets aside what is not a release', () => {
    const s = state(['ok', 'ok', 'ok'], 2);
    expect(s.releases.map((r) => r.id)).toEqual([id(3), id(2), id(1)]);
    expect(s.current).toBe(id(2));
    expect(s.strays).toEqual(['not-a-release']);
    expect(s.incoming).toEqual(['.incoming-x']);
  });
  it('has no current release when the link names something else', () => {
    expect(parseState('present\ncurrent\treleases/elsewhere').current).toBeNull();
    expect(parseState('').exists).toBe(false);
  });
});

describe('the previous release (what --rollback returns to)', () => {
  it.each([
    [['ok', 'ok', 'ok'], 3, 2],
    [['ok', 'failed', 'ok'], 3, 1],
    [['ok', 'withdrawn', 'ok'], 3, 1],
    [['ok', 'none', 'ok'], 3, 1],
    [['ok', 'ok', 'ok'], 1, null],
    [['failed', 'ok'], 2, null],
    [['ok', 'ok'], null, null],
  ])('statuses %j, current r%p: r%p', (statuses, current, expected) => {
    expect(previousRelease(state(statuses, current))).toBe(expected === null ? null : id(expected));
  });
});

describe('pruning', () => {
  it.each([
    [['ok', 'ok', 'ok', 'ok', 'ok'], 5, 2, [1, 2, 3]],
    [['ok', 'ok', 'ok', 'ok', 'ok'], 5, 1, [1, 2, 3]],
    [['ok', 'ok', 'ok', 'ok', 'ok'], 1, 1, [2, 3, 4]],
    [['ok', 'ok', 'ok', 'ok', 'ok'], 3, 1, [1, 4]],
    [['ok', 'withdrawn', 'failed', 'ok'], 4, 1, [2, 3]],
    [['ok', 'ok'], 2, 5, []],
  ])('statuses %j, current r%p, --keep %p deletes %j', (statuses, current, keep, doomed) => {
    expect(prunePlan(state(statuses, current), keep).sort()).toEqual(doomed.map(id));
  });
});

describe('destinations (--to)', () => {
  it.each([
    ['/srv/site', { kind: 'local', dir: '/srv/site' }],
    ['/srv/site/', { kind: 'local', dir: '/srv/site' }],
    ['web:/srv/site', { kind: 'ssh', host: 'web', dir: '/srv/site' }],
    ['deploy@web.example.ir:/srv/previews/mr-7', { kind: 'ssh', host: 'deploy@web.example.ir', dir: '/srv/previews/mr-7' }],
    ['deploy@10.0.0.5:/srv/site', { kind: 'ssh', host: 'deploy@10.0.0.5', dir: '/srv/site' }],
  ])('%s is accepted', (value, expected) => {
    expect(parseTarget(value)).toEqual(expected);
  });
  it.each([
    '',
    '/',
    'srv/site',
    '/srv/../etc',
    '/srv/./site',
    '/srv/si te',
    '/srv/$HOME',
    "/srv/'x'",
    'web:srv',
    'we b:/srv',
    '-oProxyCommand=x:/srv',
    'a@b@c:/srv',
    'web:/srv;rm',
    '~/site',
  ])('%p is refused', (value) => {
    expect(parseTarget(value)).toBeNull();
  });
  it('quotes words for the remote shell', () => {
    expect(shellQuote("it's")).toBe(`'it'\\''s'`);
  });
});
