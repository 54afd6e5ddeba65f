// The smoke check run after every switch (switch.ts): over HTTP against --check-url, the pages a visitor
// meets first must be exactly this release's files with this release's security headers: home in both
// languages (plain and gzip), a not-found page in each language with status 404, sw.js, a hashed script, a
// file carried from the release before, and the API's health when --api-url is given. Every request opens
// a fresh connection: a reload closes idle keep-alive sockets, and a reused one would fail for that
// reason alone.
import crypto from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import zlib from 'node:zlib';
import { HEALTH_PATH } from '../../server/health';
import { COMPARED, type ComparedFile, type Expectation } from './expectation';

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; error?: Error };
export type CheckResult = { what: string; ok: boolean; detail: string };

const sha256 = (buffer: Buffer) => crypto.createHash('sha256').update(buffer).digest('hex');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Names under .localhost are this machine (RFC 6761), as browsers resolve them; others go to DNS. */
function lookupFor(hostname: string): http.RequestOptions['lookup'] {
  if (hostname !== 'localhost' && !hostname.endsWith('.localhost')) return undefined;
  return ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
    else callback(null, '127.0.0.1', 4);
  }) as http.RequestOptions['lookup'];
}

/** One GET on a new connection, nothing followed or decompressed; a failure to connect is an answer with `error`. */
export function get(url: string, { timeoutMs = 10_000, headers = {} }: { timeoutMs?: number; headers?: Record<string, string> } = {}): Promise<Answer> {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  const options = {
    method: 'GET',
    agent: false as const,
    lookup: lookupFor(target.hostname),
    headers: { 'User-Agent': 'sabad-deploy-check', Accept: '*/*', Connection: 'close', ...headers },
    timeout: timeoutMs,
  };
  return new Promise((resolve) => {
    const failed = (error: Error) => resolve({ error, status: 0, headers: {}, body: Buffer.alloc(0) });
    const req = client.request(target, options, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= 16 * 1024 * 1024) chunks.push(chunk);
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', failed);
    });
    req.on('timeout', () => req.destroy(new Error(`no answer in ${timeoutMs / 1000} s`)));
    req.on('error', failed);
    req.end();
  });
}

const describeFailure = (res: Answer) => (res.error ? `no answer (${res.error.message})` : `answered ${res.status}`);

/** One round of checks against `base` (the site's origin). */
class Round {
  readonly results: CheckResult[] = [];
  constructor(
    private readonly base: string,
    private readonly expect: Expectation,
  ) {}

  record(what: string, ok: boolean, detail: string): void {
    this.results.push({ what, ok, detail });
  }

  fetch(urlPath: string, headers: Record<string, string> = {}): Promise<Answer> {
    return get(`${this.base}${urlPath}`, { headers });
  }

  /** `urlPath` answers `status` with exactly the release's `file`. */
  async page(urlPath: string, file: ComparedFile, what: string, status = 200): Promise<Answer> {
    const res = await this.fetch(urlPath);
    const same = sha256(res.body) === this.expect.sha[file];
    if (res.status === status && same) this.record(what, true, `${status}, this release's ${file}`);
    else if (res.status !== status) this.record(what, false, describeFailure(res));
    else if (status === 200) this.record(what, false, `200, but not this release's ${file} (the reload has not taken effect, or another server answers)`);
    else this.record(what, false, `${status}, but not the page ${file}`);
    return res;
  }

  /** What most browsers get: the build's precompressed copy (gzip_static), which must be the same page. */
  async gzippedHome(): Promise<void> {
    const res = await this.fetch('/', { 'Accept-Encoding': 'gzip' });
    let body: Buffer | null = null;
    try {
      body = res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(res.body) : res.body;
    } catch {
      /* reported below */
    }
    const ok = res.status === 200 && body !== null && sha256(body) === this.expect.sha[COMPARED.home];
    const detail = ok
      ? `200, this release's ${COMPARED.home}`
      : res.status === 200
        ? `the compressed page differs from ${COMPARED.home}`
        : describeFailure(res);
    this.record('/ (Persian home, gzip)', ok, detail);
  }

  /** The file answers 200, whatever it holds. */
  async answers(urlPath: string, what: string): Promise<Answer> {
    const res = await this.fetch(urlPath);
    this.record(what, res.status === 200, res.status === 200 ? '200' : describeFailure(res));
    return res;
  }

  headers(answers: Answer[]): void {
    const wrong = new Set<string>();
    for (const res of answers) {
      if (res.error) continue;
      for (const [name, value] of Object.entries(this.expect.headers)) if (res.headers[name.toLowerCase()] !== value) wrong.add(name);
    }
    const count = Object.keys(this.expect.headers).length;
    this.record(
      'security headers',
      !wrong.size,
      wrong.size ? `missing or different: ${[...wrong].join(', ')}` : `all ${count} of this release on pages, 404s and scripts`,
    );
  }

  async health(apiUrl: string): Promise<void> {
    const url = `${apiUrl.replace(/\/$/, '')}${HEALTH_PATH}`;
    const res = await get(url);
    const excerpt = res.body.toString('utf8').replace(/\s+/g, ' ').slice(0, 200);
    this.record(`${url} (API health)`, res.status === 200, res.status === 200 ? '200' : `${describeFailure(res)}${excerpt ? `: ${excerpt}` : ''}`);
  }
}

async function checkOnce({ base, apiUrl, expect, probe }: { base: string; apiUrl: string; expect: Expectation; probe: string }): Promise<CheckResult[]> {
  const round = new Round(base, expect);
  const home = await round.page('/', COMPARED.home, '/ (Persian home)');
  await round.gzippedHome();
  const en = await round.page('/en/', COMPARED.enHome, '/en/ (English home)');
  const missing = await round.page(`/deploy-check-${probe}/`, COMPARED.notFound, `/deploy-check-${probe}/ (Persian not-found page)`, 404);
  await round.page(`/en/deploy-check-${probe}/`, COMPARED.enNotFound, `/en/deploy-check-${probe}/ (English not-found page)`, 404);
  await round.page(`/${COMPARED.worker}`, COMPARED.worker, '/sw.js (service worker)');
  const script = await round.answers(`/${expect.script}`, `/${expect.script} (hashed script)`);
  if (expect.carried) await round.answers(`/${expect.carried}`, `/${expect.carried} (carried from the release before)`);
  round.headers([home, en, missing, script]);
  if (apiUrl) await round.health(apiUrl);
  return round.results;
}

export type SmokeCheck = {
  checkUrl: string;
  apiUrl?: string;
  expect: Expectation;
  waitMs?: number;
  settleMs?: number;
  probe?: string;
  log?: (line: string) => void;
};

/**
 * Runs every check, again and again while any fails, until all pass twice in a row `settleMs` apart or
 * `waitMs` is over; returns the last round, which is also logged. A reload takes effect a moment after
 * its command returns, and for a moment more both generations of nginx workers accept connections: one
 * round answered by the new workers does not yet mean that every visitor gets this release.
 */
export async function smokeCheck({
  checkUrl,
  apiUrl = '',
  expect,
  waitMs = 30_000,
  settleMs = 1_000,
  probe = crypto.randomBytes(6).toString('hex'),
  log = () => {},
}: SmokeCheck) {
  const deadline = Date.now() + waitMs;
  let passedBefore = false;
  for (let attempt = 1; ; attempt += 1) {
    const results = await checkOnce({ base: checkUrl.replace(/\/$/, ''), apiUrl, expect, probe });
    const failed = results.filter((r) => !r.ok);
    // Right after a reload the old workers may still answer a few requests: only a result that
    // holds until the deadline counts as a failure.
    if ((!failed.length && passedBefore) || Date.now() >= deadline) {
      for (const r of results) log(`  ${r.ok ? 'ok  ' : 'FAIL'}  ${r.what}: ${r.detail}`);
      if (attempt > 2) log(`  (${attempt} rounds)`);
      return { ok: !failed.length, results };
    }
    if (attempt === 1 && failed.length) {
      log(`  not yet: ${failed.map((r) => r.what).join(', ')}; trying again for up to ${Math.ceil((deadline - Date.now()) / 1000)} s`);
    }
    passedBefore = !failed.length;
    await sleep(passedBefore ? settleMs : attempt === 1 ? 100 : 500);
  }
}
