// Starting the web editor: Decap CMS's standalone bundle (its own React, nothing shared with the site's
// pages), started with the configuration the build generated from the JSON Schemas (gatsby/cms/, written
// as config.<language>.json; the two sides share src/admin/contract.ts). Before it starts, this registers
// what Decap lacks: formats that write the repository's JSON (formats.ts), the page copy's two files read
// and written as one entry (copy-files.ts), the project's fields (widgets.tsx) and the previews
// (previews.tsx). main.ts calls it.
import { configFile, EDITOR_LANGUAGES, type GeneratedConfig, type Phrases, type UiLocale } from './contract';
import { keepControlsNamed } from './accessible-names';
import { wrapBackends } from './copy-files';
import { decap, startManually } from './decap';
import { formatsOf } from './formats';
import { registerPreviews } from './previews';
import { registerWidgets } from './widgets';

const LANGUAGE_KEY = 'cms-language';
const isLanguage = (value: string | null): value is UiLocale => (EDITOR_LANGUAGES as readonly (string | null)[]).includes(value);

/** The interface's language: `?lang=` (remembered), else the one remembered, else Persian. */
export function interfaceLanguage(search: string, storage: Pick<Storage, 'getItem' | 'setItem'> | null): UiLocale {
  const fromUrl = new URLSearchParams(search).get('lang');
  if (isLanguage(fromUrl)) {
    try {
      storage?.setItem(LANGUAGE_KEY, fromUrl);
    } catch {
      /* private mode: the choice lasts for this visit */
    }
    return fromUrl;
  }
  let stored: string | null = null;
  try {
    stored = storage?.getItem(LANGUAGE_KEY) ?? null;
  } catch {
    /* storage blocked */
  }
  return isLanguage(stored) ? stored : 'fa';
}

/** Puts the configuration's corrections into Decap's phrases of the interface's language. */
export function mergePhrases(into: Phrases | undefined, from: Phrases): void {
  if (!into) return;
  for (const [key, value] of Object.entries(from)) {
    const target = into[key];
    if (typeof value === 'object' && typeof target === 'object') mergePhrases(target, value);
    else into[key] = value;
  }
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`Could not load ${src}`));
    document.head.appendChild(script);
  });
}

export async function startEditor(ui: UiLocale): Promise<void> {
  startManually();
  await loadScript('decap-cms.js');
  const response = await fetch(configFile(ui), { cache: 'no-store' });
  if (!response.ok) throw new Error(`${configFile(ui)}: HTTP ${response.status}`);
  const generated = (await response.json()) as GeneratedConfig;
  const cms = decap();
  mergePhrases(cms.getLocale(ui), generated.editor.phrases);
  for (const [name, formatter] of formatsOf(generated)) cms.registerCustomFormat(name, 'json', formatter);
  wrapBackends((name) => cms.getBackend(name), generated.editor.copy);
  registerWidgets(cms);
  registerPreviews(cms);
  cms.init({ config: generated.decap });
  keepControlsNamed(document, generated.editor.controls);
}
