/** @jest-environment node */
// /admin/ written into a built site again: what this build does not write goes, with its precompressed
// copies; the copies of a file it writes again stay for the build's last step to judge.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { writeAdmin } from '../../gatsby/cms/admin-files';

let publicDir: string;
beforeEach(() => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-files-'));
});
afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

it('removes what an earlier build left and this one does not write, and keeps the copies of what it writes again', async () => {
  const admin = path.join(publicDir, 'admin');
  fs.mkdirSync(path.join(admin, 'fonts'), { recursive: true });
  for (const stale of ['7.decap-cms.old.js', '7.decap-cms.old.js.br', '7.decap-cms.old.js.gz', 'fonts/old.woff2'])
    fs.writeFileSync(path.join(admin, stale), 'old');
  fs.writeFileSync(path.join(admin, 'decap-cms.js.gz'), 'made by the last build');

  await writeAdmin(publicDir, undefined);

  const left = fs.readdirSync(admin, { recursive: true, encoding: 'utf8' });
  expect(left.filter((f) => f.includes('old'))).toEqual([]);
  expect(fs.readFileSync(path.join(admin, 'decap-cms.js.gz'), 'utf8')).toBe('made by the last build');
  expect(left).toEqual(expect.arrayContaining(['index.html', 'admin.js', 'decap-cms.js', 'config.fa.json', 'fonts/vazirmatn-arabic.woff2']));
});
