// What a browser test counts as a broken page: console errors, uncaught exceptions and CSP
// violations. And the one outside host the site uses, the trust-seal provider, which the tests cannot
// reach (Chromium's --host-resolver-rules maps every other host to NOTFOUND, see scripts/lib/local-site.ts): its
// image is answered by a local stub so that an unreachable sandbox is not reported as a site error.
import type { BrowserContext, Page } from '@playwright/test';

export const TRUST_SEAL_ORIGIN = 'https://trustseal.enamad.ir';

/** A 1×1 transparent PNG. */
const STUB_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** Answers the trust-seal provider's requests locally (the CSP still decides whether they may be made). */
export async function stubTrustSeal(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => url.origin === TRUST_SEAL_ORIGIN,
    (route) => route.fulfill({ status: 200, contentType: 'image/png', body: STUB_PNG, headers: { 'Cache-Control': 'no-store' } }),
  );
}

/** The not-found document itself, or Gatsby's page-data lookup for its path. */
function isOwnLookup(resource: string, pageUrl: string): boolean {
  if (resource === pageUrl) return true;
  const { origin, pathname } = new URL(pageUrl);
  const pagePath = pathname.replace(/\/+$/, '') || '/';
  return resource === `${origin}/page-data${pagePath === '/' ? '/index' : pagePath}/page-data.json`;
}

export type PageProblems = { reset: () => void; collect: () => Promise<string[]> };

/**
 * What Gatsby's registration logs when the context blocks service workers: Playwright's block makes
 * register() answer undefined. The harness's doing, not the site's.
 */
const BLOCKED_REGISTRATION = "Error during service worker registration: TypeError: Cannot read properties of undefined (reading 'addEventListener')";

/**
 * Records console errors, failed requests, page errors and Content-Security-Policy violations from
 * now on. On a not-found page (answered 404 on purpose) Chromium logs "Failed to load resource" for
 * the document and for Gatsby's lookup of the unknown path's page-data (/page-data/<path>/page-data.json,
 * which must answer 404): those two correct answers are not problems; any other 404 is. In a context
 * that blocks service workers (`serviceWorkersBlocked`), neither is Gatsby's failed registration.
 */
export function watchPageProblems(page: Page, { serviceWorkersBlocked = false }: { serviceWorkersBlocked?: boolean } = {}): PageProblems {
  let problems: string[] = [];
  let documentStatus = 0;
  page.on('response', (response) => {
    if (response.request().isNavigationRequest() && response.frame() === page.mainFrame()) documentStatus = response.status();
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    const own404 = documentStatus === 404 && /status of 404/.test(message.text()) && isOwnLookup(where, page.url());
    const blockedRegistration = serviceWorkersBlocked && message.text().startsWith(BLOCKED_REGISTRATION);
    if (!own404 && !blockedRegistration) problems.push(`console: ${message.text()} (${where})`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    // A navigation cut short by the next one is not a failure of the page.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`);
  });
  void page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__cspViolations.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`),
    );
  });
  return {
    reset: () => {
      problems = [];
    },
    collect: async () => {
      const csp = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []).catch(() => []);
      return [...problems, ...csp.map((v) => `CSP: ${v}`)];
    },
  };
}
