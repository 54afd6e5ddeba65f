// The disclosures' order and filters, and the offering and admission record's counts, order and stage
// checks, on small tables worked by hand.
import {
  applyFilter,
  disclosureYear,
  fileFormat,
  filterPath,
  filterValues,
  filterVariant,
  parseFilterVariant,
  type DisclosureFilter,
} from '../../src/lib/disclosures';
import { checkMandates, latestStage, mandateCounts, mandatesNewestFirst, type Mandate } from '../../src/lib/mandates';

const doc = (jsonId: string, type: string, published: string) => ({ jsonId, type, published });
const DOCS = [
  doc('fs-1403', 'financial-statements', '2025-06-15'), // 25 Khordad 1404
  doc('coi-1403-h2', 'conflict-of-interest', '2025-03-19'), // 28 Esfand 1403
  doc('coi-1404-h1', 'conflict-of-interest', '2025-10-20'), // 28 Mehr 1404
  doc('licence', 'licence', '2026-04-25'), // 5 Ordibehesht 1405
];

describe('disclosures', () => {
  it.each([
    ['2025-03-19', 1403],
    ['2025-03-21', 1404],
    ['2026-03-20', 1404],
    ['2026-03-21', 1405],
  ])('a document published on %s is of the Persian year %i', (published, year) => {
    expect(disclosureYear({ published })).toBe(year);
  });

  it.each<[DisclosureFilter, string[]]>([
    [{ kind: 'all' }, ['licence', 'coi-1404-h1', 'fs-1403', 'coi-1403-h2']],
    [{ kind: 'type', type: 'conflict-of-interest' }, ['coi-1404-h1', 'coi-1403-h2']],
    [{ kind: 'year', year: 1404 }, ['coi-1404-h1', 'fs-1403']],
    [{ kind: 'type', type: 'board-report' }, []],
  ])('%j lists %j, newest first', (filter, ids) => {
    expect(applyFilter(DOCS, filter).map((d) => d.jsonId)).toEqual(ids);
  });

  it('offers the types in their fixed order and the years newest first, only those with documents', () => {
    expect(filterValues(DOCS)).toEqual({ types: ['conflict-of-interest', 'financial-statements', 'licence'], years: [1405, 1404, 1403] });
  });

  it.each<[DisclosureFilter, string | null, string]>([
    [{ kind: 'all' }, null, '/disclosures/'],
    [{ kind: 'type', type: 'licence' }, 'type:licence', '/disclosures/type/licence/'],
    [{ kind: 'year', year: 1404 }, 'year:1404', '/disclosures/year/1404/'],
  ])('%j is the page variant %s at %s, and back', (filter, variant, path) => {
    expect(filterVariant(filter)).toBe(variant);
    expect(filterPath(filter)).toBe(path);
    expect(parseFilterVariant(variant)).toEqual(filter);
  });

  it.each([
    ['/disclosures/files/a.pdf', 'PDF'],
    ['/disclosures/files/b.xlsx', 'XLSX'],
  ])('%s is a %s', (file, format) => expect(fileFormat(file)).toBe(format));
});

const mandate = (jsonId: string, contract: string, submitted: string | null, admitted: string | null, firstTrade: string | null): Mandate => ({
  jsonId,
  company: { fa: jsonId, en: jsonId },
  symbol: { fa: '', en: '' },
  market: 'ifb',
  board: 'second',
  role: 'admission',
  contract,
  submitted,
  admitted,
  firstTrade,
});
const MANDATES = [
  mandate('listed', '2024-01-10', '2024-05-01', '2024-09-01', '2024-12-01'),
  mandate('admitted', '2024-06-01', '2024-10-01', '2025-02-01', null),
  mandate('submitted', '2025-01-05', '2025-06-01', null, null),
  mandate('signed', '2025-07-01', null, null, null),
];

describe('offering and admission mandates', () => {
  it('counts the companies that reached each stage the Fara Bourse ranking uses', () => {
    expect(mandateCounts(MANDATES)).toEqual({ submitted: 3, admitted: 2, listed: 1 });
    expect(mandateCounts([])).toEqual({ submitted: 0, admitted: 0, listed: 0 });
  });

  it('orders by the date of the latest stage reached, newest first', () => {
    expect(latestStage(MANDATES[1])).toEqual({ stage: 'admitted', date: '2025-02-01' });
    expect(mandatesNewestFirst(MANDATES).map((m) => m.jsonId)).toEqual(['signed', 'submitted', 'admitted', 'listed']);
  });

  it.each([
    [mandate('ok', '2024-01-01', '2024-01-01', null, null), []],
    [mandate('early', '2024-05-01', '2024-04-01', null, null), ['data/mandates.json: [0].submitted: 2024-04-01 is before contract (2024-05-01)']],
    [
      mandate('skip', '2024-05-01', null, '2024-06-01', null),
      ['data/mandates.json: [0].admitted: 2024-06-01, but submitted has no date (a stage follows the one before it)'],
    ],
  ])('checks the order of stages: %j', (m, errors) => {
    expect(checkMandates([m as unknown as Record<string, unknown>])).toEqual(errors);
  });
});
