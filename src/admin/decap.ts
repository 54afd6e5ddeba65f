// The part of Decap CMS's browser API this editor uses, typed. Decap's standalone bundle (decap-cms.js,
// loaded by src/admin/main.ts) brings its own React and puts its registry on `window.CMS`, React's
// createElement on `window.h` and create-react-class on `window.createClass`; the editor's modules are
// bundled without React and reach Decap's through these.
import type { ComponentType } from 'react';
import type { Phrases } from './contract';

/** An Immutable.js value as Decap hands it over (entry data, fields), or a plain one. */
export type ImmutableLike = {
  get(key: string): unknown;
  getIn(path: readonly (string | number)[]): unknown;
  set(key: string, value: unknown): ImmutableLike;
  toJS(): unknown;
};

/** A custom file format: the file's text to the entry's data, and back. */
export type Formatter = { fromFile(text: string): unknown; toFile(data: unknown): string };

/** What Decap gives a widget's control. */
export type ControlProps = {
  value: unknown;
  field: ImmutableLike;
  entry: ImmutableLike;
  forID: string;
  classNameWrapper: string;
  setActiveStyle: () => void;
  setInactiveStyle: () => void;
  onChange: (value: unknown) => void;
  /** The pane's language, in a two-language (i18n) form. */
  locale?: string;
};

/** What Decap gives a preview template. */
export type PreviewProps = {
  entry: ImmutableLike;
  fields: ImmutableLike;
  getAsset: (path: string) => { toString(): string } | string | null | undefined;
};

/** A widget control's validity, as Decap reads it from `isValid()`. */
export type Validity = true | { error: { message: string } };

/** A create-react-class specification: `this.props` in every method. */
export type ControlSpec = ThisType<{ props: ControlProps }> & {
  isValid?: () => Validity;
  render: () => unknown;
  [method: string]: unknown;
};

/** A backend's implementation class: Decap calls `init(config, options)` for a new instance. */
export type BackendClass = { init: (...args: unknown[]) => unknown };

export type Decap = {
  init(options: { config: unknown }): void;
  getLocale(locale: string): Phrases | undefined;
  getBackend(name: string): BackendClass | undefined;
  registerCustomFormat(name: string, extension: string, formatter: Formatter): void;
  registerWidget(name: string, control: unknown, preview?: ComponentType<{ value: unknown }>): void;
  registerPreviewTemplate(name: string, component: ComponentType<PreviewProps>): void;
  registerPreviewStyle(href: string): void;
};

type DecapWindow = Window & {
  CMS?: Decap;
  CMS_MANUAL_INIT?: boolean;
  h?: (type: unknown, props: unknown, ...children: unknown[]) => unknown;
  createClass?: (spec: ControlSpec) => unknown;
};

const win = () => window as DecapWindow;

/** Decap's registry, once decap-cms.js has run. */
export function decap(): Decap {
  const cms = win().CMS;
  if (!cms) throw new Error('decap-cms.js has not run');
  return cms;
}

/** React's createElement of Decap's bundle. */
export function createElement(type: unknown, props: unknown, ...children: unknown[]): unknown {
  const h = win().h;
  if (!h) throw new Error('decap-cms.js has not run');
  return h(type, props, ...children);
}

/** A widget control class in Decap's React. */
export function createControl(spec: ControlSpec): unknown {
  const createClass = win().createClass;
  if (!createClass) throw new Error('decap-cms.js has not run');
  return createClass(spec);
}

/** Tells Decap, before its bundle runs, that src/admin/main.ts starts it with the generated configuration. */
export function startManually(): void {
  win().CMS_MANUAL_INIT = true;
}

/** A value from Decap (Immutable) or already plain, as plain JSON. */
export function plain<T>(value: unknown): T {
  return (value && typeof (value as ImmutableLike).toJS === 'function' ? (value as ImmutableLike).toJS() : value) as T;
}
