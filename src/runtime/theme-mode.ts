// Theme mode (light/dark) from the `theme` cookie; dark when absent (docs/decisions.md, "Theme"). The same decision is
// made by the inline head script before first paint and by the toggle after hydration.
import { readCookie, writeCookie } from './cookies';

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

export function readThemeMode(): ThemeMode {
  if (typeof document !== 'undefined') {
    const attr = document.documentElement.getAttribute('data-theme');
    if (attr === 'light' || attr === 'dark') return attr;
  }
  return themeFromCookieValue(readCookie(THEME_COOKIE));
}

export function applyThemeMode(mode: ThemeMode): void {
  document.documentElement.setAttribute('data-theme', mode);
  writeCookie(THEME_COOKIE, mode, { maxAgeDays: 365 });
}
