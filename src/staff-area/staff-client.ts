// The staff page's calls to /api/staff: the site's envelope, the page's language in Accept-Language,
// the anti-forgery token on every change, and the specification's 401 rule (the sign-in page with
// `ref` set to this page's full path, through src/services/api-client.ts's authenticationUrl).
import { authenticationUrl } from '../services/api-client';

export type Outcome<T> = { ok: true; status: number; data: T } | { ok: false; status: number; message: string; data: unknown };

export function createStaffClient(language: string, networkMessage: string) {
  let csrf = '';
  async function call<T>(method: string, url: string, body?: unknown): Promise<Outcome<T>> {
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': language };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (method !== 'GET') headers['X-CSRF-Token'] = csrf;
    let response: Response;
    try {
      response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), credentials: 'same-origin' });
    } catch {
      return { ok: false, status: 0, message: networkMessage, data: null };
    }
    if (response.status === 401) {
      window.location.assign(authenticationUrl(window.location));
      return { ok: false, status: 401, message: '', data: null };
    }
    let envelope: { success?: boolean; data?: unknown; messages?: Array<{ message: string }> } = {};
    try {
      envelope = await response.json();
    } catch {
      // not the envelope: said as a network problem below
    }
    if (response.ok && envelope.success) return { ok: true, status: response.status, data: envelope.data as T };
    return { ok: false, status: response.status, message: envelope.messages?.[0]?.message ?? networkMessage, data: envelope.data ?? null };
  }
  return {
    call,
    setToken(token: string) {
      csrf = token;
    },
  };
}

export type StaffClient = ReturnType<typeof createStaffClient>;
