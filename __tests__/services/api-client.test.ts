// The HTTP client: registry, headers, placeholders, auth, 401 redirects, the ref allowlist and every failure kind.
import { authenticationUrl, createApiClient, REQUEST_TIMEOUT_MS, type ApiClientDeps, type LocationLike } from '../../src/services/api-client';
import { isSignInPath } from '../../src/lib/sign-in-pages';
import { readAuthState } from '../../src/services/auth-state';
import { parseEnvelope } from '../../src/services/envelope';
import { outcomeFeedback } from '../../src/services/outcome-feedback';
import { fillPlaceholders } from '../../src/services/url';
import { safeRef } from '../../src/lib/safe-ref';
import { fakeResponse, type FakeReply } from '../utils/fake-fetch';

function fakeLocation(pathname = '/contact-us/', search = '', hash = ''): LocationLike & { assign: jest.Mock } {
  return { pathname, search, hash, origin: 'https://site.example', assign: jest.fn() };
}

function setup(overrides: Partial<ApiClientDeps> = {}, response: FakeReply = { body: { success: true, data: { id: 1 }, messages: [] } }) {
  const fetchMock = jest.fn((_url: RequestInfo | URL, _init?: RequestInit) => Promise.resolve(fakeResponse(response)));
  const location = fakeLocation();
  const client = createApiClient({
    fetch: fetchMock as unknown as typeof fetch,
    location,
    baseUrl: 'https://api.example/',
    poweredBy: 'Test-Web',
    auth: { token: null, user: null },
    isOnline: () => true,
    ...overrides,
  });
  return { client, fetchMock, location };
}

function headersOf(fetchMock: jest.Mock): Record<string, string> {
  return (fetchMock.mock.calls[0][1] as RequestInit).headers as Record<string, string>;
}

describe('api client', () => {
  describe('when calling a registered service', () => {
    it('POSTs the JSON body to base URL + service path with the site headers', async () => {
      const { client, fetchMock } = setup();
      const outcome = await client.call('contactUs', { body: { fullName: 'Sara', language: 'en' } });
      expect(outcome).toEqual({ kind: 'success', status: 200, data: { id: 1 }, messages: [] });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      const [url, init] = fetchMock.mock.calls[0];
      expect(url).toBe('https://api.example/api/Contact/ContactWithUs');
      expect(init?.method).toBe('POST');
      expect(init?.body).toBe(JSON.stringify({ fullName: 'Sara', language: 'en' }));
      expect(headersOf(fetchMock)).toMatchObject({ 'Content-Type': 'application/json', 'X-Powered-By': 'Test-Web' });
      expect(headersOf(fetchMock)).not.toHaveProperty('Authorization');
      expect(headersOf(fetchMock)).not.toHaveProperty('Idempotency-Key');
    });

    it('sends the job application to its own path', async () => {
      const { client, fetchMock } = setup();
      await client.call('jobApplication', { body: {} });
      expect(fetchMock.mock.calls[0][0]).toBe('https://api.example/api/Contact/JobApplication');
    });

    it('sends an Idempotency-Key when one is given', async () => {
      const { client, fetchMock } = setup();
      await client.call('contactUs', { body: {}, idempotencyKey: 'key-123' });
      expect(headersOf(fetchMock)['Idempotency-Key']).toBe('key-123');
    });

    it('defaults the base URL to the page origin and X-Powered-By to the site name', async () => {
      const { client, fetchMock } = setup({ baseUrl: undefined, poweredBy: undefined });
      await client.call('contactUs', { body: {} });
      expect(fetchMock.mock.calls[0][0]).toBe('https://site.example/api/Contact/ContactWithUs');
      expect(headersOf(fetchMock)['X-Powered-By']).toBe('NeginAria-Web');
    });

    it('reads GATSBY_API_URL and GATSBY_POWERED_BY from the environment', async () => {
      const saved = { ...process.env };
      process.env.GATSBY_API_URL = 'https://backend.example/v1';
      process.env.GATSBY_POWERED_BY = 'Env-Web';
      try {
        const { client, fetchMock } = setup({ baseUrl: undefined, poweredBy: undefined });
        await client.call('contactUs', { body: {} });
        expect(fetchMock.mock.calls[0][0]).toBe('https://backend.example/v1/api/Contact/ContactWithUs');
        expect(headersOf(fetchMock)['X-Powered-By']).toBe('Env-Web');
      } finally {
        process.env = saved;
      }
    });
  });

  describe('when the service name is unknown', () => {
    it('throws an error naming it and sends nothing', async () => {
      const { client, fetchMock } = setup();
      await expect(client.call('deleteEverything')).rejects.toThrow('Service "deleteEverything" was not found');
      await expect(client.call('toString')).rejects.toThrow('Service "toString" was not found');
      expect(fetchMock).not.toHaveBeenCalled();
    });
  });

  describe('placeholders', () => {
    const registry = { order: { method: 'GET', url: 'api/orders/{{id}}/items/{{ item }}' } } as const;

    it('fills each {{name}} from params, URL-encoded', async () => {
      const { client, fetchMock } = setup({ registry });
      await client.call('order', { params: { id: 'a/b?c', item: 7 } });
      expect(fetchMock.mock.calls[0][0]).toBe('https://api.example/api/orders/a%2Fb%3Fc/items/7');
      expect(fetchMock.mock.calls[0][1]?.body).toBeUndefined();
    });

    it('throws on a missing param instead of sending "undefined", and sends nothing', async () => {
      const { client, fetchMock } = setup({ registry });
      await expect(client.call('order', { params: { id: 5 } })).rejects.toThrow('Missing URL parameter "item"');
      await expect(client.call('order', { params: { id: 5, item: null } })).rejects.toThrow('Missing URL parameter "item"');
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('does not take a param from the object prototype', () => {
      expect(() => fillPlaceholders('x/{{constructor}}', {})).toThrow('Missing URL parameter "constructor"');
    });
  });

  describe('authenticated services', () => {
    const registry = { profile: { method: 'GET', url: 'api/profile', authenticated: true }, open: { method: 'GET', url: 'api/open' } } as const;

    it('sends the bearer token read from the token cookie', async () => {
      const auth = readAuthState('theme=dark; token=abc.def-123; user=%7B%22name%22%3A%22Sara%22%7D');
      expect(auth).toEqual({ token: 'abc.def-123', user: { name: 'Sara' } });
      const { client, fetchMock } = setup({ registry, auth });
      await client.call('profile');
      expect(headersOf(fetchMock).Authorization).toBe('Bearer abc.def-123');
    });

    it('does not send the token to a service that is not marked authenticated', async () => {
      const { client, fetchMock } = setup({ registry, auth: { token: 'abc', user: null } });
      await client.call('open');
      expect(headersOf(fetchMock)).not.toHaveProperty('Authorization');
    });

    it('reads auth state from document.cookie by default and rejects malformed values', () => {
      document.cookie = 'token=tok-1; path=/';
      document.cookie = 'user=not-json; path=/';
      expect(readAuthState()).toEqual({ token: 'tok-1', user: null });
      expect(readAuthState('token=bad%20token; user=%5B1%2C2%5D')).toEqual({ token: null, user: null });
      document.cookie = 'token=; Max-Age=0; path=/';
      document.cookie = 'user=; Max-Age=0; path=/';
    });
  });

  describe('when the server answers 401', () => {
    it.each([
      ['/contact-us/', '?a=1', '#top', '/authentication/init/?ref=%2Fcontact-us%2F%3Fa%3D1%23top'],
      ['/en/contact-us/', '', '', '/en/authentication/init/?ref=%2Fen%2Fcontact-us%2F'],
      ['/en', '', '', '/en/authentication/init/?ref=%2Fen'],
    ])('on %s it sends the browser to sign in with the full path as ref', async (pathname, search, hash, expected) => {
      const location = fakeLocation(pathname, search, hash);
      const { client } = setup({ location }, { status: 401, body: { success: false, messages: [] } });
      const outcome = await client.call('contactUs', { body: {} });
      expect(location.assign).toHaveBeenCalledWith(expected);
      expect(outcome).toMatchObject({ kind: 'unauthorized', redirected: true });
      expect(outcomeFeedback(outcome)).toBeNull();
    });

    it.each(['/authentication/init', '/authentication/', '/en/authentication/init', '/en/authentication'])(
      'on the authentication page %s it does not redirect',
      async (pathname) => {
        const location = fakeLocation(pathname, '?ref=%2F');
        const { client } = setup({ location }, { status: 401, body: { success: false, messages: [{ type: 'error', message: 'Wrong password' }] } });
        const outcome = await client.call('contactUs', { body: {} });
        expect(location.assign).not.toHaveBeenCalled();
        expect(outcome).toEqual({ kind: 'unauthorized', status: 401, redirected: false, message: { type: 'error', message: 'Wrong password' } });
      },
    );

    it('treats /authentication-foo as an ordinary page', () => {
      expect(isSignInPath('/authentication-foo')).toBe(false);
      expect(isSignInPath('/en/authenticationx/y')).toBe(false);
    });

    it('never puts a hostile path into ref', () => {
      expect(authenticationUrl({ pathname: '//evil.example/x', search: '', hash: '' })).toBe('/authentication/init/?ref=%2F');
    });
  });

  describe('safeRef allowlist', () => {
    it.each(['/', '/contact-us/', '/en/about-us/?tab=2#team', '/search?q=a%20b', '/a/b%2Fc'])('keeps the same-site path %s', (value) => {
      expect(safeRef(value)).toBe(value);
    });

    it.each([
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example/',
      'HTTPS://evil.example',
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'evil.example',
      '/%2Fevil.example',
      '/%2fevil.example',
      '%2F%2Fevil.example',
      '/%5Cevil.example',
      '/%252F%252Fevil.example',
      '/%09/evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      ' /contact-us',
      '/contact-us\u0000',
      '/a%00b',
      '/\u2028/evil.example',
      '/%E0%A4%A',
      '',
    ])('rejects %j', (value) => {
      expect(safeRef(value)).toBe('/');
    });

    it('rejects an overlong path', () => {
      expect(safeRef(`/${'a'.repeat(3000)}`)).toBe('/');
    });

    it.each([null, undefined, 42, ['/a'], { toString: () => '/a' }])('rejects the non-string %p', (value) => {
      expect(safeRef(value)).toBe('/');
    });
  });

  describe('response envelope', () => {
    it('returns the first message of a failed envelope, with its type', async () => {
      const { client } = setup(
        {},
        {
          status: 400,
          body: {
            success: false,
            data: null,
            messages: [
              { type: 'warning', message: 'Email is taken' },
              { type: 'error', message: 'second' },
            ],
          },
        },
      );
      const outcome = await client.call('contactUs', { body: {} });
      expect(outcome).toEqual({ kind: 'failure', status: 400, message: { type: 'warning', message: 'Email is taken' } });
      expect(outcomeFeedback(outcome)).toEqual({ kind: 'text', text: 'Email is taken', variant: 'warning' });
    });

    it('reports a failure without messages as "Your request failed"', async () => {
      const { client } = setup({}, { status: 200, body: { success: false } });
      const outcome = await client.call('contactUs', { body: {} });
      expect(outcome).toEqual({ kind: 'failure', status: 200, message: null });
      expect(outcomeFeedback(outcome)).toEqual({ kind: 'key', key: 'request.failure', variant: 'error' });
    });

    it('maps success to the success message', async () => {
      const { client } = setup();
      expect(outcomeFeedback(await client.call('contactUs', { body: {} }))).toEqual({ kind: 'key', key: 'request.success', variant: 'success' });
    });

    it('defaults a missing or unknown message type to error and drops malformed entries', () => {
      expect(
        parseEnvelope({ success: false, messages: [{ message: 'a' }, { type: 'script', message: 'b' }, { type: 'info' }, 7, { type: 'danger', message: 'c' }] })
          ?.messages,
      ).toEqual([
        { type: 'error', message: 'a' },
        { type: 'error', message: 'b' },
        { type: 'danger', message: 'c' },
      ]);
    });

    it.each([[null], ['ok'], [[1]], [{ success: 'true' }], [{ success: true, messages: 'oops' }]])('rejects the non-envelope %j', (body) => {
      expect(parseEnvelope(body)).toBeNull();
    });

    it('treats a 2xx with a non-envelope JSON body as an invalid response', async () => {
      const { client } = setup({}, { status: 200, body: { ok: true } });
      expect(await client.call('contactUs', { body: {} })).toEqual({ kind: 'invalid-response', status: 200 });
    });
  });

  describe('failure kinds', () => {
    const error = (key: string, extra: object = {}) => ({ kind: 'key', key, variant: 'error', ...extra });
    it.each<[string, FakeReply, object, object]>([
      [
        'an HTML body',
        { status: 200, raw: '<!doctype html><h1>Gateway</h1>', contentType: 'text/html' },
        { kind: 'invalid-response', status: 200 },
        error('request.invalidResponse'),
      ],
      ['HTML labelled as JSON', { status: 400, raw: '<html></html>' }, { kind: 'invalid-response', status: 400 }, error('request.invalidResponse')],
      ['broken JSON', { status: 200, raw: '{"success": tru' }, { kind: 'invalid-response', status: 200 }, error('request.invalidResponse')],
      [
        '413 from a proxy',
        { status: 413, raw: '<html>too large</html>', contentType: 'text/html' },
        { kind: 'too-large', status: 413, message: null },
        error('request.tooLarge'),
      ],
      [
        '429 with Retry-After and no message',
        { status: 429, body: { success: false }, headers: { 'Retry-After': '30' } },
        { kind: 'rate-limited', status: 429, retryAfterSeconds: 30, message: null },
        error('request.rateLimitedWait', { waitSeconds: 30 }),
      ],
      [
        '429 without Retry-After',
        { status: 429, body: { success: false } },
        { kind: 'rate-limited', status: 429, retryAfterSeconds: null, message: null },
        error('request.rateLimited'),
      ],
      [
        '503 HTML',
        { status: 503, raw: '<html>down</html>', contentType: 'text/html' },
        { kind: 'server-error', status: 503, retryAfterSeconds: null, message: null },
        error('request.serverError'),
      ],
      [
        '503 HTML with Retry-After (a proxy in maintenance)',
        { status: 503, raw: '<html>down</html>', contentType: 'text/html', headers: { 'Retry-After': '120' } },
        { kind: 'server-error', status: 503, retryAfterSeconds: 120, message: null },
        error('request.serverErrorWait', { waitSeconds: 120 }),
      ],
    ])('reports %s distinctly', async (_name, response, expected, feedback) => {
      const { client } = setup({}, response);
      const outcome = await client.call('contactUs', { body: {} });
      expect(outcome).toEqual(expected);
      expect(outcomeFeedback(outcome)).toEqual(feedback);
    });

    it.each<[string, number, Record<string, string>]>([
      ['a full store (503 with Retry-After)', 503, { 'Retry-After': '60' }],
      ['a server error (500)', 500, {}],
      ['a body over the limit (413)', 413, {}],
      ['too many requests (429)', 429, { 'Retry-After': '2' }],
    ])("shows the server's own message whenever the answer carries one: %s", async (_name, status, headers) => {
      const message = 'در حال حاضر امکان ثبت درخواست وجود ندارد؛ لطفاً یک دقیقه دیگر دوباره تلاش کنید.';
      const { client } = setup({}, { status, headers, body: { success: false, data: null, messages: [{ type: 'error', message }] } });
      const outcome = await client.call('contactUs', { body: {} });
      expect(outcomeFeedback(outcome)).toEqual({ kind: 'text', text: message, variant: 'error' });
    });

    it('reports a dropped connection as a network failure', async () => {
      const fetchMock = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
      const { client } = setup({ fetch: fetchMock as unknown as typeof fetch });
      const outcome = await client.call('contactUs', { body: {} });
      expect(outcome).toEqual({ kind: 'network' });
      expect(outcomeFeedback(outcome)).toEqual({ kind: 'key', key: 'request.network', variant: 'error' });
    });

    it('reports offline without sending anything', async () => {
      const { client, fetchMock } = setup({ isOnline: () => false });
      const outcome = await client.call('contactUs', { body: {} });
      expect(outcome).toEqual({ kind: 'offline' });
      expect(fetchMock).not.toHaveBeenCalled();
      expect(outcomeFeedback(outcome)).toEqual({ kind: 'key', key: 'request.offline', variant: 'warning' });
    });

    it('reports a connection that drops because the device went offline as offline', async () => {
      let online = true;
      const fetchMock = jest.fn(() => {
        online = false;
        return Promise.reject(new TypeError('Failed to fetch'));
      });
      const { client } = setup({ fetch: fetchMock as unknown as typeof fetch, isOnline: () => online });
      expect(await client.call('contactUs', { body: {} })).toEqual({ kind: 'offline' });
    });

    describe('when the server does not answer', () => {
      beforeEach(() => jest.useFakeTimers());
      afterEach(() => jest.useRealTimers());

      it(`aborts after ${REQUEST_TIMEOUT_MS} ms and reports a timeout`, async () => {
        let signal: AbortSignal | undefined;
        const fetchMock = jest.fn(
          (_url: RequestInfo | URL, init?: RequestInit) =>
            new Promise<Response>((_resolve, reject) => {
              signal = init?.signal ?? undefined;
              signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
            }),
        );
        const { client } = setup({ fetch: fetchMock as unknown as typeof fetch });
        let settled = false;
        const pending = client.call('contactUs', { body: {} }).then((o) => {
          settled = true;
          return o;
        });
        await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
        expect(settled).toBe(false);
        expect(signal?.aborted).toBe(false);
        await jest.advanceTimersByTimeAsync(1);
        const outcome = await pending;
        expect(signal?.aborted).toBe(true);
        expect(outcome).toEqual({ kind: 'timeout' });
        expect(outcomeFeedback(outcome)).toEqual({ kind: 'key', key: 'request.timeout', variant: 'error' });
      });

      it('clears the timer when the answer comes in time', async () => {
        const { client } = setup();
        await client.call('contactUs', { body: {} });
        expect(jest.getTimerCount()).toBe(0);
      });
    });
  });
});
