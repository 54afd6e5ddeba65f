/** @jest-environment node */
// Data validation against schemas/data/*.schema.json: the real data/ passes; a malformed file fails
// naming the file and the field.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { dataSchemaNames, validateData } from '../../gatsby/validate-data';

const ROOT = path.resolve(__dirname, '../..');
const dirs = { dataDir: path.join(ROOT, 'data'), staticDir: path.join(ROOT, 'static'), templatesDir: path.join(ROOT, 'src/templates') };
type Files = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON of any shape, walked or checked at run time

function withData(mutate: (files: Files) => void) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'data-'));
  try {
    const files: Files = {};
    for (const f of fs.readdirSync(dirs.dataDir)) files[f] = JSON.parse(fs.readFileSync(path.join(dirs.dataDir, f), 'utf8'));
    mutate(files);
    for (const [f, v] of Object.entries(files)) if (v !== undefined) fs.writeFileSync(path.join(tmp, f), typeof v === 'string' ? v : JSON.stringify(v));
    return validateData({ ...dirs, dataDir: tmp });
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

describe('validateData', () => {
  it('accepts the project data', () => {
    expect(validateData(dirs)).toEqual([]);
  });

  it('has a schema for every data file and a data file for every schema', () => {
    const files = fs
      .readdirSync(dirs.dataDir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -5))
      .sort();
    expect(dataSchemaNames()).toEqual(files);
  });

  // [what, mutation, expected message]: one or more bad values for each schema.
  it.each<[string, (f: Files) => unknown, RegExp]>([
    ['a missing localized field', (f) => delete f['staff.json'][0].name.en, /^data\/staff\.json: \[0\]\.name\.en: is required$/m],
    ['a blank Persian name', (f) => (f['staff.json'][3].name.fa = '  '), /^data\/staff\.json: \[3\]\.name\.fa: must match pattern/m],
    ['an empty Persian name', (f) => (f['staff.json'][3].name.fa = ''), /^data\/staff\.json: \[3\]\.name\.fa: must NOT have fewer than 1 characters/m],
    [
      'an unknown staff group',
      (f) => (f['staff.json'][1].group = 'advisers'),
      /^data\/staff\.json: \[1\]\.group: must be one of "board", "management" \(got "advisers"\)$/m,
    ],
    ['an unknown qualification', (f) => f['staff.json'][0].qualifications.push('astrology'), /^data\/staff\.json: \[0\]\.qualifications\[3\]: must be one of/m],
    ['an order that is not an integer', (f) => (f['staff.json'][0].order = 1.5), /^data\/staff\.json: \[0\]\.order: must be integer/m],
    ['a field the schema does not know', (f) => (f['staff.json'][2].nickname = 'x'), /^data\/staff\.json: \[2\]\.nickname: is not a known field/m],
    [
      'a number given as text',
      (f) => (f['company.json'].capital.currentBillionRials = '600'),
      /^data\/company\.json: capital\.currentBillionRials: must be number/m,
    ],
    ['a bad email', (f) => (f['company.json'].contact.email = 'info-at-example'), /^data\/company\.json: contact\.email: must match format "email"/m],
    [
      'a trust seal that is no licence of data/licences.json',
      (f) => (f['company.json'].trustSeal.id = '999999'),
      /^data\/company\.json: trustSeal\.id: "999999" is not the number of a licence in data\/licences\.json$/m,
    ],
    [
      'a trustee appointed in a year still to come',
      (f) => (f['company.json'].oversight.trustee.appointedJalaliYear = 1499),
      /^data\/company\.json: oversight\.trustee\.appointedJalaliYear: 1499 is not between 1390 \(registration\) and 14\d\d \(this year\)$/m,
    ],
    [
      'an auditor appointed before the company was registered',
      (f) => (f['company.json'].oversight.auditor.appointedJalaliYear = 1385),
      /^data\/company\.json: oversight\.auditor\.appointedJalaliYear: 1385 is not between 1390/m,
    ],
    [
      'an http external link',
      (f) => (f['company.json'].externalLinks.blog = 'http://blog.example/'),
      /^data\/company\.json: externalLinks\.blog: must match pattern/m,
    ],
    [
      'an external link the schema does not declare',
      (f) => (f['company.json'].externalLinks.newSystem = 'https://new.example/'),
      /^data\/company\.json: externalLinks\.newSystem: is not a known field/m,
    ],
    ['a missing external link', (f) => delete f['company.json'].externalLinks.codal, /^data\/company\.json: externalLinks\.codal: is required$/m],
    ['a short postal code', (f) => (f['company.json'].contact.postalCode = '12345'), /^data\/company\.json: contact\.postalCode: must match pattern/m],
    [
      'a Persian-calendar date typed with slashes',
      (f) => (f['licences.json'][1].issuedOn = '1403/13/40'),
      /^data\/licences\.json: \[1\]\.issuedOn: must match format "date" \(got "1403\/13\/40"\)$/m,
    ],
    ['an impossible date', (f) => (f['history.json'][0].date = '2024-02-30'), /^data\/history\.json: \[0\]\.date: must match format "date"/m],
    [
      'a bad expiry date (date or null)',
      (f) => (f['licences.json'][0].validUntil = '2028-13-01'),
      /^data\/licences\.json: \[0\]\.validUntil: must match format "date"/m,
    ],
    [
      'a licence image outside /images/licences',
      (f) => (f['licences.json'][0].image = '/elsewhere/x.svg'),
      /^data\/licences\.json: \[0\]\.image: must match pattern/m,
    ],
    [
      'a contract file that is not a document',
      (f) => (f['contracts.json'][0].file = '/downloads/x.exe'),
      /^data\/contracts\.json: \[0\]\.file: must match pattern/m,
    ],
    [
      'a contract in an unknown language',
      (f) => (f['contracts.json'][0].language = 'de'),
      /^data\/contracts\.json: \[0\]\.language: must be one of "fa", "en"/m,
    ],
    [
      'a return given as a percentage string',
      (f) => (f['performance.json'].months[2].composite = '27%'),
      /^data\/performance\.json: months\[2\]\.composite: must be number/m,
    ],
    [
      'a month without its benchmark return',
      (f) => delete f['performance.json'].months[0].benchmark,
      /^data\/performance\.json: months\[0\]\.benchmark: is required$/m,
    ],
    [
      'a gap in the monthly record',
      (f) => f['performance.json'].months.splice(37, 1),
      /data\/performance\.json: months\[37\]\.month 1399-03: expected 1399-02 after 1399-01/,
    ],
    ['a unit head that is neither text nor null', (f) => (f['organization.json'][1].holder = 'x'), /^data\/organization\.json: \[1\]\.holder: /m],
    ['a negative fee', (f) => (f['terms.json'].managementFeePercent = -1), /^data\/terms\.json: managementFeePercent: must be >= 0/m],
    ['a route path without its slashes', (f) => (f['routes.json'][1].path = 'about-us'), /^data\/routes\.json: \[1\]\.path: must match pattern/m],
    ['a menu item with two targets', (f) => (f['menus.json'].header.en[0].external = 'blog'), /^data\/menus\.json: header\.en\[0\]/m],
    ['a history entry without a title', (f) => delete f['history.json'][4].title, /^data\/history\.json: \[4\]\.title: is required$/m],
    ['a file without a schema', (f) => (f['extra.json'] = []), /^data\/extra\.json: no schema; add schemas\/data\/extra\.schema\.json$/m],
    ['a missing file', (f) => delete f['terms.json'], /^data\/terms\.json: file is missing/m],
    ['invalid JSON', (f) => (f['performance.json'] = '{'), /^data\/performance\.json: not valid JSON/m],
    [
      'a menu link to an unknown route',
      (f) => f['menus.json'].header.en.push({ route: 'nowhere' }),
      /data\/menus\.json: header\.en\[\d+\]\.route: unknown route "nowhere"/,
    ],
    [
      'an unknown middleware',
      (f) => (f['routes.json'][1].middlewares = ['magic']),
      /data\/routes\.json: \[1\]\.middlewares: Unknown middleware "magic" on route \/about-us\//,
    ],
    [
      'a contract file that does not exist',
      (f) => (f['contracts.json'][0].file = '/downloads/missing.pdf'),
      /data\/contracts\.json: \[0\]\.file: static\/downloads\/missing\.pdf does not exist/,
    ],
    [
      'a template that does not exist',
      (f) => (f['routes.json'][0].template = 'nope'),
      /data\/routes\.json: \[0\]\.template: no template src\/templates\/nope\.tsx/,
    ],
  ])('reports %s with the file and the field', (_name, mutate, expected) => {
    const errors = withData(mutate);
    expect(errors.join('\n')).toMatch(expected);
  });

  it('reports every bad field of a file, not only the first', () => {
    const errors = withData((f) => {
      f['staff.json'][0].name.fa = '';
      f['staff.json'][5].group = 'x';
    });
    expect(errors.filter((e) => e.startsWith('data/staff.json'))).toHaveLength(2);
  });
});

describe('external links', () => {
  const declared = Object.keys(JSON.parse(fs.readFileSync(path.join(ROOT, 'schemas/data/company.schema.json'), 'utf8')).properties.externalLinks.properties);

  it.each(['fa', 'en'])('each key the schema declares has a menu label in locales/%s/common.json, and no other', (language) => {
    const labels = JSON.parse(fs.readFileSync(path.join(ROOT, `locales/${language}/common.json`), 'utf8')).menu.external;
    expect(Object.keys(labels).sort()).toEqual([...declared].sort());
  });
});
