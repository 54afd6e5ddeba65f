/** @jest-environment node */
// The page copy's entry reads and writes the two language files, published and in drafts of the
// editorial workflow, through any backend (here an in-memory one shaped like Decap's implementations).
import fs from 'fs';
import path from 'path';
import {
  joinDiffs,
  joinLanguages,
  languageFile,
  splitLanguages,
  withLanguageFiles,
  wrapBackends,
  type Diff,
  type Implementation,
} from '../../src/admin/copy-files';
import { formatJson } from '../../src/admin/json-format';

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const LANGUAGES = ['fa', 'en'];
const VIRTUAL = new Set(['locales/home.json', 'locales/staff.json']);

/** A backend holding the published files and drafts (a branch per entry), recording what it was asked to write. */
function memoryBackend(files: Record<string, string>) {
  const drafts = new Map<string, Record<string, string>>();
  const persisted: { dataFiles: { path: string; raw: string; slug?: string }[]; options: unknown }[] = [];
  const backend: Implementation & { persisted: typeof persisted; drafts: typeof drafts } = {
    persisted,
    drafts,
    async getEntry(p) {
      if (!(p in files)) throw new Error(`no ${p}`);
      return { file: { path: p, id: `sha-${p}` }, data: files[p] };
    },
    async entriesByFiles(list) {
      return list.filter((f) => f.path in files).map((f) => ({ file: { path: f.path, label: f.label }, data: files[f.path] }));
    },
    async persistEntry(entry, options) {
      persisted.push({ dataFiles: entry.dataFiles, options });
      const slug = entry.dataFiles[0].slug as string;
      const draft = drafts.get(slug) ?? {};
      for (const f of entry.dataFiles) draft[f.path] = f.raw;
      drafts.set(slug, draft);
      return undefined;
    },
    async unpublishedEntry({ slug }) {
      const draft = drafts.get(slug as string) ?? {};
      return { collection: 'copy', slug, diffs: Object.keys(draft).map((p) => ({ path: p, id: `draft-${p}`, newFile: false })) };
    },
    async unpublishedEntryDataFile(_collection, slug, p, id) {
      expect(id).toBe(`draft-${p}`);
      return drafts.get(slug)?.[p] ?? files[p];
    },
  };
  return backend;
}

const published = () => ({
  'locales/fa/home.json': read('locales/fa/home.json'),
  'locales/en/home.json': read('locales/en/home.json'),
  'data/staff.json': read('data/staff.json'),
});

describe('the page copy in two files', () => {
  it('names each language file of an entry', () => {
    expect(languageFile('locales/home.json', 'fa')).toBe('locales/fa/home.json');
    expect(joinLanguages(['{"a":1}', '{"a":2}'], LANGUAGES)).toBe('{"fa":{"a":1},"en":{"a":2}}');
  });

  it("reads an entry from its two files and writes back only the language that changed, in the repository's form", async () => {
    const inner = memoryBackend(published());
    const backend = withLanguageFiles(inner, VIRTUAL, LANGUAGES);
    const entry = await backend.getEntry('locales/home.json');
    const value = JSON.parse(entry.data);
    expect(value).toEqual({ fa: JSON.parse(read('locales/fa/home.json')), en: JSON.parse(read('locales/en/home.json')) });
    const edited = formatJson({ ...value, fa: { ...value.fa, heading: 'تیتر تازه' } });
    await backend.persistEntry({ dataFiles: [{ path: 'locales/home.json', raw: edited, slug: 'home' }] }, { useWorkflow: true });
    const [{ dataFiles }] = inner.persisted;
    expect(dataFiles.map((f) => [f.path, f.slug])).toEqual([['locales/fa/home.json', 'home']]);
    const before = read('locales/fa/home.json').split('\n');
    expect(dataFiles[0].raw.split('\n').filter((l, i) => l !== before[i])).toEqual(['  "heading": "تیتر تازه",']);
  });

  it('passes other files through untouched', async () => {
    const inner = memoryBackend(published());
    const backend = withLanguageFiles(inner, VIRTUAL, LANGUAGES);
    const entries = await backend.entriesByFiles([{ path: 'data/staff.json' }, { path: 'locales/home.json', label: 'Home' }]);
    expect(entries.map((e) => e.file.path)).toEqual(['data/staff.json', 'locales/home.json']);
    expect(entries[0].data).toBe(read('data/staff.json'));
    await backend.persistEntry({ dataFiles: [{ path: 'data/staff.json', raw: '[]\n', slug: 'staff' }] }, {});
    expect(inner.persisted[0].dataFiles).toEqual([{ path: 'data/staff.json', raw: '[]\n', slug: 'staff' }]);
  });

  it("shows a draft's changes to the language files as one change to the entry's file, and reads it from the draft", async () => {
    const inner = memoryBackend(published());
    const backend = withLanguageFiles(inner, VIRTUAL, LANGUAGES);
    const value = JSON.parse((await backend.getEntry('locales/home.json')).data);
    await backend.persistEntry(
      { dataFiles: [{ path: 'locales/home.json', raw: formatJson({ ...value, en: { ...value.en, heading: 'New heading' } }), slug: 'home' }] },
      {},
    );
    const draft = await backend.unpublishedEntry!({ collection: 'copy', slug: 'home' });
    expect(draft.diffs.map((d) => d.path)).toEqual(['locales/home.json']);
    const text = await backend.unpublishedEntryDataFile!('copy', 'home', 'locales/home.json', draft.diffs[0].id);
    // English from the draft, Persian (unchanged in the draft) as published.
    expect(JSON.parse(text)).toEqual({ fa: value.fa, en: { ...value.en, heading: 'New heading' } });
  });

  it('joins the diffs of each entry and leaves other files as they are', () => {
    const diffs: Diff[] = [
      { path: 'locales/fa/home.json', id: 'a', newFile: false },
      { path: 'static/uploads/x.png', id: 'b', newFile: true },
      { path: 'locales/en/staff.json', id: 'c', newFile: false },
    ];
    const joined = joinDiffs(diffs, VIRTUAL, LANGUAGES);
    expect(joined.map((d) => [d.path, d.newFile])).toEqual([
      ['static/uploads/x.png', true],
      ['locales/home.json', false],
      ['locales/staff.json', false],
    ]);
    expect(JSON.parse(joined[1].id)).toEqual({ fa: 'a', en: null });
  });

  it('splits an entry into its files, all of them when nothing was read before', () => {
    expect(splitLanguages('locales/home.json', '{"fa":{"a":"ب"},"en":{"a":"b"}}', LANGUAGES).map((f) => f.path)).toEqual([
      'locales/fa/home.json',
      'locales/en/home.json',
    ]);
  });

  it('wraps every backend the editor may use, each new instance', async () => {
    const registered: Record<string, { init: (...args: unknown[]) => unknown }> = {
      proxy: { init: () => memoryBackend(published()) },
      gitlab: { init: () => memoryBackend(published()) },
    };
    wrapBackends((name) => registered[name], { collection: 'copy', files: [...VIRTUAL], languages: ['fa', 'en'] });
    for (const name of ['proxy', 'gitlab']) {
      const entry = await (registered[name].init() as Implementation).getEntry('locales/home.json');
      expect([name, Object.keys(JSON.parse(entry.data))]).toEqual([name, ['fa', 'en']]);
    }
  });
});
