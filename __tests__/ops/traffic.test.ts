/** @jest-environment node */
// `npm run traffic` with the real GoAccess on a generated nginx access log whose counts are known:
// page views per page and language equal the human requests (crawlers, files, page data and API calls
// left out), Persian paths read as Persian, addresses anonymised, and the form conversion set against
// the submissions stored on the log's days.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { main, type Summary } from '../../scripts/ops/traffic';
import { openStore } from '../../server/store';

jest.setTimeout(60_000);

if (spawnSync('goaccess', ['--version']).status !== 0) throw new Error('goaccess is not installed: apt-get install restic goaccess');

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0';
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const BINGBOT = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)';
const SEARCH = `/${encodeURIComponent('جستجو')}/`;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000);
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const stamp = (d: Date, hour: number) =>
  `${String(d.getUTCDate()).padStart(2, '0')}/${MONTHS[d.getUTCMonth()]}/${d.getUTCFullYear()}:${String(hour).padStart(2, '0')}:00:00 +0000`;

/** One line of nginx's "combined" format. */
const line = (ip: string, when: string, method: string, url: string, status: number, agent: string) =>
  `${ip} - - [${when}] "${method} ${url} HTTP/1.1" ${status} 1234 "-" "${agent}"`;

/** Human page views, by [page, language]: what the report must count. */
const HUMAN: Array<[string, string, 'fa' | 'en', number]> = [
  ['/', 'home', 'fa', 7],
  ['/about-us/', 'about-us', 'fa', 3],
  ['/en/', 'home', 'en', 4],
  ['/en/contact-us/', 'contact-us', 'en', 5],
  ['/contact-us/', 'contact-us', 'fa', 2],
  ['/cooperation-request/', 'cooperation-request', 'fa', 2],
  [SEARCH, '/جستجو/', 'fa', 2],
];

let work: string;

beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-traffic-'));
  const agents = [CHROME, FIREFOX, SAFARI];
  const yesterday: string[] = [];
  const today: string[] = [];
  let n = 0;
  for (const [url, , , count] of HUMAN) {
    for (let i = 0; i < count; i += 1, n += 1) {
      const target = n % 2 ? today : yesterday;
      const when = stamp(n % 2 ? day(0) : day(-1), 1 + (n % 20));
      target.push(line(`203.0.113.${10 + (n % 5)}`, when, 'GET', `${url}${i === 0 ? '?utm_source=x' : ''}`, 200, agents[n % 3]));
      // What a page view brings along: its files and page data, which are not page views.
      target.push(line(`203.0.113.${10 + (n % 5)}`, when, 'GET', '/app-0123456789abcdef0123.js', 200, agents[n % 3]));
      target.push(line(`203.0.113.${10 + (n % 5)}`, when, 'GET', '/page-data/index/page-data.json', 200, agents[n % 3]));
    }
  }
  // Crawlers on the same pages, a submission's POST, a page that does not exist.
  for (let i = 0; i < 6; i += 1) yesterday.push(line('66.249.66.1', stamp(day(-1), 3), 'GET', '/', 200, GOOGLEBOT));
  for (let i = 0; i < 4; i += 1) today.push(line('40.77.167.2', stamp(day(0), 4), 'GET', '/en/contact-us/', 200, BINGBOT));
  today.push(line('203.0.113.10', stamp(day(0), 5), 'POST', '/api/Contact/ContactWithUs', 200, CHROME));
  today.push(line('203.0.113.11', stamp(day(0), 5), 'GET', '/no-such-page/', 404, CHROME));
  // Yesterday's log as logrotate leaves it (compressed), today's as nginx writes it.
  fs.writeFileSync(path.join(work, 'access.log.2.gz'), zlib.gzipSync(`${yesterday.join('\n')}\n`));
  fs.writeFileSync(path.join(work, 'access.log'), `${today.join('\n')}\n`);
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

async function traffic(args: string[], env: Record<string, string> = {}) {
  const io = { out: '', err: '' };
  const code = await main(args, { SUBMISSIONS_DIR: path.join(work, 'store'), ...env }, { out: (s) => void (io.out += s), err: (s) => void (io.err += s) });
  return { code, ...io };
}

it('counts the human page views per page and language, and the submissions of the same days', async () => {
  const store = await openStore(path.join(work, 'store'));
  const payload = { fullName: 'x', subject: 'x', email: 'x@example.ir', phone: '09121234567', message: 'x', language: 'fa' };
  for (const receivedAt of [day(-1), day(0), day(0), day(-5)])
    await store.write({ kind: 'contact', receivedAt: receivedAt.toISOString(), idempotency: null, payload });

  const out = path.join(work, 'report');
  const result = await traffic(['--log', path.join(work, 'access.log.2.gz'), '--log', path.join(work, 'access.log'), '--out', out]);
  expect(result).toMatchObject({ code: 0, err: '' });
  expect(fs.readdirSync(out).sort()).toEqual(['index.html', 'report.html', 'report.json', 'summary.json']);

  const summary = JSON.parse(fs.readFileSync(path.join(out, 'summary.json'), 'utf8')) as Summary;
  const counted = Object.fromEntries(summary.pages.map((p) => [`${p.language} ${p.page}`, p.views]));
  expect(counted).toEqual(Object.fromEntries(HUMAN.map(([, page, language, views]) => [`${language} ${page}`, views])));
  expect(summary.from).toBe(day(-1).toISOString().slice(0, 10));
  expect(summary.to).toBe(day(0).toISOString().slice(0, 10));

  // Contact: 7 views of its pages; 3 submissions stored on the log's two days (the one 5 days ago is outside).
  const contact = summary.conversion.find((c) => c.form === 'contact')!;
  expect(contact).toMatchObject({ views: 7, stored: 3 });
  expect(contact.rate).toBeCloseTo(3 / contact.visitors);
  expect(summary.conversion.find((c) => c.form === 'job')).toMatchObject({ views: 2, stored: 0, rate: 0 });

  // GoAccess's own JSON: the crawlers are not in it, the addresses are anonymised, the Persian path is readable.
  const report = JSON.parse(fs.readFileSync(path.join(out, 'report.json'), 'utf8'));
  const home = report.requests.data.find((r: { data: string; method: string }) => r.data === '/' && r.method === 'GET');
  expect(home.hits.count).toBe(7);
  expect(report.requests.data.map((r: { data: string }) => r.data)).toContain('/جستجو/');
  const hosts = report.hosts.data.map((h: { data: string }) => h.data);
  expect(hosts.length).toBeGreaterThan(0);
  for (const host of hosts) expect(host).toMatch(/\.0$/);
  const html = fs.readFileSync(path.join(out, 'report.html'), 'utf8');
  expect(html).not.toMatch(/203\.0\.113\.1\d/);

  // The summary page in both languages, Persian figures on the Persian side; nothing that sets a cookie or runs.
  const index = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
  expect(index).toContain('<section lang="fa" dir="rtl"><h1>بازدید سایت</h1>');
  expect(index).toContain('<td>home</td><td>fa</td><td>۷</td>');
  expect(index).toContain('<td>home</td><td>fa</td><td>7</td>');
  expect(index).not.toMatch(/<script|set-cookie|document\.cookie/i);
});

it('refuses a missing --out or log with exit 2, an unreadable log with exit 1', async () => {
  expect((await traffic(['--out', work])).code).toBe(2);
  expect((await traffic(['--log', path.join(work, 'access.log')])).code).toBe(2);
  expect((await traffic(['--log', path.join(work, 'access.log'), '--out', work, '--since', 'x'])).code).toBe(2);
  const missing = await traffic(['--log', path.join(work, 'nope.log'), '--out', path.join(work, 'r2')]);
  expect(missing.code).toBe(1);
  expect(missing.err).toContain('nope.log: not a readable file');
});

it('names the package to install when GoAccess is missing', async () => {
  const saved = process.env.PATH;
  process.env.PATH = '/nonexistent';
  try {
    const result = await traffic(['--log', path.join(work, 'access.log'), '--out', path.join(work, 'r3')]);
    expect(result.code).toBe(1);
    expect(result.err).toContain('goaccess is not installed: apt-get install goaccess');
  } finally {
    process.env.PATH = saved;
  }
});
