// Keeps a form's draft in sessionStorage (this tab only, gone when it closes: on a shared computer nothing outlives
// the browser session), one draft per form and page language: saved on every change, restored on load, cleared after
// a successful submit. A draft holds only what the visitor typed: a value the page filled in (a subject from the
// address) is not theirs and stays out. File fields are never stored; a restored draft that had one asks for it again.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useToast } from '../components/toast/use-toast';

const PREFIX = 'draft:';

type StoredDraft = { values: Record<string, unknown>; files: string[] };

export type UseDraftOptions<T extends FieldValues> = {
  /** Storage key of the form, e.g. 'contact'. */
  key: string;
  /** The page's language: a draft typed on the Persian page is not offered on the English one. */
  language: 'fa' | 'en';
  form: UseFormReturn<T, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- any form: its context and transformed values do not matter here
  defaults: T;
  /** Fields holding File objects: excluded from the draft. */
  fileFields?: ReadonlyArray<Path<T>>;
};

export type UseDraftResult = {
  /** Removes the stored draft (after a successful submit). */
  clear: () => void;
  /** File fields that were filled before the reload and must be chosen again. */
  filesToChooseAgain: readonly string[];
};

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled by the browser's privacy settings
  }
}

function readDraft(key: string): StoredDraft | null {
  try {
    const raw = storage()?.getItem(PREFIX + key);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    const { values, files } = parsed as Partial<StoredDraft>;
    if (!values || typeof values !== 'object' || Array.isArray(values)) return null;
    return { values, files: Array.isArray(files) ? files.filter((f): f is string => typeof f === 'string') : [] };
  } catch {
    return null;
  }
}

function writeDraft(key: string, draft: StoredDraft | null): void {
  try {
    const store = storage();
    if (!store) return;
    if (draft) store.setItem(PREFIX + key, JSON.stringify(draft));
    else store.removeItem(PREFIX + key);
  } catch {
    // Quota exceeded or storage blocked: the draft is a convenience, the form still works.
  }
}

function isBlank(value: unknown): boolean {
  return value === '' || value === null || value === undefined || value === false || (Array.isArray(value) && value.length === 0);
}

export function useDraft<T extends FieldValues>({ key: formKey, language, form, defaults, fileFields = [] }: UseDraftOptions<T>): UseDraftResult {
  const key = `${formKey}:${language}`;
  const { t } = useTranslation('feedback');
  const notify = useToast();
  const [filesToChooseAgain, setFilesToChooseAgain] = useState<readonly string[]>([]);
  const missingFiles = useRef<string[]>([]);
  const restored = useRef(false);
  /** Fields the visitor changed by typing or choosing (or restored from their own draft). */
  const typedFields = useRef(new Set<string>());
  const fileFieldsKey = fileFields.join('|');

  // Restore once, after mount (sessionStorage does not exist while the page is rendered at build time).
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const draft = readDraft(key);
    if (!draft) return;
    const files = fileFieldsKey ? fileFieldsKey.split('|') : [];
    const known = Object.keys(defaults);
    const values: Record<string, unknown> = { ...defaults };
    for (const name of known) {
      if (!files.includes(name) && Object.prototype.hasOwnProperty.call(draft.values, name)) {
        values[name] = draft.values[name];
        typedFields.current.add(name);
      }
    }
    form.reset(values as T, { keepDefaultValues: true });
    notify({ message: t('draft.restored'), variant: 'info' });
    missingFiles.current = draft.files.filter((f) => files.includes(f));
    if (missingFiles.current.length > 0) {
      setFilesToChooseAgain(missingFiles.current);
      notify({ message: t('draft.fileAgain'), variant: 'warning', duration: 8000 });
    }
  }, [defaults, fileFieldsKey, form, key, notify, t]);

  // Save on every change; a form back to empty leaves no draft behind.
  useEffect(() => {
    const files = fileFieldsKey ? fileFieldsKey.split('|') : [];
    const subscription = form.watch((all, { name: changed, type }) => {
      // A 'change' event is the visitor's own input; setValue() by the page (a prefilled subject) has no type.
      if (changed && type === 'change') typedFields.current.add(changed.split('.')[0]);
      const values: Record<string, unknown> = {};
      let typed = false;
      for (const [name, value] of Object.entries(all as Record<string, unknown>)) {
        if (files.includes(name) || !typedFields.current.has(name)) continue;
        values[name] = value;
        if (!isBlank(value) && value !== (defaults as Record<string, unknown>)[name]) typed = true;
      }
      const chosen = files.filter((f) => !isBlank((all as Record<string, unknown>)[f]));
      if (chosen.length > 0) {
        missingFiles.current = missingFiles.current.filter((f) => !chosen.includes(f));
        setFilesToChooseAgain((current) => (current.some((f) => chosen.includes(f)) ? missingFiles.current : current));
      }
      const pendingFiles = Array.from(new Set([...chosen, ...missingFiles.current]));
      writeDraft(key, typed || pendingFiles.length > 0 ? { values, files: pendingFiles } : null);
    });
    return () => subscription.unsubscribe();
  }, [defaults, fileFieldsKey, form, key]);

  const clear = useCallback(() => {
    missingFiles.current = [];
    typedFields.current.clear();
    setFilesToChooseAgain([]);
    writeDraft(key, null);
  }, [key]);

  return { clear, filesToChooseAgain };
}
