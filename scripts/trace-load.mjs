// `npm run trace -- /en/contracts/`: where a cold page load spends the main thread, for performance work
// (what `npm run bench` reports as Total Blocking Time). Loads the built page once in Debian's Chromium
// with a fresh profile and a trace that samples JavaScript, then prints every main-thread task of at
// least --min ms (default 10), in order: when it started, how long it took, the browser's own steps in it
// (parse, style, layout, script evaluation…) and the functions it ran, by their original source file
// and line (through the build's source maps, so as exact as those are), inclusive of what they called. Last, the renderer's other
// busy threads (the service worker's, for one) per 250 ms, since on a phone they compete for the same cores.
// Times are this machine's, unthrottled: Lighthouse's simulated phone multiplies them by 4, and counts the
// part of each task beyond 50 ms as blocking. Options: --min ms, --top n (functions per task, default 12).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SourceMapConsumer } from 'source-map-js';
import { launchBrowser, ROOT, startSite } from './lib/local-site.ts';

const { values: opts, positionals } = parseArgs({
  allowPositionals: true,
  options: { min: { type: 'string', default: '10' }, top: { type: 'string', default: '12' } },
});
const pagePath = positionals[0] ?? '/';
const minMs = Number(opts.min);
const topN = Number(opts.top);
const isTask = (e) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
const STEPS =
  /^(ParseHTML|ParseAuthorStyleSheet|UpdateLayoutTree|Layout|Paint|EvaluateScript|v8\.compile|FunctionCall|EventDispatch|XHRReadyStateChange|TimerFire|FireAnimationFrame|RunMicrotasks|MajorGC|MinorGC)$/;

// 1. One cold load, traced -------------------------------------------------------------------------
const server = await startSite({ LOG_LEVEL: 'error' });
const browser = await launchBrowser();
let events;
try {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const page = await context.newPage();
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'disabled-by-default-v8.cpu_profiler',
      'blink.user_timing',
      'loading',
    ],
  });
  await page.goto(server.baseURL + pagePath, { waitUntil: 'load' });
  await page.waitForTimeout(4000); // hydration, the service worker's install, idle prefetching
  events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
} finally {
  await browser.close();
  await server.stop();
}

// 2. The page's main thread, its tasks and its JavaScript samples -----------------------------------
const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'));
const onMain = (e) => e.pid === nav.pid && e.tid === nav.tid;
const mainEvents = events.filter((e) => onMain(e) && e.ph === 'X').sort((a, b) => a.ts - b.ts);
const profileId = events.find((e) => e.name === 'Profile' && onMain(e))?.id;
const nodes = new Map();
const samples = [];
let clock = 0;
for (const e of events
  .filter((x) => x.pid === nav.pid && x.id === profileId && (x.name === 'Profile' || x.name === 'ProfileChunk'))
  .sort((a, b) => a.ts - b.ts)) {
  if (e.name === 'Profile') {
    clock = e.args.data.startTime;
    continue;
  }
  const { cpuProfile = {}, timeDeltas = [] } = e.args.data;
  for (const n of cpuProfile.nodes ?? []) nodes.set(n.id, n);
  (cpuProfile.samples ?? []).forEach((id, i) => {
    clock += timeDeltas[i] ?? 0;
    samples.push({ id, t: clock });
  });
}

const sourceMaps = new Map();
function sourceMap(url) {
  const file = path.join(ROOT, 'public', new URL(url).pathname);
  if (!sourceMaps.has(file))
    sourceMaps.set(file, fs.existsSync(`${file}.map`) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8'))) : null);
  return sourceMaps.get(file);
}
const labels = new Map();
/** "function source:line" of a profile node, through the source map where the build has one. */
function label(id) {
  if (labels.has(id)) return labels.get(id);
  const { functionName, url, lineNumber, columnNumber } = nodes.get(id).callFrame;
  let text = `${functionName || '(anonymous)'} ${url ? url.replace(/^.*\//, '') : ''}`.trim();
  if (url?.startsWith('http')) {
    const original = sourceMap(url)?.originalPositionFor({ line: lineNumber + 1, column: columnNumber + 1 });
    if (original?.source)
      text = `${original.name ?? functionName} ${original.source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^.*node_modules\//, '~/')}:${original.line}`;
  }
  labels.set(id, text);
  return text;
}
const ms = (us) => (us / 1000).toFixed(1);
const top = (counts, n, perSample) =>
  [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => [k, v * perSample]);

// 3. Report ----------------------------------------------------------------------------------------
console.log(`${pagePath}: main-thread tasks of ${minMs} ms or more (unthrottled; Lighthouse's phone ×4)`);
let blocking = 0;
for (const task of mainEvents.filter(isTask)) {
  if (task.dur < minMs * 1000) continue;
  blocking += Math.max(0, (task.dur / 1000) * 4 - 50);
  const end = task.ts + task.dur;
  const steps = mainEvents.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= end && e.dur > 1000 && STEPS.test(e.name));
  const stepText = steps.slice(0, 6).map((s) => `${s.name}${s.args?.data?.url ? ` ${s.args.data.url.split('/').pop().slice(0, 32)}` : ''} ${ms(s.dur)}`);
  console.log(`\n@${ms(task.ts - nav.ts)} ms  ${ms(task.dur)} ms  [${stepText.join(', ')}]`);
  const inTask = samples.filter((s) => s.t >= task.ts && s.t <= end);
  if (!inTask.length) continue;
  const inclusive = new Map();
  for (const s of inTask) {
    const seen = new Set();
    for (let n = nodes.get(s.id); n; n = n.parent ? nodes.get(n.parent) : null) {
      const l = label(n.id);
      if (seen.has(l) || /^\((root|program|idle)\)/.test(l)) continue;
      seen.add(l);
      inclusive.set(l, (inclusive.get(l) ?? 0) + 1);
    }
  }
  for (const [name, t] of top(inclusive, topN, task.dur / inTask.length)) console.log(`  ${ms(t).padStart(6)}  ${name}`);
}
console.log(`\nsum over these tasks of (4 × duration − 50 ms): ${blocking.toFixed(0)} ms (counts tasks before the first paint too)`);

for (const thread of events.filter((e) => e.name === 'thread_name' && e.pid === nav.pid && e.tid !== nav.tid)) {
  const busy = events.filter((e) => e.pid === nav.pid && e.tid === thread.tid && isTask(e));
  const total = busy.reduce((n, e) => n + e.dur, 0);
  if (total < 20_000) continue;
  const buckets = new Map();
  for (const e of busy) {
    const at = Math.floor((e.ts - nav.ts) / 250_000) * 250;
    buckets.set(at, (buckets.get(at) ?? 0) + e.dur);
  }
  console.log(
    `${thread.args.name}: ${ms(total)} ms busy; per 250 ms from navigation: ${[...buckets]
      .sort((a, b) => a[0] - b[0])
      .map(([at, us]) => `${at}:${ms(us)}`)
      .join(' ')}`,
  );
}
