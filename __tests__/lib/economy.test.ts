/** @jest-environment node */
// data/economy.json: the shipped figures pass; the build refuses a year outside the record, a rate out of
// bounds, a value without a source, and a missing year is stored empty, not estimated.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { validateData } from '../../gatsby/validate-data';
import { checkEconomy, type EconomyData } from '../../src/lib/economy';

const ROOT = path.resolve(__dirname, '../..');
const dirs = { dataDir: path.join(ROOT, 'data'), staticDir: path.join(ROOT, 'static'), templatesDir: path.join(ROOT, 'src/templates') };
const ECONOMY: EconomyData = JSON.parse(fs.readFileSync(path.join(dirs.dataDir, 'economy.json'), 'utf8'));
const RECORD_YEARS = [1396, 1397, 1398, 1399, 1400, 1401, 1402, 1403, 1404, 1405];

function withEconomy(mutate: (e: EconomyData) => void): string[] {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'economy-'));
  try {
    for (const f of fs.readdirSync(dirs.dataDir)) fs.copyFileSync(path.join(dirs.dataDir, f), path.join(tmp, f));
    const economy = JSON.parse(JSON.stringify(ECONOMY));
    mutate(economy);
    fs.writeFileSync(path.join(tmp, 'economy.json'), JSON.stringify(economy));
    return validateData({ ...dirs, dataDir: tmp });
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

describe('data/economy.json', () => {
  it('passes the build check as shipped', () => expect(checkEconomy(ECONOMY, RECORD_YEARS)).toEqual([]));

  it('stores years without a published inflation figure as empty, with where they were looked for', () => {
    const missing = ECONOMY.inflation.filter((y) => y.rate === null);
    expect(missing.map((y) => y.year)).toEqual([1401, 1402, 1404]);
    for (const y of missing) expect(y.source.url).toMatch(/^https?:\/\//);
  });

  it.each<[string, (e: EconomyData) => void, RegExp]>([
    ['a rate below −50 %', (e) => (e.inflation[0].rate = -0.51), /inflation\[0\]\.rate: must match a schema in anyOf \(got -0\.51\)/],
    ['a rate above 500 %', (e) => (e.depositCap[0].rate = 5.01), /depositCap\[0\]\.rate: must match a schema in anyOf \(got 5\.01\)/],
    ['a value without a source', (e) => delete (e.inflation[1] as Partial<EconomyData['inflation'][number]>).source, /inflation\[1\]\.source: is required/],
    ['a source without its address', (e) => (e.inflation[1].source.url = ''), /inflation\[1\]\.source\.url/],
    ['a year before the record', (e) => (e.inflation[0].year = 1395), /inflation\[0\]\.year 1395: not a Persian year of the performance record \(1396–1405\)/],
    ['a year after the record', (e) => (e.depositCap[6].year = 1406), /depositCap\[6\]\.year 1406: not a Persian year of the performance record/],
    ['a year twice', (e) => (e.inflation[2].year = 1397), /inflation\[2\]\.year 1397: expected a year after 1397/],
    ['a figure without its publisher', (e) => (e.inflation[1].publisher = null), /inflation\[1\]\.publisher \(1397\): a figure needs its publisher/],
  ])('refuses %s', (_, mutate, message) => expect(withEconomy(mutate).join('\n')).toMatch(message));
});
