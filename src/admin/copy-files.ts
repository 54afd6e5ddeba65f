// Page copy in two files, edited as one entry. The repository keeps each page's copy as
// locales/fa/<namespace>.json and locales/en/<namespace>.json; Decap edits a files-collection entry's
// languages side by side (its `i18n` panes) only when both are in one file. The copy collection's entries
// therefore name a file that does not exist, locales/<namespace>.json, holding { "fa": …, "en": … }, and
// this wrapper around the backend (decap-server locally, GitLab or Gitea in production) reads it from the
// two real files and writes each language back to its own, in the repository's JSON form. A language
// whose text did not change is not written.
import { formatJson } from './json-format.js';

/** locales/<namespace>.json → locales/<lang>/<namespace>.json */
export function languageFile(path, lang) {
  const slash = path.lastIndexOf('/');
  return `${path.slice(0, slash)}/${lang}${path.slice(slash)}`;
}

/** The two files' texts as the one entry's text: {"fa":<fa file>,"en":<en file>} (key order kept). */
export function joinLanguages(texts, languages) {
  return `{${languages.map((lang, i) => `${JSON.stringify(lang)}:${texts[i]}`).join(',')}}`;
}

/** One entry's text as the files to write: each language's part in the repository's form, unchanged ones left out. */
export function splitLanguages(path, raw, languages, lastRead = new Map()) {
  const value = JSON.parse(raw);
  const files = languages.map((lang) => ({ path: languageFile(path, lang), raw: formatJson(value[lang]) }));
  const changed = files.filter((f) => f.raw !== lastRead.get(f.path));
  return changed.length ? changed : files;
}

/** The backend implementation `inner`, with the copy entries' `virtual` paths read from and written to their language files. */
export function withLanguageFiles(inner, virtual, languages) {
  const lastRead = new Map();
  async function getEntry(path) {
    const parts = await Promise.all(languages.map((lang) => inner.getEntry(languageFile(path, lang))));
    parts.forEach((part, i) => lastRead.set(languageFile(path, languages[i]), part.data));
    return { file: { path, id: parts.map((p) => p.file?.id ?? '').join('+') }, data: joinLanguages(parts.map((p) => p.data), languages) };
  }
  async function entriesByFiles(files) {
    const real = files.filter((f) => !virtual.has(f.path));
    const fromInner = real.length ? await inner.entriesByFiles(real) : [];
    const byPath = new Map(fromInner.map((e) => [e.file.path, e]));
    return Promise.all(
      files.map(async (f) => (virtual.has(f.path) ? { ...(await getEntry(f.path)), file: { path: f.path, label: f.label } } : byPath.get(f.path))),
    ).then((entries) => entries.filter(Boolean));
  }
  async function persistEntry(entry, options) {
    const dataFiles = entry.dataFiles.flatMap((file) =>
      virtual.has(file.path) ? splitLanguages(file.path, file.raw, languages, lastRead).map((f) => ({ ...f, slug: file.slug })) : [file],
    );
    const result = await inner.persistEntry({ ...entry, dataFiles }, options);
    for (const f of dataFiles) if (lastRead.has(f.path)) lastRead.set(f.path, f.raw);
    return result;
  }
  const own = { getEntry: (p) => (virtual.has(p) ? getEntry(p) : inner.getEntry(p)), entriesByFiles, persistEntry };
  return new Proxy(inner, {
    get(target, prop) {
      if (prop in own) return own[prop];
      const value = Reflect.get(target, prop);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Wraps every backend the editor may use (the local one is Decap's `proxy`) for the copy collection of `config`. */
export function registerLanguageFiles(CMS, config) {
  const copy = config.collections.find((c) => c.format === 'json-copy');
  if (!copy) return;
  const virtual = new Set(copy.files.map((f) => f.file));
  const languages = config.i18n.locales;
  for (const name of ['proxy', 'gitlab', 'gitea']) {
    const registered = CMS.getBackend(name);
    if (!registered) continue;
    const init = registered.init;
    registered.init = (...args) => withLanguageFiles(init(...args), virtual, languages);
  }
}
