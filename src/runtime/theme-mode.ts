// The theme in the browser: read from <html> (set by the head script, src/lib/theme.ts) or the cookie,
// and switched by the toggles.
import { readCookie, writeCookie } from './cookies';
import { THEME_COOKIE, themeFromCookieValue, type ThemeMode } from '../lib/theme';

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
