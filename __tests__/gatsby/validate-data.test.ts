/** @jest-environment node */
// Data validation: the real data/ passes; a malformed file fails naming the file and the field.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { validateData } from '../../gatsby/validate-data';

const ROOT = path.resolve(__dirname, '../..');
const dirs = { dataDir: path.join(ROOT, 'data'), staticDir: path.join(ROOT, 'static'), templatesDir: path.join(ROOT, 'src/templates') };

function withData(mutate: (files: Record<string, any>) => void) { // eslint-disable-line @typescript-eslint/no-explicit-any
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'data-'));
  const files: Record<string, any> = {}; // eslint-disable-line @typescript-eslint/no-explicit-any
  for (const f of fs.readdirSync(dirs.dataDir)) files[f] = JSON.parse(fs.readFileSync(path.join(dirs.dataDir, f), 'utf8'));
  mutate(files);
  for (const [f, v] of Object.entries(files)) fs.writeFileSync(path.join(tmp, f), typeof v === 'string' ? v : JSON.stringify(v));
  return validateData({ ...dirs, dataDir: tmp });
}

describe('validateData', () => {
  it('accepts the project data', () => {
    expect(validateData(dirs)).toEqual([]);
  });

  it.each([
    ['a missing localized field', (f: any) => delete f['staff.json'][0].name.en, /data\/staff\.json: \[0\]\.name\.en/], // eslint-disable-line @typescript-eslint/no-explicit-any
    ['a number given as text', (f: any) => (f['company.json'].capital.currentBillionRials = '600'), /data\/company\.json: capital\.currentBillionRials/], // eslint-disable-line @typescript-eslint/no-explicit-any
    ['a bad date', (f: any) => (f['licences.json'][1].issuedOn = '1403/01/01'), /data\/licences\.json: \[1\]\.issuedOn/], // eslint-disable-line @typescript-eslint/no-explicit-any
    ['invalid JSON', (f: any) => (f['performance.json'] = '{'), /data\/performance\.json: not valid JSON/], // eslint-disable-line @typescript-eslint/no-explicit-any
    ['a menu link to an unknown route', (f: any) => f['menus.json'].header.en.push({ route: 'nowhere' }), /data\/menus\.json: header\.en\[\d+\]\.route: unknown route "nowhere"/], // eslint-disable-line @typescript-eslint/no-explicit-any
    ['an unknown middleware', (f: any) => (f['routes.json'][1].middlewares = ['magic']), /data\/routes\.json: \[1\]\.middlewares: Unknown middleware "magic" on route \/about-us\//], // eslint-disable-line @typescript-eslint/no-explicit-any
    ['a contract file that does not exist', (f: any) => (f['contracts.json'][0].file = '/downloads/missing.pdf'), /data\/contracts\.json: \[0\]\.file: static\/downloads\/missing\.pdf does not exist/], // eslint-disable-line @typescript-eslint/no-explicit-any
    ['a template that does not exist', (f: any) => (f['routes.json'][0].template = 'nope'), /data\/routes\.json: \[0\]\.template: no template src\/templates\/nope\.tsx/], // eslint-disable-line @typescript-eslint/no-explicit-any
    ['a gap in the monthly record', (f: any) => f['performance.json'].months.splice(37, 1), /data\/performance\.json: months\[37\]\.month 1399-03: expected 1399-02 after 1399-01/], // eslint-disable-line @typescript-eslint/no-explicit-any
  ])('reports %s with the file and the field', (_name, mutate, expected) => {
    const errors = withData(mutate);
    expect(errors.join('\n')).toMatch(expected);
  });
});
