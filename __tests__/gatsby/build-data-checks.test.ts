/** @jest-environment node */
// A data file broken by hand stops a real `gatsby build` (non-zero exit) before anything is built, and the
// build's output names the file and the field. Builds run in a copy of the repository (../utils/repo-copy.ts);
// the checkout's own data/ and public/ are never touched. Each build fails in onPreBootstrap, so it is
// quick (6-12 s alone); the limit is for a loaded machine, where npm test runs Jest at a lower priority.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { buildSite, copyRepository } from '../utils/repo-copy';

const BUILD_LIMIT_MS = 300_000;

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- data files of any shape, changed by hand
describe('a data file malformed by hand stops the build', () => {
  let repo: string;
  const originals = new Map<string, string>();

  beforeAll(() => {
    repo = copyRepository('build-checks-');
  });
  afterAll(() => fs.rmSync(repo, { recursive: true, force: true }));

  /** Applies `change` to data/<name>.json of the copy (the original is put back by restore()). */
  function edit(name: string, change: (value: Json) => void) {
    const file = path.join(repo, 'data', `${name}.json`);
    const text = fs.readFileSync(file, 'utf8');
    if (!originals.has(file)) originals.set(file, text);
    const value = JSON.parse(text);
    change(value);
    fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
  }
  function restore() {
    for (const [file, text] of originals) fs.writeFileSync(file, text);
    originals.clear();
  }

  it(
    'a number written as text and a missing Persian name: both named, file and field',
    async () => {
      edit('staff', (staff) => {
        staff[0].order = 'first';
        delete staff[2].name.fa;
      });
      const result = await buildSite(repo);
      restore();
      assert.notEqual(result.code, 0, 'the build failed');
      assert.match(result.output, /data\/staff\.json: \[0\]\.order: must be integer/);
      assert.match(result.output, /data\/staff\.json: \[2\]\.name\.fa: is required/);
      assert.equal(fs.existsSync(path.join(repo, 'public/index.html')), false, 'nothing was built');
    },
    BUILD_LIMIT_MS,
  );

  it(
    'a month out of order in the performance record: the month and the one expected named',
    async () => {
      let broken = '';
      let expected = '';
      let previous = '';
      edit('performance', (record) => {
        const months = record.months;
        // The last month moved one month on: a gap after the one before it.
        previous = months[months.length - 2].month;
        expected = months[months.length - 1].month;
        const [y, m] = expected.split('-').map(Number);
        broken = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
        months[months.length - 1].month = broken;
      });
      const result = await buildSite(repo);
      restore();
      assert.notEqual(result.code, 0, 'the build failed');
      const index = JSON.parse(fs.readFileSync(path.join(repo, 'data/performance.json'), 'utf8')).months.length - 1;
      assert.ok(
        result.output.includes(`data/performance.json: months[${index}].month ${broken}: expected ${expected} after ${previous}`),
        result.output.slice(-2000),
      );
    },
    BUILD_LIMIT_MS,
  );
});
