/** @jest-environment node */
// The editor's script is bundled from src/admin/ apart from the site: without a copy of React (its JSX
// renders with Decap's), refusing any module that would bring one.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { ADMIN_SCRIPT, bundleAdmin } from '../../gatsby/cms/admin-files';

const ROOT = path.resolve(__dirname, '../..');

describe("the editor's bundle", () => {
  it('is one minified script with its source map, its JSX on Decap’s React and no React of its own', async () => {
    const out = await bundleAdmin();
    expect(Object.keys(out).sort()).toEqual([ADMIN_SCRIPT, `${ADMIN_SCRIPT}.map`]);
    const map = JSON.parse(Buffer.from(out[`${ADMIN_SCRIPT}.map`]).toString('utf8'));
    const sources: string[] = map.sources.map((s: string) => path.relative(ROOT, path.resolve(ROOT, 'public/admin', s)));
    expect(sources).toEqual(expect.arrayContaining(['src/admin/main.ts', 'src/admin/react-shim.ts', 'src/lib/performance.ts', 'src/lib/format.ts']));
    expect(sources.filter((s) => /node_modules\/(react|react-dom|scheduler)\//.test(s))).toEqual([]);
  });

  it('stops, naming the file, when an editor module imports React itself', async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-'));
    try {
      fs.cpSync(path.join(ROOT, 'src'), path.join(tmp, 'src'), { recursive: true });
      fs.cpSync(path.join(ROOT, 'locales'), path.join(tmp, 'locales'), { recursive: true });
      fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(tmp, 'node_modules'));
      fs.appendFileSync(path.join(tmp, 'src/admin/main.ts'), "\nimport { createRoot } from 'react-dom/client';\nconsole.log(createRoot);\n");
      await expect(bundleAdmin(tmp)).rejects.toThrow("src/admin/main.ts imports react-dom/client: the editor renders with Decap's React");
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
});
