// Client state from the user agent: platform, device class and browser, from fixtures.
import { detectBrowser, detectClientEnv, detectDeviceClass, detectPlatform, directionOf, SERVER_ENV } from '../../src/runtime/client-env';

const UA = {
  windowsPhone:
    'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0.2743.116 Mobile Safari/537.36 Edge/15.14977',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  ipadOS: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  androidPhone: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  androidFirefox: 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0',
  windowsChrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  windowsFirefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
  windowsEdge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  macChrome: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  empty: '',
};

describe('client environment from the user agent', () => {
  it.each([
    ['Windows Phone (which also names Android)', UA.windowsPhone, 0, 'windows-phone', 'mobile', 'chrome'],
    ['iPhone Safari', UA.iphone, 5, 'ios', 'mobile', null],
    ['iPhone Chrome', UA.iphoneChrome, 5, 'ios', 'mobile', 'chrome'],
    ['iPad', UA.ipad, 5, 'ios', 'tablet', null],
    ['iPadOS with a desktop user agent and a touch screen', UA.ipadOS, 5, 'ios', 'tablet', null],
    ['Android phone Chrome', UA.androidPhone, 5, 'android', 'mobile', 'chrome'],
    ['Android tablet (no "Mobile")', UA.androidTablet, 5, 'android', 'tablet', 'chrome'],
    ['Android Firefox', UA.androidFirefox, 5, 'android', 'mobile', 'firefox'],
    ['Windows Chrome', UA.windowsChrome, 0, 'windows', 'desktop', 'chrome'],
    ['Windows Firefox', UA.windowsFirefox, 0, 'windows', 'desktop', 'firefox'],
    ['Windows Edge (Chromium)', UA.windowsEdge, 0, 'windows', 'desktop', 'chrome'],
    ['Mac Safari without touch', UA.macSafari, 0, 'mac', 'desktop', null],
    ['Mac Chrome', UA.macChrome, 0, 'mac', 'desktop', 'chrome'],
    ['Linux Firefox', UA.linuxFirefox, 0, 'unknown', 'desktop', 'firefox'],
    ['an empty user agent', UA.empty, 0, 'unknown', 'desktop', null],
  ])('%s', (_name, ua, touch, platform, deviceClass, browser) => {
    expect(detectPlatform(ua, touch)).toBe(platform);
    expect(detectDeviceClass(ua, touch)).toBe(deviceClass);
    expect(detectBrowser(ua)).toBe(browser);
    expect(detectClientEnv(ua, touch)).toEqual({ platform, deviceClass, browser });
  });

  it('gives Persian right-to-left and English left-to-right', () => {
    expect(directionOf('fa')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });

  it('renders on the server with neutral values', () => {
    expect(SERVER_ENV).toEqual({ platform: 'unknown', deviceClass: 'desktop', browser: null });
  });
});
