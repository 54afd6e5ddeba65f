// Pages reused from test to test in a worker, each reset to what a first-time visitor brings. Loading a
// page in a renderer that is already running costs about half the CPU of loading it in a new context
// (0.45 against 0.8 CPU-seconds per page on the 2-core machine), and the browser tests open
// hundreds of pages. What a reused page keeps is the browser's HTTP cache, as a visitor's second
// page would.
import { test, type Browser, type BrowserContext, type BrowserContextOptions, type Dialog, type Page } from '@playwright/test';
import { stubTrustSeal } from './page-problems';

type Disposable = { dispose: () => Promise<void> };
/** What a page and a context have of Node's EventEmitter. */
type Emitter = { eventNames(): (string | symbol)[]; listeners(name: string | symbol): unknown[]; off(name: string | symbol, listener: unknown): unknown };
type Reused = {
  context: BrowserContext;
  page: Page;
  /** The test that has it now (a test asking twice gets a second one). */
  holder?: object;
  /** What the holder added that cannot be removed otherwise: init scripts, exposed functions. */
  added: Disposable[];
  /** The listeners the page and the context had when opened (Playwright's own). */
  ownListeners: Map<Emitter, Map<string | symbol, Set<unknown>>>;
};

const pools = new WeakMap<Browser, Map<string, Reused[]>>();
const DEFAULT_VIEWPORT = { width: 1280, height: 720 };

function listenersOf(target: Page | BrowserContext) {
  const emitter = target as unknown as Emitter;
  return new Map(emitter.eventNames().map((name) => [name, new Set<unknown>(emitter.listeners(name))]));
}

/** Records what `method` returns to undo, on `target` (a page or a context). */
function recordAdded(target: Page | BrowserContext, reused: Reused, method: 'addInitScript' | 'exposeFunction' | 'exposeBinding') {
  const original = (target[method] as (...args: unknown[]) => Promise<Disposable>).bind(target);
  Object.assign(target, {
    [method]: async (...args: unknown[]) => {
      const added = await original(...args);
      reused.added.push(added);
      return added;
    },
  });
}

/**
 * Every option of a context, unset. Playwright gives a context a test creates the options of that test
 * (test.use) where it names none, and a reused context outlives the test that opened it: each option
 * is named, so a context has only those it was asked for.
 */
const UNSET: Record<keyof BrowserContextOptions, undefined> = {
  acceptDownloads: undefined,
  baseURL: undefined,
  bypassCSP: undefined,
  clientCertificates: undefined,
  colorScheme: undefined,
  contrast: undefined,
  deviceScaleFactor: undefined,
  extraHTTPHeaders: undefined,
  forcedColors: undefined,
  geolocation: undefined,
  hasTouch: undefined,
  httpCredentials: undefined,
  ignoreHTTPSErrors: undefined,
  isMobile: undefined,
  javaScriptEnabled: undefined,
  locale: undefined,
  logger: undefined,
  offline: undefined,
  permissions: undefined,
  proxy: undefined,
  recordHar: undefined,
  recordVideo: undefined,
  reducedMotion: undefined,
  screen: undefined,
  serviceWorkers: undefined,
  storageState: undefined,
  strictSelectors: undefined,
  timezoneId: undefined,
  userAgent: undefined,
  viewport: undefined,
};

async function open(browser: Browser, options: BrowserContextOptions): Promise<Reused> {
  const context = await browser.newContext({ ...UNSET, serviceWorkers: 'block', ...options });
  const page = await context.newPage();
  const reused: Reused = { context, page, added: [], ownListeners: new Map() };
  reused.ownListeners.set(page as unknown as Emitter, listenersOf(page));
  reused.ownListeners.set(context as unknown as Emitter, listenersOf(context));
  for (const target of [page, context]) for (const method of ['addInitScript', 'exposeFunction', 'exposeBinding'] as const) recordAdded(target, reused, method);
  return reused;
}

/**
 * Undoes what the last holder did: listeners, routes, init scripts and exposed functions it added; it
 * set offline, permissions, a viewport or emulated media; the cookies and storage (local, session,
 * IndexedDB, Cache Storage, service workers) the site wrote. The page goes to a small document of the
 * same origin first, so the last page's scripts stop before its storage is cleared and the renderer
 * is kept (a navigation to another site, about:blank too, starts a new one).
 */
async function reset({ context, page, added, ownListeners }: Reused, options: BrowserContextOptions) {
  for (const [emitter, own] of ownListeners) {
    for (const name of emitter.eventNames()) {
      for (const listener of emitter.listeners(name)) if (!own.get(name)?.has(listener)) emitter.off(name, listener);
    }
  }
  await Promise.all(added.splice(0).map((d) => d.dispose()));
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(options.offline ?? false);
  await context.clearPermissions();
  // A page that asks before it is left (an editor with unsaved changes) is left.
  const leave = (dialog: Dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss());
  page.on('dialog', leave);
  const url = new URL(page.url());
  if (url.protocol === 'http:' || url.protocol === 'https:') {
    // Whatever it answers (robots.txt or a not-found page) is a document of the origin. The server the
    // last test visited may be gone (a spec with a server of its own has ended).
    const blank = await page.goto(`${url.origin}/robots.txt`).catch(() => null);
    if (blank) await page.evaluate(() => sessionStorage.clear());
    else await page.goto('about:blank');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin: url.origin, storageTypes: 'all' });
    await cdp.detach();
  }
  page.off('dialog', leave);
  await context.clearCookies();
  await page.setViewportSize(options.viewport ?? DEFAULT_VIEWPORT);
  await page.emulateMedia({
    media: null,
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: options.reducedMotion ?? 'no-preference',
    forcedColors: options.forcedColors ?? 'none',
  });
}

/**
 * A page as a first-time visitor meets the site, for one test: the worker keeps a context for each set
 * of `options` (the viewport aside, which is set on the page) and hands its page to the next test that
 * asks for the same ones, reset (see `reset`), so a page is not kept across tests (in a beforeAll). The
 * test need not close it. A test that installs a clock (page.clock cannot be uninstalled) or depends on
 * a first visit (an empty HTTP cache, a service worker installing) takes a context of its own: `newPage`
 * in fixtures.ts.
 */
export async function visitorPage(browser: Browser, options: BrowserContextOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const holder = test.info();
  const pool = pools.get(browser) ?? new Map<string, Reused[]>();
  pools.set(browser, pool);
  const key = JSON.stringify({ ...options, viewport: undefined });
  // A page a test closed (or its context) is not handed out again.
  const reusable = (pool.get(key) ?? []).filter((reused) => !reused.page.isClosed());
  pool.set(key, reusable);
  const free = reusable.find((reused) => reused.holder !== holder);
  if (free) {
    free.holder = holder;
    await reset(free, options);
    return free;
  }
  const reused = await open(browser, options);
  reused.holder = holder;
  reusable.push(reused);
  return reused;
}

/**
 * The visitor page (visitorPage) of a visitor who chose the `theme` of the site at `origin` (its cookie,
 * which the header's switch writes), with the trust seal's provider answered locally, as the tests that
 * look at the site in each theme need it.
 */
export async function themedVisitorPage(
  browser: Browser,
  origin: string,
  theme: 'light' | 'dark',
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await visitorPage(browser, options);
  await opened.context.addCookies([{ name: 'theme', value: theme, url: origin }]);
  await stubTrustSeal(opened.context);
  return opened;
}
