// The HTTP client: calls a named service, sends the site's headers, and turns every response or failure into one typed outcome.
import { languageOfPath, localizePath } from '../lib/i18n-config';
import { safeRef } from '../lib/safe-ref';
import { isSignInPath, SIGN_IN_PAGE } from '../lib/sign-in-pages';
import { readAuthState, type AuthState } from './auth-state';
import { parseEnvelope, type ApiMessage } from './envelope';
import { getService, SERVICES, type ServiceRegistry } from './registry';
import { fillPlaceholders, joinUrl, type UrlParams } from './url';

export const REQUEST_TIMEOUT_MS = 20_000;
export const DEFAULT_POWERED_BY = 'NeginAria-Web';

// Every error answer that is the envelope carries its first message (`message`, null when it has
// none): whatever the status, the visitor is shown the server's own words when there are some.
export type ApiOutcome<T = unknown> =
  | { kind: 'success'; status: number; data: T | null; messages: ApiMessage[] }
  /** The server answered with `success: false` (or a 4xx envelope). */
  | { kind: 'failure'; status: number; message: ApiMessage | null }
  | { kind: 'unauthorized'; status: 401; redirected: boolean; message: ApiMessage | null }
  | { kind: 'too-large'; status: 413; message: ApiMessage | null }
  | { kind: 'rate-limited'; status: 429; retryAfterSeconds: number | null; message: ApiMessage | null }
  /** 5xx: a 503 with Retry-After is "come back later", said in words. */
  | { kind: 'server-error'; status: number; retryAfterSeconds: number | null; message: ApiMessage | null }
  /** The body was not JSON (an HTML error page from a proxy, say) or not the envelope. */
  | { kind: 'invalid-response'; status: number }
  | { kind: 'network' }
  | { kind: 'timeout' }
  | { kind: 'offline' };

export type CallOptions = {
  params?: UrlParams;
  body?: unknown;
  /** Sent as `Idempotency-Key` so that a retried submission is recognised by the server. */
  idempotencyKey?: string;
};

export type LocationLike = Pick<Location, 'pathname' | 'search' | 'hash' | 'origin' | 'assign'>;

export type ApiClientDeps = {
  fetch?: typeof fetch;
  location?: LocationLike;
  baseUrl?: string;
  poweredBy?: string;
  timeoutMs?: number;
  auth?: AuthState;
  registry?: ServiceRegistry;
  isOnline?: () => boolean;
};

export type ApiClient = {
  call<T = unknown>(name: string, options?: CallOptions): Promise<ApiOutcome<T>>;
  readonly auth: AuthState;
};

/** The sign-in URL for the current page: localized prefix (/en on English pages) and a sanitised `ref`. */
export function authenticationUrl(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const ref = safeRef(`${location.pathname}${location.search}${location.hash}`);
  return `${localizePath(SIGN_IN_PAGE, languageOfPath(location.pathname))}?ref=${encodeURIComponent(ref)}`;
}

function defaultBaseUrl(location: LocationLike | undefined): string {
  // Gatsby inlines GATSBY_* variables at build time only when written out literally like this.
  const configured = process.env.GATSBY_API_URL;
  if (configured) return configured;
  if (location) return location.origin;
  throw new Error('No API base URL: set GATSBY_API_URL or call from the browser');
}

function browserLocation(): LocationLike | undefined {
  return typeof window === 'undefined' ? undefined : window.location;
}

function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

function retryAfter(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

async function readJson(response: Response): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const type = response.headers.get('content-type') ?? '';
  let text: string;
  try {
    text = await response.text();
  } catch {
    return { ok: false };
  }
  // An HTML page (a proxy's 502, a captive portal) is never an answer, whatever its status.
  if (/html/i.test(type) || /^\s*</.test(text)) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** Creates a client; everything it touches in the browser (fetch, location, cookies) can be injected. */
export function createApiClient(deps: ApiClientDeps = {}): ApiClient {
  const registry = deps.registry ?? SERVICES;
  const timeoutMs = deps.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const poweredBy = deps.poweredBy ?? (process.env.GATSBY_POWERED_BY || DEFAULT_POWERED_BY);
  const isOnline = deps.isOnline ?? browserOnline;
  // Auth state (token and user cookies) is read once, when the client starts.
  const auth = deps.auth ?? readAuthState();
  // Looked up per call so tests (and polyfills) that replace the global fetch are honoured.
  const doFetch: typeof fetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function call<T>(name: string, options: CallOptions = {}): Promise<ApiOutcome<T>> {
    // Programming errors (unknown service, missing placeholder) throw before anything is sent.
    const service = getService(name, registry);
    const location = deps.location ?? browserLocation();
    const url = joinUrl(deps.baseUrl ?? defaultBaseUrl(location), fillPlaceholders(service.url, options.params));

    if (!isOnline()) return { kind: 'offline' };

    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'X-Powered-By': poweredBy,
    };
    if (service.authenticated && auth.token) headers.Authorization = `Bearer ${auth.token}`;
    if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);

    try {
      let response: Response;
      try {
        response = await doFetch(url, {
          method: service.method,
          headers,
          body: service.method === 'GET' || options.body === undefined ? undefined : JSON.stringify(options.body),
          signal: controller.signal,
          credentials: 'same-origin',
        });
      } catch {
        if (timedOut) return { kind: 'timeout' };
        return isOnline() ? { kind: 'network' } : { kind: 'offline' };
      }

      const { status } = response;
      const body = await readJson(response);
      if (timedOut) return { kind: 'timeout' };
      const envelope = body.ok ? parseEnvelope<T>(body.value) : null;
      const message = envelope?.messages[0] ?? null;
      const retryAfterSeconds = retryAfter(response.headers.get('retry-after'));

      if (status === 413) return { kind: 'too-large', status, message };
      if (status === 429) return { kind: 'rate-limited', status, retryAfterSeconds, message };
      if (status >= 500) return { kind: 'server-error', status, retryAfterSeconds, message };

      if (status === 401) {
        let redirected = false;
        if (location && !isSignInPath(location.pathname)) {
          location.assign(authenticationUrl(location));
          redirected = true;
        }
        return { kind: 'unauthorized', status: 401, redirected, message };
      }

      if (!envelope) return { kind: 'invalid-response', status };
      if (envelope.success && response.ok) return { kind: 'success', status, data: envelope.data, messages: envelope.messages };
      return { kind: 'failure', status, message };
    } finally {
      clearTimeout(timer);
    }
  }

  return { call, auth };
}

let defaultClient: ApiClient | null = null;

/** The page's shared client, created on first use in the browser (so the cookies it reads are the visitor's). */
export function getApiClient(): ApiClient {
  if (!defaultClient) defaultClient = createApiClient();
  return defaultClient;
}

/** Forgets the shared client, e.g. after sign-in changed the cookies (and between tests). */
export function resetApiClient(): void {
  defaultClient = null;
}
