// Theme mode (light/dark) from the `theme` cookie; dark when absent (docs/decisions.md, "Theme"). The same decision is
// made by the inline head script before first paint, by the toggle after hydration (src/runtime/theme-mode.ts)
// and by the server for the staff area's page.

export const THEME_COOKIE = 'theme';
export const THEME_MODES = ['light', 'dark'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];
export const DEFAULT_THEME: ThemeMode = 'dark';

export function themeFromCookieValue(value: string | undefined): ThemeMode {
  return value === 'light' || value === 'dark' ? value : DEFAULT_THEME;
}

/**
 * Runs in <head> before the body paints: applies the theme from the cookie and marks that scripts
 * run (html[data-js]), which switches menus from CSS-only (no JavaScript) to scripted behaviour.
 * Kept tiny and free of template values: its CSP hash is computed at build time.
 */
export const THEME_BOOT_SCRIPT =
  "(function(){var d=document.documentElement,m=/(?:^|;\\s*)theme=(light|dark)(?:;|$)/.exec(document.cookie);d.setAttribute('data-theme',m?m[1]:'dark');d.setAttribute('data-js','')})();";
