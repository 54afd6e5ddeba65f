// What the browser tells us about the visitor's device (the client state of src/context/ClientStateContext.tsx): platform, device
// class and browser from the user agent, plus direction from the page's language. Pure functions,
// so the same answers come out of unit tests (user-agent fixtures) and the browser.
import { LOCALE_META, type Language } from '../lib/i18n-config';

export const PLATFORMS = ['windows-phone', 'ios', 'android', 'windows', 'mac', 'unknown'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** Chromium-based browsers (Chrome, Edge, Opera, Samsung Internet) count as 'chrome'; anything else that is not Firefox is null. */
export type BrowserName = 'chrome' | 'firefox' | null;

export type Direction = 'rtl' | 'ltr';

/** iPadOS 13+ reports a Mac user agent; only its touch screen gives it away. */
function isIPadOS(ua: string, maxTouchPoints: number): boolean {
  return /Macintosh/.test(ua) && maxTouchPoints > 1;
}

/** Order matters: Windows Phone user agents also name Android and iPhone. */
export function detectPlatform(ua: string, maxTouchPoints = 0): Platform {
  if (/Windows Phone|IEMobile|WPDesktop/i.test(ua)) return 'windows-phone';
  if (/iPhone|iPad|iPod/.test(ua) || isIPadOS(ua, maxTouchPoints)) return 'ios';
  if (/Android/i.test(ua)) return 'android';
  if (/Windows NT|Win64|Win32|Windows/i.test(ua)) return 'windows';
  if (/Macintosh|Mac OS X/.test(ua)) return 'mac';
  return 'unknown';
}

export function detectDeviceClass(ua: string, maxTouchPoints = 0): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk|Kindle/i.test(ua) || isIPadOS(ua, maxTouchPoints)) return 'tablet';
  // Android phones say "Mobile"; Android tablets do not.
  if (/Android/i.test(ua)) return /Mobile/i.test(ua) ? 'mobile' : 'tablet';
  if (/Mobi|iPhone|iPod|Windows Phone|IEMobile|BlackBerry|Opera Mini/i.test(ua)) return 'mobile';
  return 'desktop';
}

export function detectBrowser(ua: string): BrowserName {
  if (/Firefox\/|FxiOS\//.test(ua)) return 'firefox';
  if (/Chrome\/|CriOS\/|Chromium\//.test(ua)) return 'chrome';
  return null;
}

export function directionOf(language: Language): Direction {
  return LOCALE_META[language].dir;
}

export type ClientEnv = { platform: Platform; deviceClass: DeviceClass; browser: BrowserName };

/** The values server rendering and the first client render agree on; the real ones arrive after mount. */
export const SERVER_ENV: ClientEnv = { platform: 'unknown', deviceClass: 'desktop', browser: null };

export function detectClientEnv(ua: string, maxTouchPoints = 0): ClientEnv {
  return { platform: detectPlatform(ua, maxTouchPoints), deviceClass: detectDeviceClass(ua, maxTouchPoints), browser: detectBrowser(ua) };
}
