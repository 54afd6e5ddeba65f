// A browser whose navigator.serviceWorker exists but is undefined (some in-app browsers), and one
// without the property at all: Gatsby's offline plugin, which reads navigator.serviceWorker.controller
// on every route update, must not throw in either, nor must the site's own runtime.
import { guardServiceWorker } from '../../src/runtime/service-worker-guard';
import { serviceWorkerSupported } from '../../gatsby/shims/register-service-worker';

// The offline plugin's browser hooks, as Gatsby bundles them (they read the global __BASE_PATH__).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the plugin ships CommonJS
const offlinePlugin = require('gatsby-plugin-offline/gatsby-browser') as {
  onRouteUpdate: (args: { location: { pathname: string }; getResourceURLsForPathname: (p: string) => string[] }) => void;
  onPostPrefetchPathname: (args: { pathname: string; getResourceURLsForPathname: (p: string) => string[] }) => void;
};

const routeUpdate = () => offlinePlugin.onRouteUpdate({ location: { pathname: '/en/' }, getResourceURLsForPathname: () => [] });
const prefetch = () => offlinePlugin.onPostPrefetchPathname({ pathname: '/en/about-us/', getResourceURLsForPathname: () => [] });

beforeAll(() => {
  (globalThis as { __BASE_PATH__?: string }).__BASE_PATH__ = '';
});

afterEach(() => {
  delete (window.navigator as { serviceWorker?: unknown }).serviceWorker;
});

describe('when navigator.serviceWorker exists but is undefined', () => {
  beforeEach(() => {
    Object.defineProperty(window.navigator, 'serviceWorker', { value: undefined, configurable: true });
  });

  it('is what makes the offline plugin throw on every page', () => {
    expect(routeUpdate).toThrow(/Cannot read properties of undefined \(reading 'controller'\)/);
  });

  it('gets an inert container: no controller, nothing to register, and the plugin runs', async () => {
    expect(guardServiceWorker(window)).toBe(true);
    expect('serviceWorker' in window.navigator).toBe(true);
    expect(window.navigator.serviceWorker.controller).toBeNull();
    await expect(window.navigator.serviceWorker.getRegistration()).resolves.toBeUndefined();
    expect(serviceWorkerSupported(window)).toBe(false);
    expect(routeUpdate).not.toThrow();
    expect(prefetch).not.toThrow();
  });
});

describe('when navigator has no serviceWorker property', () => {
  it('leaves it alone, and the plugin runs', () => {
    expect('serviceWorker' in window.navigator).toBe(false);
    expect(guardServiceWorker(window)).toBe(false);
    expect('serviceWorker' in window.navigator).toBe(false);
    expect(serviceWorkerSupported(window)).toBe(false);
    expect(routeUpdate).not.toThrow();
    expect(prefetch).not.toThrow();
  });
});

describe('when the browser has a real container', () => {
  it('leaves it alone', () => {
    const real = { controller: { postMessage: jest.fn() }, register: jest.fn() };
    Object.defineProperty(window.navigator, 'serviceWorker', { value: real, configurable: true });
    expect(guardServiceWorker(window)).toBe(false);
    expect(window.navigator.serviceWorker).toBe(real);
    routeUpdate();
    expect(real.controller.postMessage).toHaveBeenCalledWith({ gatsbyApi: 'enableOfflineShell' });
  });
});
