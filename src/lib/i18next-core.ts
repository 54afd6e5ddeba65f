// The part of i18next this site uses, in about 2 KB instead of i18next's 14.6 KB gzip (the home
// page's first-load budget of 115 KB gzip: docs/decisions.md). gatsby/webpack-patches.ts aliases `i18next` to this file for the browser and server bundles,
// and jest.config.js does the same, so tests render with what visitors get. The real i18next stays a
// dependency as the reference: __tests__/lib/i18next-core.test.ts checks that both give the same
// result for every key of every namespace in locales/, and gatsby/validate-locales.ts fails the build
// on syntax this core does not implement (plurals, nesting `$t(...)`, formatters `{{x, fmt}}`).
//
// Implemented, as i18next 22 does it: createInstance/init/use, namespaces (`ns:key`, defaultNS,
// fallbackNS), fallbackLng, keySeparator paths into objects and arrays, returnObjects (each string
// inside is interpolated), defaultValue, key arrays, getFixedT with keyPrefix, exists,
// `{{var}}`/`{{- var}}`/`{{a.b}}` interpolation (a missing variable keeps its placeholder), escapeValue,
// `replace`, changeLanguage and the events react-i18next listens to.

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type Bundle = { [key: string]: Json };
export type Resources = Record<string, Record<string, Bundle>>;
type FallbackLng = string | readonly string[] | false | { [lng: string]: readonly string[] } | undefined;

export type TOptions = {
  [key: string]: unknown;
  lng?: string;
  lngs?: readonly string[];
  fallbackLng?: FallbackLng;
  ns?: string | readonly string[];
  defaultValue?: unknown;
  returnObjects?: boolean;
  keyPrefix?: string;
  replace?: Record<string, unknown>;
  interpolation?: { escapeValue?: boolean };
};

export type InitOptions = {
  [key: string]: unknown;
  resources?: Resources;
  lng?: string;
  fallbackLng?: FallbackLng;
  ns?: string | string[];
  defaultNS?: string | readonly string[] | false;
  fallbackNS?: string | readonly string[] | false;
  keySeparator?: string | false;
  nsSeparator?: string | false;
  returnObjects?: boolean;
  returnNull?: boolean;
  returnEmptyString?: boolean;
  interpolation?: { escapeValue?: boolean; prefix?: string; suffix?: string };
  react?: Record<string, unknown>;
};

type TFunction = ((key: string | readonly string[], options?: TOptions | string, extra?: TOptions) => unknown) & {
  lng?: string;
  lngs?: readonly string[];
  ns?: string | readonly string[];
  keyPrefix?: string;
};

type Listener = (...args: unknown[]) => void;
type Plugin = { type?: string; init?: (instance: I18nCore) => void };

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '/': '&#x2F;' };
const escapeHtml = (text: string) => text.replace(/[&<>"'/]/g, (c) => ESCAPES[c]);
const escapeRegExp = (text: string) => text.replace(/[-[\]/{}()*+?.\\^$|]/g, '\\$&');
const has = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);
const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object';
const toList = <T>(value: T | readonly T[] | false | null | undefined): T[] =>
  value === undefined || value === null || value === false ? [] : Array.isArray(value) ? [...value] : [value as T];

/** `a.b.0` in nested objects and arrays, own properties only; a flat key holding dots is tried last. */
function lookup(root: unknown, key: string, separator: string | false): unknown {
  if (!isObject(root)) return undefined;
  let node: unknown = root;
  for (const part of separator ? key.split(separator) : [key]) {
    if (!isObject(node) || !has(node, part)) {
      node = undefined;
      break;
    }
    node = node[part];
  }
  return node === undefined && has(root, key) ? root[key] : node;
}

/**
 * i18next's interpolation: `{{name}}`, `{{ a.b }}` and unescaped `{{- name}}`; a variable that is not
 * given keeps its placeholder, null prints nothing, and values are inserted literally (no `$&`).
 */
const placeholderPatterns = new Map<string, RegExp>();

export function interpolate(
  text: string,
  data: Record<string, unknown>,
  escapeValue = false,
  { prefix = '{{', suffix = '}}' }: { prefix?: string; suffix?: string } = {},
): string {
  // Compiled once per delimiter pair: t() runs this for every string a page renders.
  const delimiters = `${prefix}\u0000${suffix}`;
  let pattern = placeholderPatterns.get(delimiters);
  if (!pattern) {
    pattern = new RegExp(`${escapeRegExp(prefix)}(-?)(.+?)${escapeRegExp(suffix)}`, 'g');
    placeholderPatterns.set(delimiters, pattern);
  }
  return text.replace(pattern, (whole, raw: string, name: string) => {
    const value = lookup(data, name.trim(), '.');
    if (value === undefined) return whole;
    const inserted = value === null ? '' : String(value);
    return escapeValue && !raw ? escapeHtml(inserted) : inserted;
  });
}

export class I18nCore {
  options: InitOptions & { ns: string[]; defaultNS: string[]; interpolation: { escapeValue: boolean; prefix: string; suffix: string } };
  language = '';
  languages: string[] = [];
  resolvedLanguage = '';
  isInitialized = false;
  readonly store: { data: Resources; on: I18nCore['on']; off: I18nCore['off'] };
  // react-i18next reads these; with no backend, every bundle counts as loaded.
  readonly services = { backendConnector: { backend: null, state: {} as Record<string, number> } };
  reportNamespaces?: unknown;
  private listeners: Record<string, Listener[]> = {};

  constructor(options: InitOptions = {}, callback?: (error: unknown, t: TFunction) => void) {
    this.options = this.resolveOptions({});
    this.store = { data: {}, on: this.on.bind(this), off: this.off.bind(this) };
    if (options.resources || options.lng) void this.init(options, callback);
  }

  createInstance(options: InitOptions = {}, callback?: (error: unknown, t: TFunction) => void): I18nCore {
    return new I18nCore(options, callback);
  }

  use(plugin: Plugin): this {
    if (plugin?.type === '3rdParty') plugin.init?.(this);
    return this;
  }

  init(options: InitOptions | ((error: unknown, t: TFunction) => void) = {}, callback?: (error: unknown, t: TFunction) => void): Promise<TFunction> {
    if (typeof options === 'function') return this.init({}, options);
    this.options = this.resolveOptions(options);
    this.store.data = { ...(options.resources ?? {}) };
    this.setLanguage(options.lng ?? toList(this.options.fallbackLng as string | string[])[0] ?? 'dev');
    this.isInitialized = true;
    this.emit('initialized', this.options);
    callback?.(null, this.t);
    return Promise.resolve(this.t);
  }

  changeLanguage(lng: string, callback?: (error: unknown, t: TFunction) => void): Promise<TFunction> {
    this.setLanguage(lng);
    this.emit('languageChanged', lng);
    callback?.(null, this.t);
    return Promise.resolve(this.t);
  }

  /** i18next's `t`, bound, so it can be handed around as a function. */
  readonly t: TFunction = (key, options, extra) => this.translate(key, this.optionsOf(options, extra));

  getFixedT(lng: string | readonly string[] | null, ns?: string | readonly string[] | null, keyPrefix?: string): TFunction {
    const fixed: TFunction = (key, options, extra) => {
      const opts = this.optionsOf(options, extra);
      opts.lng = opts.lng || fixed.lng;
      opts.lngs = opts.lngs || fixed.lngs;
      opts.ns = opts.ns || fixed.ns;
      opts.keyPrefix = opts.keyPrefix || keyPrefix;
      const separator = this.options.keySeparator || '.';
      const prefixed = (k: string) => (opts.keyPrefix ? `${opts.keyPrefix}${separator}${k}` : k);
      return this.t(typeof key === 'string' ? prefixed(key) : key.map(prefixed), opts);
    };
    if (typeof lng === 'string') fixed.lng = lng;
    else if (lng) fixed.lngs = lng;
    fixed.ns = ns ?? undefined;
    fixed.keyPrefix = keyPrefix;
    return fixed;
  }

  exists(key: string | readonly string[], options?: TOptions): boolean {
    return this.isValid(this.resolve(toList(key), options ?? {}).value);
  }

  hasLoadedNamespace(): boolean {
    return true;
  }

  loadNamespaces(_ns: unknown, callback?: () => void): Promise<void> {
    callback?.();
    return Promise.resolve();
  }

  loadLanguages(_lngs: unknown, callback?: () => void): Promise<void> {
    callback?.();
    return Promise.resolve();
  }

  getResource(lng: string, ns: string, key: string): unknown {
    return lookup(this.store.data[lng]?.[ns], key, this.options.keySeparator ?? '.');
  }

  hasResourceBundle(lng: string, ns: string): boolean {
    return Boolean(this.store.data[lng]?.[ns]);
  }

  on(events: string, listener: Listener): this {
    for (const event of events.split(' ')) (this.listeners[event] ??= []).push(listener);
    return this;
  }

  off(event: string, listener?: Listener): this {
    this.listeners[event] = listener ? (this.listeners[event] ?? []).filter((l) => l !== listener) : [];
    return this;
  }

  emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners[event] ?? [])]) listener(...args);
  }

  // ----------------------------------------------------------------------------------------------

  private resolveOptions(options: InitOptions): I18nCore['options'] {
    const ns = toList(options.ns ?? (typeof options.defaultNS === 'string' ? options.defaultNS : 'translation'));
    return {
      keySeparator: '.',
      nsSeparator: ':',
      returnNull: true,
      returnEmptyString: true,
      fallbackLng: ['dev'],
      ...options,
      ns,
      defaultNS: options.defaultNS === undefined ? ns.slice(0, 1) : toList(options.defaultNS),
      interpolation: { escapeValue: true, prefix: '{{', suffix: '}}', ...options.interpolation },
    };
  }

  private setLanguage(lng: string): void {
    this.language = lng;
    this.languages = this.hierarchy(lng);
    this.resolvedLanguage = this.languages.find((code) => this.store.data[code]) ?? lng;
  }

  /** `en-US` → en-US, en, then the fallback languages. */
  private hierarchy(lng: string, fallbackLng: FallbackLng = this.options.fallbackLng): string[] {
    const fallbacks =
      isObject(fallbackLng) && !Array.isArray(fallbackLng)
        ? [...((fallbackLng as Record<string, string[]>)[lng] ?? []), ...((fallbackLng as Record<string, string[]>).default ?? [])]
        : toList(fallbackLng as string | string[]);
    const codes = [lng, lng.includes('-') ? lng.split('-')[0] : '', ...fallbacks];
    return codes.filter((code, i) => code && codes.indexOf(code) === i);
  }

  /** i18next's overloads: t(key, options), t(key, defaultValue), t(key, defaultValue, options). */
  private optionsOf(options: TOptions | string | undefined, extra?: TOptions): TOptions {
    if (typeof options === 'string') return { ...extra, defaultValue: options };
    return { ...options };
  }

  private isValid(value: unknown): boolean {
    if (value === undefined) return false;
    if (value === null) return Boolean(this.options.returnNull);
    if (value === '') return Boolean(this.options.returnEmptyString);
    return true;
  }

  /** `ns:key` → the key and its namespaces (the key's own, else the call's, else the default). */
  private splitKey(key: string, options: TOptions): { key: string; namespaces: string[] } {
    const separator = this.options.nsSeparator;
    let namespaces = toList(options.ns ?? this.options.defaultNS);
    if (separator && key.includes(separator)) {
      const [ns, ...rest] = key.split(separator);
      namespaces = [ns];
      key = rest.join(separator);
    }
    return { key, namespaces };
  }

  private resolve(keys: readonly string[], options: TOptions): { value: unknown; key: string; namespaces: string[] } {
    let last = this.splitKey('', options); // replaced by the last key's below; stays only for no keys
    // The current language's hierarchy is computed once, by setLanguage.
    const codes = options.lngs
      ? [...options.lngs]
      : !options.lng && options.fallbackLng === undefined
        ? this.languages
        : this.hierarchy(options.lng || this.language, options.fallbackLng ?? this.options.fallbackLng);
    for (const candidate of keys) {
      const { key, namespaces } = this.splitKey(candidate, options);
      for (const ns of [...namespaces, ...toList(this.options.fallbackNS)]) {
        for (const code of codes) {
          const value = this.getResource(code, ns, key);
          if (this.isValid(value)) return { value, key, namespaces };
        }
      }
      last = { key, namespaces };
    }
    return { value: undefined, ...last };
  }

  private translate(keys: string | readonly string[] | null | undefined, options: TOptions): unknown {
    if (keys === undefined || keys === null) return '';
    const { value, key, namespaces } = this.resolve(toList(keys).map(String), options);
    if (isObject(value)) {
      if (!(options.returnObjects || this.options.returnObjects)) return `key '${key} (${this.language})' returned an object instead of string.`;
      const separator = this.options.keySeparator;
      const copy: Record<string, unknown> = Array.isArray(value) ? ([] as unknown as Record<string, unknown>) : {};
      for (const part of Object.keys(value)) {
        const deepKey = `${key}${separator}${part}`;
        const deep = this.translate(deepKey, { ...options, joinArrays: false, ns: namespaces });
        copy[part] = deep === deepKey ? value[part] : deep;
      }
      return copy;
    }
    const found = this.isValid(value) ? value : options.defaultValue !== undefined && this.isValid(options.defaultValue) ? options.defaultValue : key;
    return typeof found === 'string' ? this.interpolate(found, options) : found;
  }

  private interpolate(text: string, options: TOptions): string {
    const data = isObject(options.replace) ? options.replace : options;
    return interpolate(text, data, options.interpolation?.escapeValue ?? this.options.interpolation.escapeValue, this.options.interpolation);
  }
}

const i18next = new I18nCore();
export default i18next;
export const createInstance = i18next.createInstance.bind(i18next);
