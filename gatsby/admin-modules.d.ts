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
  export function startEditor(options?: { repoDir?: string; port?: number; backendPort?: number; quiet?: boolean }): Promise<{ editorUrl: string; backendUrl: string; stop: () => Promise<void> }>;
}
