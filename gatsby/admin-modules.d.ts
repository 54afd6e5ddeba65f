// Types of the web editor's plain ES modules (static/admin/, served as they are), for the tests and
// scripts that import them.
declare module '*/static/admin/json-format.js' {
  export function formatJson(value: unknown): string;
  export const LIST_FIELD: string;
  export function ordered(value: unknown, fields: { name: string; widget?: string; required?: boolean; nullable?: boolean; fields?: unknown[] }[]): unknown;
  export function rememberKeyOrder<T>(value: T): T;
  export function restoreKeyOrder<T>(value: T): T;
}
declare module '*/scripts/cms.mjs' {
  export function startEditor(options?: {
    repoDir?: string;
    port?: number;
    backendPort?: number;
    quiet?: boolean;
  }): Promise<{ editorUrl: string; backendUrl: string; stop: () => Promise<void> }>;
}
declare module '*/static/admin/months.js' {
  export type MonthProblem = { kind: 'format' | 'first' | 'order' | 'twice'; month: string; expected?: string; previous?: string };
  export function monthAfter(key: string): string | null;
  export function monthProblems(keys: string[], inception: string): Map<number, MonthProblem>;
  export function fillMessage(template: string, values: Record<string, string | undefined>): string;
}
declare module '*/static/admin/copy-files.js' {
  export function languageFile(path: string, lang: string): string;
  export function joinLanguages(texts: string[], languages: string[]): string;
  export function splitLanguages(path: string, raw: string, languages: string[], lastRead?: Map<string, string>): { path: string; raw: string }[];
}
declare module '*/static/admin/bidi.js' {
  export function isolate(value: unknown): string;
  export function isolateLatin(text: string): string;
}
