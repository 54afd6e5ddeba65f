// `npm run traffic -- --log FILE... --out DIR`: what visitors read, from nginx's access log, without a
// cookie or a tracker on any page. GoAccess (Debian's package) reads the logs (rotated .gz ones too)
// with visitors' addresses anonymised and crawlers left out, and writes its HTML report and its JSON
// beside it; from that JSON this adds page views per page and language, and the form conversion:
// visitors of the pages with a form against the submissions the store holds for the same days.
// DIR gets report.html and report.json (GoAccess), summary.json and index.html (this), replaced
// whole. deploy/site-traffic.timer runs it nightly; docs/operations.md explains how to read it.
import { spawn } from 'node:child_process';
import { createReadStream, promises as fs } from 'node:fs';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import routes from '../../data/routes.json';
import { FORM_KINDS, type FormKind } from '../../server/form-kind';
import { DEFAULT_STORE_DIR, records } from '../../server/store';
import { formatNumber, formatPercent } from '../../src/lib/format';
import type { Language } from '../../src/lib/i18n-config';
import { CommandFailed, exitCodeOf, parse, processIo, UsageError, type Io } from './command';
import TEXTS from './traffic-texts.json';

export const USAGE = `usage: npm run traffic -- --log FILE [--log FILE...] --out DIR   (or the logs after the options)
  --log FILE   an nginx access log in the "combined" format (nginx's default); .gz files are read too
  --out DIR    where the report goes: report.html, report.json (GoAccess), summary.json, index.html
Reads SUBMISSIONS_DIR (the server's store) for the submissions of the same days.`;

/** The pages with each form: visits there are what a submission is measured against. */
export const FORM_PAGES: Record<FormKind, readonly string[]> = { contact: ['contact-us', 'complaints'], job: ['cooperation-request'] };
/** Files GoAccess does not count as static by itself, which are not page views either. */
const STATIC_EXTENSIONS = ['.json', '.webmanifest', '.map', '.txt', '.xml', '.br', '.gz', '.woff2', '.avif', '.webp'];
/** Requests that are not pages a visitor reads. */
const NOT_PAGES = /^\/(api|page-data|admin|staff|static|~partytown)(\/|$)/;

type Panel = { data: Array<{ data: string; method?: string; hits: { count: number }; visitors: { count: number } }> };
export type PageViews = { page: string; language: Language; views: number; visitors: number };
export type Summary = {
  from: string | null;
  to: string | null;
  pages: PageViews[];
  conversion: Array<{ form: FormKind; pages: readonly string[]; views: number; visitors: number; stored: number; rate: number | null }>;
};

const ROUTE_OF_PATH = new Map<string, string>((routes as Array<{ id: string; path: string }>).map((r) => [r.path, r.id]));

/** A path as a page of the site: its route id (or its path) and its language; null when not a page. */
export function pageOf(url: string): { page: string; language: Language } | null {
  let decoded = url;
  try {
    decoded = decodeURIComponent(url); // GoAccess decodes once; a path encoded twice is read too
  } catch {
    /* kept as it is */
  }
  if (NOT_PAGES.test(decoded) || !(decoded.endsWith('/') || decoded.endsWith('.html') || decoded === '/en')) return null;
  const english = decoded === '/en' || decoded.startsWith('/en/');
  const local = english ? decoded.slice(3) || '/' : decoded;
  return { page: ROUTE_OF_PATH.get(local) ?? local, language: english ? 'en' : 'fa' };
}

/** Page views per page and language from GoAccess's requests panel (GET and HEAD of pages only). */
export function pageViews(requests: Panel): PageViews[] {
  const byPage = new Map<string, PageViews>();
  for (const item of requests.data) {
    if (item.method && item.method !== 'GET') continue;
    const page = pageOf(item.data);
    if (!page) continue;
    const key = `${page.language} ${page.page}`;
    const entry = byPage.get(key) ?? { ...page, views: 0, visitors: 0 };
    entry.views += item.hits.count;
    entry.visitors += item.visitors.count;
    byPage.set(key, entry);
  }
  return [...byPage.values()].sort((a, b) => b.views - a.views || a.page.localeCompare(b.page));
}

/** The submissions stored on each of the days from..to (UTC), by form. */
async function storedBetween(storeDir: string, from: string, to: string): Promise<Record<FormKind, number>> {
  const counts = Object.fromEntries(FORM_KINDS.map((k) => [k, 0])) as Record<FormKind, number>;
  for await (const record of records(storeDir, { since: new Date(`${from}T00:00:00Z`) })) {
    if (record.receivedAt.slice(0, 10) <= to) counts[record.kind] += 1;
  }
  return counts;
}

export async function summarise(report: { requests: Panel; visitors: Panel }, storeDir: string): Promise<Summary> {
  const days = report.visitors.data.map((d) => `${d.data.slice(0, 4)}-${d.data.slice(4, 6)}-${d.data.slice(6, 8)}`).sort();
  const [from, to] = [days[0] ?? null, days[days.length - 1] ?? null];
  const pages = pageViews(report.requests);
  const stored = from && to ? await storedBetween(storeDir, from, to) : null;
  const conversion = FORM_KINDS.map((form) => {
    const on = pages.filter((p) => FORM_PAGES[form].includes(p.page));
    const visitors = on.reduce((n, p) => n + p.visitors, 0);
    const count = stored?.[form] ?? 0;
    return { form, pages: FORM_PAGES[form], views: on.reduce((n, p) => n + p.views, 0), visitors, stored: count, rate: visitors ? count / visitors : null };
  });
  return { from, to, pages, conversion };
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The summary page, in Persian and in English; no script, no cookie, nothing fetched. */
export function summaryHtml(summary: Summary): string {
  const section = (language: Language) => {
    const t = TEXTS[language];
    const n = (x: number) => formatNumber(x, language);
    const period = t.period.replace('{from}', summary.from ?? '—').replace('{to}', summary.to ?? '—');
    const pageRows = summary.pages
      .map((p) => `<tr><td>${escape(p.page)}</td><td>${p.language}</td><td>${n(p.views)}</td><td>${n(p.visitors)}</td></tr>`)
      .join('');
    const formRows = summary.conversion
      .map(
        (c) =>
          `<tr><td>${t.forms[c.form]}</td><td>${escape(c.pages.join(', '))}</td><td>${n(c.visitors)}</td><td>${n(c.stored)}</td><td>${c.rate === null ? '—' : formatPercent(c.rate, language, 1)}</td></tr>`,
      )
      .join('');
    return `<section lang="${language}" dir="${language === 'fa' ? 'rtl' : 'ltr'}"><h1>${t.title}</h1><p>${escape(period)} · <a href="report.html">${t.full}</a></p>
<h2>${t.conversion}</h2><table><tr><th>${t.form}</th><th>${t.formPages}</th><th>${t.visitors}</th><th>${t.stored}</th><th>${t.rate}</th></tr>${formRows}</table>
<h2>${t.pages}</h2><table><tr><th>${t.page}</th><th>lang</th><th>${t.views}</th><th>${t.visitors}</th></tr>${pageRows}</table></section>`;
  };
  return `<!doctype html><html lang="fa"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${TEXTS.fa.title} · ${TEXTS.en.title}</title>
<style>body{font-family:Vazirmatn,Tahoma,sans-serif;margin:2rem}table{border-collapse:collapse;margin-bottom:1.5rem}td,th{border:1px solid #ccc;padding:.3rem .6rem;text-align:start}section{margin-bottom:3rem}</style></head>
<body>${section('fa')}${section('en')}</body></html>\n`;
}

/** Every log, decompressed where it ends in .gz, one after another into GoAccess's standard input. */
async function runGoaccess(logs: string[], htmlOut: string, jsonOut: string): Promise<void> {
  const args = [
    '-',
    '--log-format=COMBINED',
    '--anonymize-ip',
    '--ignore-crawlers',
    '--ignore-statics=req',
    ...STATIC_EXTENSIONS.map((ext) => `--static-file=${ext}`),
    '--no-query-string',
    '--html-report-title=Website traffic',
    '--no-progress',
    '-o',
    htmlOut,
    '-o',
    jsonOut,
  ];
  const child = spawn('goaccess', args, { env: process.env, stdio: ['pipe', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  await new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new CommandFailed('goaccess is not installed: apt-get install goaccess') : error),
    );
  });
  const exited = new Promise<number>((resolve) => child.once('close', (code) => resolve(code ?? 1)));
  child.stdin.on('error', () => undefined); // goaccess gone: its exit says why
  try {
    for (const log of logs) {
      const stream = log.endsWith('.gz') ? createReadStream(log).pipe(createGunzip()) : createReadStream(log);
      for await (const chunk of stream) if (!child.stdin.write(chunk)) await new Promise((r) => child.stdin.once('drain', r));
    }
  } finally {
    child.stdin.end();
  }
  const code = await exited;
  if (code !== 0) throw new CommandFailed(`goaccess failed (exit ${code}): ${stderr.trim()}`);
}

export async function runTraffic(argv: string[], env: NodeJS.ProcessEnv = process.env, io: Io = processIo): Promise<void> {
  const { values, positionals } = parse(argv, { log: { type: 'string', multiple: true }, out: { type: 'string' } }, true);
  const logs = [...(values.log ?? []), ...positionals];
  if (!logs.length) throw new UsageError('no log given (--log FILE)');
  if (!values.out) throw new UsageError('--out DIR is required');
  for (const log of logs) {
    const stat = await fs.stat(log).catch(() => null);
    if (!stat?.isFile()) throw new CommandFailed(`${log}: not a readable file`);
  }
  const out = path.resolve(values.out);
  await fs.mkdir(out, { recursive: true });
  // Written in a folder of its own first, then each file renamed in: readers never see half a report.
  const work = await fs.mkdtemp(path.join(out, '.partial-'));
  try {
    await runGoaccess(logs, path.join(work, 'report.html'), path.join(work, 'report.json'));
    const report = JSON.parse(await fs.readFile(path.join(work, 'report.json'), 'utf8')) as { requests: Panel; visitors: Panel };
    const summary = await summarise(report, path.resolve(env.SUBMISSIONS_DIR ?? DEFAULT_STORE_DIR));
    await fs.writeFile(path.join(work, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
    await fs.writeFile(path.join(work, 'index.html'), summaryHtml(summary));
    for (const name of ['report.html', 'report.json', 'summary.json', 'index.html']) await fs.rename(path.join(work, name), path.join(out, name));
    const views = summary.pages.reduce((n, p) => n + p.views, 0);
    io.out(
      `${out}/index.html: ${views} page views, ${summary.from ?? '—'} to ${summary.to ?? '—'}; ${summary.conversion.map((c) => `${c.form} ${c.stored}/${c.visitors}`).join(', ')}\n`,
    );
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}

export const main = (argv: string[], env: NodeJS.ProcessEnv, io: Io) => exitCodeOf(() => runTraffic(argv, env, io), USAGE, io);

if (require.main === module) {
  void main(process.argv.slice(2), process.env, processIo).then((code) => (process.exitCode = code));
}
