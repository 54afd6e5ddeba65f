// The smoke check run after every switch (scripts/deploy.mjs): over HTTP against --check-url, the pages a
// visitor meets first must be exactly this release's files with this release's security headers: home in
// both languages (plain and gzip), a not-found page in each language with status 404, sw.js, a hashed script, a file
// carried from the release before, and the API's /healthz when --api-url is given. Every request opens
// a fresh connection: a reload closes idle keep-alive sockets, and a reused one would fail for that
// reason alone.
import crypto from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import zlib from 'node:zlib';

const sha256 = (buffer) => crypto.createHash('sha256').update(buffer).digest('hex');

/** Names under .localhost are this machine (RFC 6761), as browsers resolve them; others go to DNS. */
function lookupFor(hostname) {
  if (hostname !== 'localhost' && !hostname.endsWith('.localhost')) return undefined;
  return (_host, options, callback) => {
    if (options?.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
    else callback(null, '127.0.0.1', 4);
  };
}

/** One GET on a new connection, nothing followed or decompressed. */
export function get(url, { timeoutMs = 10_000, headers = {} } = {}) {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      target,
      {
        method: 'GET',
        agent: false,
        lookup: lookupFor(target.hostname),
        headers: { 'User-Agent': 'sabad-deploy-check', Accept: '*/*', Connection: 'close', ...headers },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks = [];
        let size = 0;
        res.on('data', (chunk) => {
          size += chunk.length;
          if (size <= 16 * 1024 * 1024) chunks.push(chunk);
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer in ${timeoutMs / 1000} s`)));
    req.on('error', reject);
    req.end();
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What the release serves, read from its files (scripts/deploy.mjs, describeRelease): sha256 of its pages,
 * its security headers, one hashed script and, if any, one carried file.
 * @typedef {{ id: string, sha: Record<string, string>, headers: Record<string, string>, script: string, carried: string | null }} Expectation
 */

function headerProblems(res, expected) {
  const wrong = [];
  for (const [name, value] of Object.entries(expected)) if (res.headers[name.toLowerCase()] !== value) wrong.push(name);
  return wrong;
}

function describeFailure(res) {
  return res.error ? `no answer (${res.error.message})` : `answered ${res.status}`;
}

/**
 * Runs every check, again and again while any fails, until all pass or `waitMs` is over (a reload takes
 * effect a moment after its command returns); returns { ok, results: [{ what, ok, detail }] } of the
 * last round, which is also logged.
 */
export async function smokeCheck({ checkUrl, apiUrl = '', expect, waitMs = 30_000, probe = crypto.randomBytes(6).toString('hex'), log = () => {} }) {
  const deadline = Date.now() + waitMs;
  for (let attempt = 1; ; attempt += 1) {
    const results = await checkOnce({ base: checkUrl.replace(/\/$/, ''), apiUrl, expect, probe });
    const failed = results.filter((r) => !r.ok);
    // Right after a reload the old workers may still answer a few requests: only a result that
    // holds until the deadline counts as a failure.
    if (!failed.length || Date.now() >= deadline) {
      for (const r of results) log(`  ${r.ok ? 'ok  ' : 'FAIL'}  ${r.what}: ${r.detail}`);
      if (attempt > 1) log(`  (${attempt} attempts)`);
      return { ok: !failed.length, results };
    }
    if (attempt === 1) log(`  not yet: ${failed.map((r) => r.what).join(', ')}; trying again for up to ${Math.ceil((deadline - Date.now()) / 1000)} s`);
    await sleep(attempt === 1 ? 100 : 500);
  }
}

async function checkOnce({ base, apiUrl, expect, probe }) {
  const results = [];
  const record = (what, ok, detail) => results.push({ what, ok, detail });
  const fetchOr = (url, headers) => get(url, { headers }).catch((error) => ({ error, status: 0, headers: {}, body: Buffer.alloc(0) }));

  const home = await fetchOr(`${base}/`);
  const page = (res, file) => {
    if (res.status !== 200) return [false, describeFailure(res)];
    if (sha256(res.body) !== expect.sha[file])
      return [false, `200, but not this release's ${file} (the reload has not taken effect, or another server answers)`];
    return [true, `200, this release's ${file}`];
  };
  record('/ (Persian home)', ...page(home, 'index.html'));
  // What most browsers get: the build's precompressed copy (gzip_static), which must be the same page.
  const gzipped = await fetchOr(`${base}/`, { 'Accept-Encoding': 'gzip' });
  let unzipped = null;
  try {
    unzipped = gzipped.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(gzipped.body) : gzipped.body;
  } catch {
    /* reported below */
  }
  const gzipOk = gzipped.status === 200 && unzipped !== null && sha256(unzipped) === expect.sha['index.html'];
  record(
    '/ (Persian home, gzip)',
    gzipOk,
    gzipOk ? "200, this release's index.html" : gzipped.status === 200 ? 'the compressed page differs from index.html' : describeFailure(gzipped),
  );
  const en = await fetchOr(`${base}/en/`);
  record('/en/ (English home)', ...page(en, 'en/index.html'));

  const notFound = async (path, file, language) => {
    const res = await fetchOr(`${base}${path}`);
    const ok = res.status === 404 && sha256(res.body) === expect.sha[file];
    record(
      `${path} (${language} not-found page)`,
      ok,
      ok ? `404, this release's ${file}` : res.status === 404 ? `404, but not the page ${file}` : describeFailure(res),
    );
    return res;
  };
  const missingFa = await notFound(`/deploy-check-${probe}/`, '404.html', 'Persian');
  await notFound(`/en/deploy-check-${probe}/`, 'en/404/index.html', 'English');

  const sw = await fetchOr(`${base}/sw.js`);
  const swOk = sw.status === 200 && sha256(sw.body) === expect.sha['sw.js'];
  record('/sw.js (service worker)', swOk, swOk ? "200, this release's sw.js" : sw.status === 200 ? 'answered 200 with another file' : describeFailure(sw));

  const script = await fetchOr(`${base}/${expect.script}`);
  record(`/${expect.script} (hashed script)`, script.status === 200, script.status === 200 ? '200' : describeFailure(script));
  if (expect.carried) {
    const carried = await fetchOr(`${base}/${expect.carried}`);
    record(`/${expect.carried} (carried from the release before)`, carried.status === 200, carried.status === 200 ? '200' : describeFailure(carried));
  }

  const wrongHeaders = new Set();
  for (const res of [home, en, missingFa, script]) if (!res.error) for (const name of headerProblems(res, expect.headers)) wrongHeaders.add(name);
  record(
    'security headers',
    wrongHeaders.size === 0,
    wrongHeaders.size
      ? `missing or different: ${[...wrongHeaders].join(', ')}`
      : `all ${Object.keys(expect.headers).length} of this release on pages, 404s and scripts`,
  );

  if (apiUrl) {
    const url = `${apiUrl.replace(/\/$/, '')}/healthz`;
    const health = await fetchOr(url);
    const excerpt = health.body.toString('utf8').replace(/\s+/g, ' ').slice(0, 200);
    record(`${url} (API health)`, health.status === 200, health.status === 200 ? '200' : `${describeFailure(health)}${excerpt ? `: ${excerpt}` : ''}`);
  }
  return results;
}
