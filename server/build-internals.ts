// Files the build writes into public/ for itself, never for visitors: source maps (the full sources),
// webpack's stats, and the security headers as the server and nginx read them. They stay in the build
// (gatsby/post-build.ts and the deploy read them from disk; nginx includes its header file) and are
// answered 404 by both hosts: server/static-site.ts and the nginx site block (scripts/nginx/templates.ts
// writes these same patterns into it).

/** Patterns of the URL paths not served, as PCRE/JavaScript source (anchored where they must be). */
export const INTERNAL_PATHS: readonly string[] = [
  '\\.map$',
  '^/webpack\\.stats\\.json$',
  '^/(admin-)?security-headers\\.json$',
  '^/nginx-(admin-)?security-headers\\.conf$',
];

const INTERNAL = INTERNAL_PATHS.map((source) => new RegExp(source));

/** Whether a URL path (without its query) names one of the build's own files. */
export function isBuildInternal(urlPath: string): boolean {
  return INTERNAL.some((pattern) => pattern.test(urlPath));
}
