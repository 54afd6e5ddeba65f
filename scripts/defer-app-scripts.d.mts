// Types for scripts/defer-app-scripts.mjs (imported by its Jest test).
export declare const NO_FRAME_FALLBACK_MS: number;
export declare function appScriptLoader(urls: string[]): string;
export declare function deferAppScripts(html: string): string;
