// A fetch Response as the API client reads it (status, content type, text), and the fetch the form
// tests install in place of the browser's: every call answers with the success envelope unless a test
// queues another answer, and what the form sent is read back from the calls.
import { resetApiClient } from '../../src/services/api-client';

export type FakeReply = { status?: number; body?: unknown; raw?: string; contentType?: string; headers?: Record<string, string> };

/** The server's success envelope with no data. */
export const SUCCESS = { success: true, data: null, messages: [] };

export function fakeResponse({ status = 200, body, raw, contentType = 'application/json; charset=utf-8', headers = {} }: FakeReply = {}): Response {
  const all: Record<string, string> = { 'content-type': contentType, ...Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v])) };
  const text = raw ?? (body === undefined ? '' : JSON.stringify(body));
  return {
    status,
    ok: status >= 200 && status < 300,
    headers: { get: (name: string) => all[name.toLowerCase()] ?? null },
    text: () => Promise.resolve(text),
  } as unknown as Response;
}

/**
 * For a form test file: before each test a fresh API client, empty session and local storage (drafts),
 * and a global fetch that answers SUCCESS; after each, spies restored.
 */
export function mockSiteFetch() {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
  beforeEach(() => {
    resetApiClient();
    window.sessionStorage.clear();
    window.localStorage.clear();
    fetchMock.mockReset();
    fetchMock.mockImplementation(() => Promise.resolve(fakeResponse({ body: SUCCESS })));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });
  return {
    fetchMock,
    /** The JSON body of the `call`th request. */
    sentBody: (call = 0): Record<string, unknown> => JSON.parse(fetchMock.mock.calls[call][1].body as string),
    sentHeaders: (call = 0) => fetchMock.mock.calls[call][1].headers as Record<string, string>,
  };
}
