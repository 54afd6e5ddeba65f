// Page copy in two files, edited as one entry. The repository keeps each page's copy as
// locales/fa/<namespace>.json and locales/en/<namespace>.json; Decap edits a files-collection entry's
// languages side by side (its `i18n` panes) only when both are in one file. The copy collection's entries
// therefore name a file that does not exist, locales/<namespace>.json, holding { "fa": …, "en": … }, and
// this wrapper around the backend (decap-server locally, GitLab or Gitea in production) reads it from the
// two real files and writes each language back to its own, in the repository's JSON form. A language
// whose text did not change is not written. Drafts of the editorial workflow are read the same way: their
// changes to the two files are shown as one change to the entry's file.
import type { CopySettings } from './contract';
import type { BackendClass } from './decap';
import { formatJson } from './json-format';

type EntryFile = { path: string; id?: string | null; label?: string };
type Entry = { file: EntryFile; data: string };
type DataFile = { path: string; raw: string; slug?: string; [key: string]: unknown };
/** One changed file of a draft (an unpublished entry). */
export type Diff = { path: string; id: string; newFile: boolean; [key: string]: unknown };
type Unpublished = { diffs: Diff[]; [key: string]: unknown };

/** The backend methods the wrapper changes (Decap's implementation interface). */
export type Implementation = {
  getEntry(path: string): Promise<Entry>;
  entriesByFiles(files: EntryFile[]): Promise<Entry[]>;
  persistEntry(entry: { dataFiles: DataFile[]; [key: string]: unknown }, options: unknown): Promise<unknown>;
  unpublishedEntry?(args: { id?: string; collection?: string; slug?: string }): Promise<Unpublished>;
  unpublishedEntryDataFile?(collection: string, slug: string, path: string, id: string): Promise<string>;
};

/** locales/<namespace>.json → locales/<lang>/<namespace>.json */
export function languageFile(path: string, lang: string): string {
  const slash = path.lastIndexOf('/');
  return `${path.slice(0, slash)}/${lang}${path.slice(slash)}`;
}

/** The two files' texts as the one entry's text: {"fa":<fa file>,"en":<en file>} (key order kept). */
export function joinLanguages(texts: readonly string[], languages: readonly string[]): string {
  return `{${languages.map((lang, i) => `${JSON.stringify(lang)}:${texts[i]}`).join(',')}}`;
}

/** One entry's text as the files to write: each language's part in the repository's form, unchanged ones left out. */
export function splitLanguages(path: string, raw: string, languages: readonly string[], lastRead = new Map<string, string>()): { path: string; raw: string }[] {
  const value = JSON.parse(raw) as Record<string, unknown>;
  const files = languages.map((lang) => ({ path: languageFile(path, lang), raw: formatJson(value[lang]) }));
  const changed = files.filter((f) => f.raw !== lastRead.get(f.path));
  return changed.length ? changed : files;
}

/** The ids of one draft's language files, by language (null: the file is unchanged in the draft). */
type DraftIds = Record<string, string | null>;

/** A draft's changed files with each copy entry's language files shown as one change to its entry's file. */
export function joinDiffs(diffs: readonly Diff[], virtual: ReadonlySet<string>, languages: readonly string[]): Diff[] {
  const owner = new Map<string, { file: string; lang: string }>();
  for (const file of virtual) for (const lang of languages) owner.set(languageFile(file, lang), { file, lang });
  const joined = new Map<string, { ids: DraftIds; newFile: boolean }>();
  const rest: Diff[] = [];
  for (const diff of diffs) {
    const of = owner.get(diff.path);
    if (!of) {
      rest.push(diff);
      continue;
    }
    const entry = joined.get(of.file) ?? { ids: Object.fromEntries(languages.map((l) => [l, null])), newFile: true };
    entry.ids[of.lang] = diff.id;
    entry.newFile &&= diff.newFile;
    joined.set(of.file, entry);
  }
  return [...rest, ...[...joined].map(([path, { ids, newFile }]) => ({ path, id: JSON.stringify(ids), newFile, status: 'modified', binary: false }))];
}

/** The backend implementation `inner`, with the copy entries' `virtual` paths read from and written to their language files. */
export function withLanguageFiles<T extends Implementation>(inner: T, virtual: ReadonlySet<string>, languages: readonly string[]): T {
  const lastRead = new Map<string, string>();
  const remember = (lang: string, path: string, text: string) => lastRead.set(languageFile(path, lang), text);

  async function getEntry(path: string): Promise<Entry> {
    const parts = await Promise.all(languages.map((lang) => inner.getEntry(languageFile(path, lang))));
    parts.forEach((part, i) => remember(languages[i], path, part.data));
    return {
      file: { path, id: parts.map((p) => p.file?.id ?? '').join('+') },
      data: joinLanguages(
        parts.map((p) => p.data),
        languages,
      ),
    };
  }

  async function entriesByFiles(files: EntryFile[]): Promise<Entry[]> {
    const real = files.filter((f) => !virtual.has(f.path));
    const fromInner = real.length ? await inner.entriesByFiles(real) : [];
    const byPath = new Map(fromInner.map((e) => [e.file.path, e]));
    const entries = await Promise.all(
      files.map(async (f) => (virtual.has(f.path) ? { ...(await getEntry(f.path)), file: { path: f.path, label: f.label } } : byPath.get(f.path))),
    );
    return entries.filter((e): e is Entry => e !== undefined);
  }

  async function persistEntry(entry: { dataFiles: DataFile[]; [key: string]: unknown }, options: unknown): Promise<unknown> {
    const dataFiles = entry.dataFiles.flatMap((file) =>
      virtual.has(file.path) ? splitLanguages(file.path, file.raw, languages, lastRead).map((f) => ({ ...f, slug: file.slug })) : [file],
    );
    const result = await inner.persistEntry({ ...entry, dataFiles }, options);
    for (const f of dataFiles) if (lastRead.has(f.path)) lastRead.set(f.path, f.raw);
    return result;
  }

  async function unpublishedEntry(args: { id?: string; collection?: string; slug?: string }): Promise<Unpublished> {
    if (!inner.unpublishedEntry) throw new Error('This backend has no editorial workflow');
    const entry = await inner.unpublishedEntry(args);
    return { ...entry, diffs: joinDiffs(entry.diffs, virtual, languages) };
  }

  /** A draft of a copy entry: each language from the draft when it changed there, else as published. */
  async function unpublishedEntryDataFile(collection: string, slug: string, path: string, id: string): Promise<string> {
    if (!inner.unpublishedEntryDataFile) throw new Error('This backend has no editorial workflow');
    if (!virtual.has(path)) return inner.unpublishedEntryDataFile(collection, slug, path, id);
    const ids = JSON.parse(id) as DraftIds;
    const texts = await Promise.all(
      languages.map(async (lang) => {
        const file = languageFile(path, lang);
        const draftId = ids[lang];
        return draftId ? inner.unpublishedEntryDataFile!(collection, slug, file, draftId) : (await inner.getEntry(file)).data;
      }),
    );
    texts.forEach((text, i) => remember(languages[i], path, text));
    return joinLanguages(texts, languages);
  }

  const own: Partial<Implementation> = {
    getEntry: (p) => (virtual.has(p) ? getEntry(p) : inner.getEntry(p)),
    entriesByFiles,
    persistEntry,
    ...(inner.unpublishedEntry ? { unpublishedEntry } : {}),
    ...(inner.unpublishedEntryDataFile ? { unpublishedEntryDataFile } : {}),
  };
  return new Proxy(inner, {
    get(target, prop) {
      if (typeof prop === 'string' && prop in own) return own[prop as keyof Implementation];
      const value = Reflect.get(target, prop);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The backends the editor may run on: Decap's `proxy` (decap-server, locally), GitLab and Gitea. */
export const WRAPPED_BACKENDS = ['proxy', 'gitlab', 'gitea'] as const;

/** Wraps each registered backend class so that every instance reads and writes the page copy's language files. */
export function wrapBackends(getBackend: (name: string) => BackendClass | undefined, copy: CopySettings): void {
  const virtual = new Set(copy.files);
  for (const name of WRAPPED_BACKENDS) {
    const registered = getBackend(name);
    if (!registered) continue;
    const init = registered.init;
    registered.init = (...args: unknown[]) => withLanguageFiles(init(...args) as Implementation, virtual, copy.languages);
  }
}
