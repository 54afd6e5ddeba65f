/** @jest-environment node */
// The staff plugin through fastify.inject with a stand-in provider (the real OpenID flow is in
// __tests__/e2e/forms/staff.spec.ts): roles against the record itself, CSRF, optimistic versions,
// sessions ending (idle, absolute, tampered, signed out), the résumé's download headers, the audit log,
// and the command line's audit entries.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { run } from '../../server/cli';
import { staffConfigFromEnv } from '../../server/staff/config';
import type { SignInProvider } from '../../server/staff/oidc';
import { staffPlugin } from '../../server/staff/plugin';
import { createRecordIndex } from '../../server/staff/record-index';
import { openStaffDb } from '../../server/staff/staff-db';
import { createStaffStore } from '../../server/staff/staff-store';
import { openStore, type Store, type StoredRecord } from '../../server/store';
import { PDF_BYTES } from '../fixtures/resume-files';

// As in api.test.ts: light-my-request's cookie dependency is ESM only; inject never parses cookies here.
const lightMyRequestDir = path.dirname(require.resolve('light-my-request'));
jest.doMock(require.resolve('cookie', { paths: [lightMyRequestDir] }), () => ({
  stringifySetCookie: ({ name, value }: { name: string; value: string }) => `${name}=${encodeURIComponent(value)}`,
}));

const ORIGIN = 'http://staff.test';
const GROUPS = { hr: ['people'], compliance: ['compliance'], admin: ['it-admins'] };
const USERS: Record<string, { login: string; name: string; groups: string[] }> = {
  hr: { login: 'hana', name: 'Hana HR', groups: ['people'] },
  compliance: { login: 'kamran', name: 'Kamran Compliance', groups: ['compliance', 'everyone'] },
  admin: { login: 'ava', name: 'Ava Admin', groups: ['it-admins'] },
  nogroup: { login: 'nima', name: 'Nima Nobody', groups: ['everyone'] },
};

/** A provider that signs in whoever the callback's `code` names. */
const standIn: SignInProvider = {
  name: 'Test IdP',
  async start() {
    const state = `state-${Math.random().toString(36).slice(2)}`;
    return { url: `https://idp.test/authorize?state=${state}`, state, verifier: 'v', nonce: 'n' };
  },
  async finish(url, expected) {
    if (url.searchParams.get('state') !== expected.state) throw new Error('state');
    const user = USERS[url.searchParams.get('code') ?? ''];
    if (!user) throw new Error('unknown code');
    return user;
  },
};

let storeDir: string;
let clock: Date;
let store: Store;
let app: FastifyInstance;
const stored: Record<string, StoredRecord> = {};

const config = () => ({
  ...staffConfigFromEnv({
    OIDC_ISSUER: 'https://idp.test',
    OIDC_CLIENT_ID: 'site',
    OIDC_CLIENT_SECRET: 'secret',
    OIDC_REDIRECT_URI: `${ORIGIN}/staff/auth/callback`,
    STAFF_GROUPS_HR: GROUPS.hr.join(','),
    STAFF_GROUPS_COMPLIANCE: GROUPS.compliance.join(','),
    STAFF_GROUPS_ADMIN: GROUPS.admin.join(','),
    STAFF_SIGN_IN_RATE_LIMIT: '1000',
  }),
});

async function build(): Promise<FastifyInstance> {
  const instance = Fastify();
  await instance.register(staffPlugin, { store, config: config(), provider: standIn, now: () => clock });
  await instance.ready();
  return instance;
}

const record = (kind: 'contact' | 'job', payload: Record<string, unknown>, at: string) =>
  store.write({
    kind,
    receivedAt: at,
    idempotency: null,
    payload,
    resume: kind === 'job' ? { bytes: PDF_BYTES, extension: 'pdf' } : undefined,
  });

beforeAll(async () => {
  storeDir = await mkdtemp(path.join(os.tmpdir(), 'staff-test-'));
  clock = new Date('2026-05-06T08:00:00Z'); // a Wednesday
  store = await openStore(storeDir);
  // Stored before the plugin starts: found by the catch-up scan.
  stored.question = await record(
    'contact',
    { fullName: 'Sara Ahmadi', subject: 'سبدگردانی', email: 'sara@example.ir', phone: '09121234567', message: 'سلام، درباره‌ی سبد اختصاصی', language: 'fa' },
    '2026-05-05T06:00:00.000Z',
  );
  app = await build();
  await waitForIndex();
  // Stored while it runs: indexed as it is written.
  stored.complaint = await record(
    'contact',
    { fullName: 'علي کريمي', subject: 'شکایت', email: 'ali@example.ir', phone: '09120000000', message: 'پاسخ نگرفتم', language: 'fa' },
    '2026-04-18T06:00:00.000Z',
  );
  stored.job = await record(
    'job',
    {
      firstName: 'Reza',
      lastName: 'Tehrani',
      mobile: '09125556666',
      jobPosition: 'portfolio-analyst',
      resume: { fileName: 'رزومه من.pdf', contentType: 'application/pdf', size: PDF_BYTES.length },
      language: 'en',
    },
    '2026-05-04T06:00:00.000Z',
  );
});

afterAll(async () => {
  await app.close();
  await rm(storeDir, { recursive: true, force: true });
});

async function waitForIndex() {
  for (let i = 0; i < 200; i += 1) {
    const db = openStaffDb(storeDir);
    const n = Number((db.prepare('SELECT COUNT(*) AS n FROM records').get() as { n: number }).n);
    db.close();
    if (n >= 1) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error('the catch-up scan did not index the record stored before start');
}

const setCookies = (res: { headers: Record<string, unknown> }) => ([] as string[]).concat((res.headers['set-cookie'] as string | string[]) ?? []);
const cookieValue = (res: { headers: Record<string, unknown> }, name: string) =>
  setCookies(res)
    .find((c) => c.startsWith(`${name}=`))
    ?.split(';')[0];

type Signed = { cookie: string; csrf: string };

async function signIn(who: keyof typeof USERS, ref = '/staff/'): Promise<Signed & { location: string }> {
  const start = await app.inject({ url: `/staff/auth/login?ref=${encodeURIComponent(ref)}` });
  expect(start.statusCode).toBe(302);
  const state = new URL(String(start.headers.location)).searchParams.get('state')!;
  const login = cookieValue(start, 'staff_login')!;
  const back = await app.inject({ url: `/staff/auth/callback?code=${who}&state=${state}`, headers: { cookie: login } });
  expect(back.statusCode).toBe(302);
  const cookie = cookieValue(back, 'staff_session')!;
  expect(setCookies(back).find((c) => c.startsWith('staff_session='))).toMatch(/HttpOnly; SameSite=Strict/);
  const session = await app.inject({ url: '/api/staff/session', headers: { cookie } });
  return { cookie, csrf: session.json().data.csrf, location: String(back.headers.location) };
}

const get = (s: Signed, url: string) => app.inject({ url, headers: { cookie: s.cookie, 'accept-language': 'en' } });
const patch = (s: Signed, id: string, body: object, headers: Record<string, string> = { origin: ORIGIN, 'x-csrf-token': s.csrf }) =>
  app.inject({
    method: 'PATCH',
    url: `/api/staff/records/${id}`,
    payload: body,
    headers: { cookie: s.cookie, host: 'staff.test', 'accept-language': 'en', ...headers },
  });

function auditOf(): Array<{ actor: string; action: string; record_id: string | null; detail: string | null }> {
  const db = openStaffDb(storeDir);
  try {
    return db.prepare('SELECT actor, action, record_id, detail FROM audit ORDER BY seq').all() as never;
  } finally {
    db.close();
  }
}

describe('signing in', () => {
  it('returns to the ref it was given, and to the staff page when ref points off the site', async () => {
    expect((await signIn('hr', '/en/staff/?status=new')).location).toBe('/en/staff/?status=new');
    expect((await signIn('hr', '//evil.example/')).location).toBe('/staff/');
    expect((await signIn('hr', 'https://evil.example/')).location).toBe('/staff/');
  });

  it('refuses a callback without the browser that started it (no login cookie, or another state)', async () => {
    const start = await app.inject({ url: '/staff/auth/login' });
    const state = new URL(String(start.headers.location)).searchParams.get('state')!;
    expect((await app.inject({ url: `/staff/auth/callback?code=admin&state=${state}` })).statusCode).toBe(400);
    const other = await app.inject({ url: `/staff/auth/callback?code=admin&state=forged`, headers: { cookie: cookieValue(start, 'staff_login')! } });
    expect(other.statusCode).toBe(400);
    expect(cookieValue(other, 'staff_session')).toBeUndefined();
  });

  it('limits sign-in attempts per client (429 with Retry-After)', async () => {
    const limited = Fastify();
    await limited.register(staffPlugin, { store, config: { ...config(), signInRateLimit: 3 }, provider: standIn, now: () => clock });
    await limited.ready();
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i += 1) codes.push((await limited.inject({ url: '/staff/auth/login' })).statusCode);
      expect(codes).toEqual([302, 302, 302, 429]);
    } finally {
      await limited.close();
    }
  });

  it('says sign-in is configured and names the provider', async () => {
    expect((await app.inject({ url: '/api/staff/config' })).json().data).toEqual({ configured: true, provider: 'Test IdP' });
  });
});

describe('who sees what', () => {
  it('HR sees job applications only; another kind by id answers 404 as if absent', async () => {
    const hr = await signIn('hr');
    const inbox = (await get(hr, '/api/staff/inbox')).json().data;
    expect(inbox.items.map((i: { id: string }) => i.id)).toEqual([stored.job.id]);
    const other = await get(hr, `/api/staff/records/${stored.complaint.id}`);
    const absent = await get(hr, '/api/staff/records/01900000-0000-7000-8000-000000000000');
    expect([other.statusCode, absent.statusCode]).toEqual([404, 404]);
    expect(other.json()).toEqual(absent.json());
    expect((await get(hr, `/api/staff/records/${stored.job.id}`)).statusCode).toBe(200);
    expect((await get(hr, '/api/staff/audit')).statusCode).toBe(403);
  });

  it('compliance sees contact messages, the overdue complaint first and marked, with its due day and days left', async () => {
    const compliance = await signIn('compliance');
    const inbox = (await get(compliance, '/api/staff/inbox')).json().data;
    expect(inbox.items.map((i: { id: string }) => i.id)).toEqual([stored.complaint.id, stored.question.id]);
    // Received Saturday 1405/01/29 (2026-04-18): ten working days, Thursdays and Fridays off, ends Saturday 2026-05-02; four working days late on Wednesday 2026-05-06.
    expect(inbox.items[0].deadline).toEqual({ dueDay: '2026-05-02', daysLeft: -4, overdue: true });
    expect(inbox.items[1].deadline).toBeNull();
    expect(inbox.counts).toEqual({ new: 2, in_progress: 0, answered: 0, closed: 0 });
    expect((await get(compliance, `/api/staff/records/${stored.job.id}`)).statusCode).toBe(404);
    expect((await get(compliance, `/api/staff/records/${stored.job.id}/resume`)).statusCode).toBe(404);
  });

  it('searches name, e-mail and message with the site search’s Persian normalisation', async () => {
    const compliance = await signIn('compliance');
    const ids = async (q: string) => (await get(compliance, `/api/staff/inbox?q=${encodeURIComponent(q)}`)).json().data.items.map((i: { id: string }) => i.id);
    expect(await ids('علی کریمی')).toEqual([stored.complaint.id]); // stored with Arabic yeh and kaf
    expect(await ids('SARA@example')).toEqual([stored.question.id]);
    expect(await ids('درباره‌ی')).toEqual([stored.question.id]);
    expect(await ids('nobody-here')).toEqual([]);
    expect((await get(compliance, '/api/staff/inbox?overdue=1')).json().data.total).toBe(1);
    expect((await get(compliance, '/api/staff/inbox?page=0')).statusCode).toBe(400);
  });

  it('admin sees both kinds and the audit log; a user in no staff group sees no data', async () => {
    const admin = await signIn('admin');
    expect((await get(admin, '/api/staff/inbox')).json().data.total).toBe(3);
    expect((await get(admin, '/api/staff/audit')).statusCode).toBe(200);
    const nobody = await signIn('nogroup');
    expect((await get(nobody, '/api/staff/session')).json().data.user.roles).toEqual([]);
    for (const url of ['/api/staff/inbox', `/api/staff/records/${stored.question.id}`, '/api/staff/users', '/api/staff/inbox.csv']) {
      const res = await get(nobody, url);
      expect(res.statusCode).toBe(403);
      expect(res.json().data).toBeNull();
    }
  });
});

describe('changing a record', () => {
  it('is refused from another origin and without the anti-forgery token, and recorded as refused', async () => {
    const compliance = await signIn('compliance');
    const id = stored.question.id;
    expect(
      (await patch(compliance, id, { version: 0, status: 'closed' }, { origin: 'https://evil.example', 'x-csrf-token': compliance.csrf })).statusCode,
    ).toBe(403);
    expect((await patch(compliance, id, { version: 0, status: 'closed' }, { origin: ORIGIN })).statusCode).toBe(403);
    expect((await patch(compliance, id, { version: 0, status: 'closed' }, { 'x-csrf-token': compliance.csrf })).statusCode).toBe(403);
    expect((await get(compliance, `/api/staff/records/${id}`)).json().data.state.status).toBe('new');
    expect(auditOf().filter((e) => e.actor === 'kamran' && e.action === 'refused').length).toBeGreaterThanOrEqual(3);
  });

  it('the second save on an older version gets 409 with the other’s change; nothing acknowledged is lost', async () => {
    const compliance = await signIn('compliance');
    const admin = await signIn('admin');
    const id = stored.complaint.id;
    const first = await patch(compliance, id, { version: 0, status: 'in_progress', assignee: 'kamran', notes: 'Called back' });
    expect(first.statusCode).toBe(200);
    const second = await patch(admin, id, { version: 0, status: 'closed' });
    expect(second.statusCode).toBe(409);
    expect(second.json().messages[0].message).toContain('Kamran Compliance');
    expect(second.json().data.state).toMatchObject({ status: 'in_progress', assignee: 'kamran', notes: 'Called back', version: 1 });
    expect((await patch(admin, id, { version: 1, status: 'answered' })).json().data.state).toMatchObject({
      status: 'answered',
      notes: 'Called back',
      version: 2,
    });
    // Answered: no longer overdue.
    expect((await get(admin, '/api/staff/inbox?overdue=1')).json().data.total).toBe(0);
    const changes = auditOf().filter((e) => e.record_id === id && e.action.startsWith('changed-'));
    expect(changes.map((e) => [e.actor, e.action, e.detail])).toEqual([
      ['kamran', 'changed-status', 'new → in_progress'],
      ['kamran', 'changed-assignee', '— → kamran'],
      ['kamran', 'changed-notes', null],
      ['ava', 'changed-status', 'in_progress → answered'],
    ]);
  });

  it('offers as assignees the staff who may see the kind, with their roles; one who lost their group is marked, not dropped', async () => {
    const admin = await signIn('admin');
    const users = async () => (await get(admin, '/api/staff/users')).json().data.users as Array<{ login: string; roles: string[]; kinds: string[] }>;
    expect((await users()).find((u) => u.login === 'hana')).toEqual({ login: 'hana', name: 'Hana HR', roles: ['hr'], kinds: ['job'] });
    // HR may not be given a contact message; they may be given an application.
    const question = (await get(admin, `/api/staff/records/${stored.question.id}`)).json().data.state;
    expect((await patch(admin, stored.question.id, { version: question.version, assignee: 'hana' })).statusCode).toBe(400);
    const job = (await get(admin, `/api/staff/records/${stored.job.id}`)).json().data.state;
    expect((await patch(admin, stored.job.id, { version: job.version, assignee: 'hana' })).statusCode).toBe(200);
    // Hana leaves HR: at her next sign-in her roles are gone, she stays listed with no kinds, and the
    // application still names her, so saving its status (the form sends the assignee too) still works.
    const before = USERS.hr.groups;
    USERS.hr.groups = ['everyone'];
    try {
      await signIn('hr');
    } finally {
      USERS.hr.groups = before;
    }
    expect((await users()).find((u) => u.login === 'hana')).toMatchObject({ roles: [], kinds: [] });
    const page = (await get(admin, `/api/staff/records/${stored.job.id}`)).json().data;
    expect(page.state.assignee).toBe('hana');
    expect(page.users.find((u: { login: string }) => u.login === 'hana').kinds).toEqual([]);
    expect((await patch(admin, stored.job.id, { version: page.state.version, status: 'in_progress', assignee: 'hana' })).statusCode).toBe(200);
    // Someone never in a staff group is not listed at all.
    expect((await users()).map((u) => u.login)).not.toContain('nima');
    await signIn('hr'); // back in HR for the tests that follow
  });

  it('refuses an assignee who is not staff and a status that does not exist', async () => {
    const admin = await signIn('admin');
    expect((await patch(admin, stored.question.id, { version: 0, assignee: 'stranger' })).statusCode).toBe(400);
    expect((await patch(admin, stored.question.id, { version: 0, status: 'deleted' })).statusCode).toBe(400);
  });
});

describe('sessions', () => {
  it('end after 30 minutes idle, after 12 hours in all, at sign-out, and with a tampered cookie', async () => {
    const started = clock;
    try {
      const idle = await signIn('admin');
      clock = new Date(started.getTime() + 31 * 60_000);
      expect((await get(idle, '/api/staff/inbox')).statusCode).toBe(401);

      const busy = await signIn('admin');
      for (let t = 20; t <= 12 * 60; t += 20) {
        clock = new Date(started.getTime() + 31 * 60_000 + t * 60_000);
        expect((await get(busy, '/api/staff/session')).statusCode).toBe(200);
      }
      clock = new Date(clock.getTime() + 25 * 60_000);
      expect((await get(busy, '/api/staff/session')).statusCode).toBe(401);

      const live = await signIn('admin');
      const [id, signature] = live.cookie.split('=')[1].split('.');
      const tampered = { ...live, cookie: `staff_session=${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}.${signature}` };
      expect((await get(tampered, '/api/staff/inbox')).statusCode).toBe(401);
      expect((await get({ ...live, cookie: `staff_session=${id}.${signature.slice(1)}x` }, '/api/staff/inbox')).statusCode).toBe(401);

      const out = await app.inject({
        method: 'POST',
        url: '/staff/auth/logout',
        headers: { cookie: live.cookie, origin: ORIGIN, host: 'staff.test', 'x-csrf-token': live.csrf },
      });
      expect(out.statusCode).toBe(200);
      expect((await get(live, '/api/staff/inbox')).statusCode).toBe(401);
      expect(auditOf().some((e) => e.actor === 'ava' && e.action === 'signed-out')).toBe(true);
    } finally {
      clock = started;
    }
  });
});

describe('the server log', () => {
  it('holds no name, e-mail address, search or provider code from the staff routes', async () => {
    let log = '';
    const logged = Fastify({ logger: { level: 'info', stream: { write: (line: string) => void (log += line) } } });
    await logged.register(staffPlugin, { store, config: config(), provider: standIn, now: () => clock });
    await logged.ready();
    try {
      const start = await logged.inject({ url: '/staff/auth/login' });
      const state = new URL(String(start.headers.location)).searchParams.get('state')!;
      const back = await logged.inject({ url: `/staff/auth/callback?code=admin&state=${state}`, headers: { cookie: cookieValue(start, 'staff_login')! } });
      const cookie = cookieValue(back, 'staff_session')!;
      await logged.inject({ url: `/api/staff/inbox?q=${encodeURIComponent('Sara Ahmadi')}`, headers: { cookie } });
      await logged.inject({ url: `/api/staff/records/${stored.question.id}`, headers: { cookie } });
      expect(log).not.toMatch(/Sara|sara@example|code=admin|ava/);
    } finally {
      await logged.close();
    }
  });
});

describe('what a record and the inbox show', () => {
  it('names choices by their labels and the form’s language by its name, in the page’s language', async () => {
    const hr = await signIn('hr');
    const fields = async (language: string) =>
      Object.fromEntries(
        (await app.inject({ url: `/api/staff/records/${stored.job.id}`, headers: { cookie: hr.cookie, 'accept-language': language } }))
          .json()
          .data.record.fields.map((f: { label: string; value: string }) => [f.label, f.value]),
      );
    expect(await fields('en')).toMatchObject({ 'Requested job position': 'Portfolio unit analyst', 'Language of the form': 'English', Mobile: '09125556666' });
    expect(await fields('fa')).toMatchObject({ 'زبان فرم': 'انگلیسی' });
    const item = (await get(hr, '/api/staff/inbox')).json().data.items[0];
    expect([item.subject, item.subjectLabel]).toEqual(['portfolio-analyst', 'Portfolio unit analyst']);
    // The subject filter finds a position by the name shown, in either language.
    const bySubject = async (typed: string) => (await get(hr, `/api/staff/inbox?subject=${encodeURIComponent(typed)}`)).json().data.total;
    expect([await bySubject('تحليلگر'), await bySubject('unit analyst'), await bySubject('marketing')]).toEqual([1, 1, 0]);
  });

  it('gives the CSV in the language its link asks for, job positions by their labels', async () => {
    const hr = await signIn('hr');
    const csv = (await get(hr, '/api/staff/inbox.csv?lang=fa')).body;
    expect(csv.split('\r\n')[0]).toContain('کد پیگیری');
    expect(csv).toContain('تحلیلگر');
  });
});

describe('the résumé', () => {
  it('downloads as an attachment, never sniffed, and the download is recorded', async () => {
    const hr = await signIn('hr');
    const res = await get(hr, `/api/staff/records/${stored.job.id}/resume`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="resume-${stored.job.reference}.pdf"; filename*=UTF-8''${encodeURIComponent('رزومه من.pdf')}`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(Buffer.from(PDF_BYTES))).toBe(true);
    expect(
      auditOf()
        .filter((e) => e.action === 'downloaded-resume' && e.record_id === stored.job.id)
        .map((e) => e.actor),
    ).toContain('hana');
  });
});

describe('the audit log', () => {
  it('holds sign-ins, views, exports and refusals, and cannot be changed', async () => {
    const admin = await signIn('admin');
    await get(admin, `/api/staff/records/${stored.question.id}`);
    const csv = await get(admin, '/api/staff/inbox.csv?kind=contact');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="inbox-2026-05-06\.csv"$/);
    expect(csv.body.startsWith('\ufeffid,')).toBe(true);
    const actions = new Set(auditOf().map((e) => `${e.actor} ${e.action}`));
    // The page names a record by its reference while it exists.
    const entries = (await get(admin, '/api/staff/audit')).json().data.entries;
    expect(entries.find((e: { recordId: string | null }) => e.recordId === stored.question.id).reference).toBe(stored.question.reference);
    for (const expected of ['ava signed-in', 'ava viewed-record', 'ava exported', 'nima refused', 'hana downloaded-resume'])
      expect(actions).toContain(expected);
    const db = openStaffDb(storeDir);
    try {
      expect(() => db.exec("UPDATE audit SET actor = 'x'")).toThrow(/append-only/);
      expect(() => db.exec('DELETE FROM audit')).toThrow(/append-only/);
    } finally {
      db.close();
    }
  });
});

describe('the command line', () => {
  it('show, export, resumes and purge write to the audit log under the operator’s login; purge keeps the facts and drops the notes', async () => {
    const out = await mkdtemp(path.join(os.tmpdir(), 'staff-cli-'));
    const env = { SUBMISSIONS_DIR: storeDir };
    const quiet = () => undefined;
    await run(['show', stored.complaint.id], env, quiet);
    await run(['export', '--kind', 'contact', '--out', path.join(out, 'c.csv')], env, quiet);
    await run(['resumes', stored.job.id, '--out', out], env, quiet);
    await run(['purge', '--older-than', '10'], env, quiet, clock);
    const operator = `cli:${os.userInfo().username}`;
    const mine = auditOf().filter((e) => e.actor === operator);
    expect(mine.map((e) => [e.action, e.record_id])).toEqual([
      ['viewed-record', stored.complaint.id],
      ['exported', null],
      ['downloaded-resume', stored.job.id],
      ['purged', stored.complaint.id],
    ]);
    // The complaint's earlier actions are still there; its notes and index row are gone.
    expect(auditOf().filter((e) => e.record_id === stored.complaint.id && e.action === 'changed-notes')).toHaveLength(1);
    const staff = createStaffStore(openStaffDb(storeDir));
    expect(staff.state(stored.complaint.id)).toMatchObject({ notes: '', version: 0 });
    expect(staff.indexed(stored.complaint.id, ['contact', 'job'])).toBeNull();
    await rm(out, { recursive: true, force: true });
  });
});

describe('the staff page', () => {
  it('is noindex under its own CSP, and says in each language when sign-in is not configured', async () => {
    const bare = Fastify();
    await bare.register(staffPlugin, { store, config: staffConfigFromEnv({}), now: () => clock });
    await bare.ready();
    try {
      expect((await bare.inject({ url: '/api/staff/config' })).json().data).toEqual({ configured: false, provider: null });
      const fa = await bare.inject({ url: '/staff/' });
      const en = await bare.inject({ url: '/en/staff/', headers: { cookie: 'theme=light' } });
      // The site's theme cookie decides, dark without one, in the markup (no inline script may set it).
      expect(fa.body).toContain('<html lang="fa" dir="rtl" data-theme="dark">');
      expect(fa.body).toContain('ورود کارکنان روی این سرور پیکربندی نشده است');
      expect(en.body).toContain('<html lang="en" dir="ltr" data-theme="light">');
      expect(en.body).toContain('Sign-in for staff is not configured on this server');
      for (const res of [fa, en]) {
        expect(res.headers['content-security-policy']).toMatch(/default-src 'none'; script-src 'self'/);
        expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
        expect(res.body).toContain('<meta name="robots" content="noindex, nofollow">');
      }
      const script = /src="(\/staff\/assets\/app\.[0-9a-f]{16}\.js)"/.exec(fa.body)![1];
      const js = await bare.inject({ url: script });
      expect(js.statusCode).toBe(200);
      expect(js.headers['cache-control']).toContain('immutable');
      expect((await bare.inject({ url: '/staff/assets/app.0000000000000000.js' })).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

describe('a store the staff database cannot be opened in', () => {
  it('still lets the server start; the staff area answers 503 saying why', async () => {
    const readOnly = await mkdtemp(path.join(os.tmpdir(), 'staff-ro-'));
    const { writeFile } = await import('node:fs/promises');
    await writeFile(path.join(readOnly, 'staff'), 'a file where the folder would be'); // mkdir fails as on a read-only store
    const instance = Fastify();
    await instance.register(staffPlugin, { store: { ...store, storeDir: readOnly }, config: config(), provider: standIn, now: () => clock });
    await instance.ready();
    try {
      for (const url of ['/api/staff/inbox', '/staff/', '/staff/auth/login']) {
        const res = await instance.inject({ url, headers: { 'accept-language': 'en' } });
        expect(res.statusCode).toBe(503);
        expect(res.json().messages[0].message).toMatch(/cannot write to its store/);
      }
    } finally {
      await instance.close();
      await rm(readOnly, { recursive: true, force: true });
    }
  });
});

describe('complaints’ due days', () => {
  it('are computed again when the holidays file changes (a year’s lunar holidays added, one moved)', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'staff-due-'));
    try {
      const own = await openStore(dir);
      // Received Wednesday 2026-06-17; ten working days (Thursdays and Fridays off).
      await own.write({
        kind: 'contact',
        receivedAt: '2026-06-17T06:00:00.000Z',
        idempotency: null,
        payload: { fullName: 'A', subject: 'Complaint', email: 'a@example.ir', phone: '09120000000', message: 'x', language: 'en' },
      });
      const db = openStaffDb(dir);
      const dueOf = () => (db.prepare('SELECT due_day FROM records').get() as { due_day: string }).due_day;
      const weekOnly = { weekend: ['thursday', 'friday'], holidays: [] };
      await createRecordIndex(db, { calendar: weekOnly, complaintDays: 10 }).catchUp(dir);
      expect(dueOf()).toBe('2026-07-01');
      // Tasua (Wednesday 2026-06-24) added: the index, started again with the new file, moves the day.
      const withTasua = { ...weekOnly, holidays: [{ date: '2026-06-24' }] };
      const index = createRecordIndex(db, { calendar: withTasua, complaintDays: 10 });
      expect(index.refreshDueDays()).toBe(1);
      expect(dueOf()).toBe('2026-07-04');
      expect(index.refreshDueDays()).toBe(0); // the same file: nothing to do
      db.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
