// The staff area as one Fastify plugin (registered by server/app.ts): sign-in with the company's
// OpenID provider (server/staff/oidc.ts), server-side sessions in an HttpOnly cookie
// (server/staff/sessions.ts), the `requireStaff(role)` guard other plugins can use, the staff page
// (server/staff/page.ts) and its JSON API (server/staff/api.ts). Everything it keeps is in the staff
// database beside the store (server/staff/staff-db.ts); the record folders stay as they are, and each
// record stored is added to the inbox's index as it is written. docs/staff.md is the manual.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import fastifyRateLimit from '@fastify/rate-limit';
import { parseCookies } from '../../src/lib/cookies';
import { safeRef } from '../../src/lib/safe-ref';
import type { WorkingCalendar } from '../../src/lib/working-days';
import { RATE_LIMIT_COMMON } from '../rate-limit';
import { failure } from '../messages';
import type { Store } from '../store';
import { kindsFor, rolesOf, staffConfigFromEnv, type StaffConfig, type StaffRole } from './config';
import { staffText, staffLanguage } from './messages';
import { oidcProvider, type SignInProvider, type SignInStart } from './oidc';
import { createRecordIndex, type RecordIndex } from './record-index';
import { createSessions, type Session, type Sessions } from './sessions';
import { openStaffDb } from './staff-db';
import { createStaffStore, type StaffStore } from './staff-store';
import { staffApi } from './api';
import { staffPage, STAFF_PAGE_PATHS } from './page';
import { quietRoutes } from './quiet-routes';
import { trafficReport } from './traffic-report';

export const SESSION_COOKIE = 'staff_session';
const LOGIN_COOKIE = 'staff_login';
const LOGIN_PATH = '/staff/auth/login';
const CALLBACK_PATH = '/staff/auth/callback';
const LOGOUT_PATH = '/staff/auth/logout';
/** A sign-in started must come back within this. */
const LOGIN_TTL_MS = 10 * 60_000;
const DATA_DIR = path.resolve(__dirname, '..', '..', 'data');

export type StaffPluginOptions = {
  store: Store;
  /** Settings; read from the environment when not given. */
  config?: StaffConfig;
  /** The provider; made from config.oidc when not given (tests give a stand-in). */
  provider?: SignInProvider | null;
  now?: () => Date;
  dataDir?: string;
};

export type StaffRequestContext = { session: Session; kinds: Array<'contact' | 'job'> };

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler letting through signed-in staff with one of the roles (any staff role when none is named; admin always). */
    requireStaff(role?: StaffRole | readonly StaffRole[]): preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    staff: StaffRequestContext | null;
  }
}

export type StaffContext = {
  config: StaffConfig;
  provider: SignInProvider | null;
  db: StaffStore;
  sessions: Sessions;
  index: RecordIndex;
  storeDir: string;
  settings: { calendar: WorkingCalendar; complaintDays: number };
  now: () => Date;
  requireStaff: FastifyInstance['requireStaff'];
  /** Any signed-in user, staff group or not. */
  requireSession: preHandlerAsyncHookHandler;
  /** Sends an error envelope with a staff text. */
  refuse(request: FastifyRequest, reply: FastifyReply, status: number, key: string, values?: Record<string, string | number>, data?: unknown): FastifyReply;
};

const cookiesOf = (request: FastifyRequest) => parseCookies(request.headers.cookie ?? '');
const secure = (request: FastifyRequest) => request.protocol === 'https';

function cookie(
  request: FastifyRequest,
  name: string,
  value: string,
  { path: cookiePath = '/', maxAge, sameSite = 'Strict' }: { path?: string; maxAge?: number; sameSite?: 'Strict' | 'Lax' },
): string {
  const parts = [`${name}=${value}`, `Path=${cookiePath}`, 'HttpOnly', `SameSite=${sameSite}`];
  if (maxAge !== undefined) parts.push(`Max-Age=${maxAge}`);
  if (secure(request)) parts.push('Secure');
  return parts.join('; ');
}

function loadSettings(dataDir: string) {
  const calendar = JSON.parse(readFileSync(path.join(dataDir, 'holidays.json'), 'utf8')) as WorkingCalendar;
  const company = JSON.parse(readFileSync(path.join(dataDir, 'company.json'), 'utf8')) as {
    company?: { complaintAnswerWorkingDays?: number };
    complaintAnswerWorkingDays?: number;
  };
  const complaintDays = company.company?.complaintAnswerWorkingDays ?? company.complaintAnswerWorkingDays ?? 10;
  return { calendar, complaintDays };
}

/** The session key: STAFF_SESSION_SECRET, else one made once and kept in the staff database. */
function sessionSecret(config: StaffConfig, db: StaffStore): string {
  return config.sessionSecret ?? db.settingOnce('session-secret', randomBytes(32).toString('base64url'));
}

async function staff(fastify: FastifyInstance, opts: StaffPluginOptions): Promise<void> {
  const config = opts.config ?? staffConfigFromEnv();
  const now = opts.now ?? (() => new Date());
  const provider = opts.provider !== undefined ? opts.provider : config.oidc ? oidcProvider(config.oidc) : null;
  let database: ReturnType<typeof openStaffDb>;
  try {
    database = openStaffDb(opts.store.storeDir);
  } catch (error) {
    // A store the server cannot write to (read-only, full) must not stop the site from starting.
    fastify.log.error(
      { reason: (error as Error).message },
      'staff area unavailable: its database cannot be opened in the store (restart once the store is writable)',
    );
    unavailable(fastify);
    return;
  }
  const db = createStaffStore(database, now);
  const sessions = createSessions(database, sessionSecret(config, db), () => now().getTime());
  const settings = loadSettings(opts.dataDir ?? DATA_DIR);
  const index = createRecordIndex(database, settings);

  // Each record stored from now on joins the inbox at once; the catch-up scan below finds the others.
  const write = opts.store.write.bind(opts.store);
  opts.store.write = async (record, id) => {
    const stored = await write(record, id);
    try {
      index.add(stored);
    } catch (error) {
      fastify.log.error({ err: error }, 'staff index: a stored record was not indexed (the next catch-up adds it)');
    }
    return stored;
  };
  const catchUp = () =>
    void index.catchUp(opts.store.storeDir).then(
      (r) => fastify.log.info({ added: r.added, removed: r.removed, ms: r.ms }, 'staff index caught up with the store'),
      (error) => fastify.log.error({ err: error }, 'staff index catch-up failed'),
    );
  // In the background: start-up does not wait for the store to be read. Hourly again, for records
  // another process put in the store (a restored backup) or removed from it.
  fastify.addHook('onReady', async () => catchUp());
  const rescan = setInterval(catchUp, 60 * 60_000).unref();
  const sweep = setInterval(() => sessions.sweep(), 10 * 60_000).unref();
  fastify.addHook('onClose', async () => {
    clearInterval(sweep);
    clearInterval(rescan);
    database.close();
  });

  function refuse(request: FastifyRequest, reply: FastifyReply, status: number, key: string, values?: Record<string, string | number>, data?: unknown) {
    const body = failure([{ type: 'error', message: staffText(staffLanguage(request), `errors.${key}`, values) }]);
    return reply
      .code(status)
      .header('Cache-Control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(data === undefined ? body : { ...body, data });
  }

  const allowedOrigins = new Set<string>(config.oidc ? [new URL(config.oidc.redirectUri).origin] : []);
  /** A change must come from this site's own pages: its Origin (or, without one, Sec-Fetch-Site) says so. */
  function fromOwnSite(request: FastifyRequest): boolean {
    const origin = request.headers.origin;
    if (origin) return origin === `${request.protocol}://${request.host}` || allowedOrigins.has(origin);
    return request.headers['sec-fetch-site'] === 'same-origin';
  }

  /** The guard; `signedIn` lets through a signed-in user in no staff group too (their own session, sign-out). */
  function guard(needed: readonly StaffRole[], signedIn = false): preHandlerAsyncHookHandler {
    return async function staffOnly(request, reply) {
      const session = sessions.get(cookiesOf(request)[SESSION_COOKIE]);
      if (!session) return refuse(request, reply, 401, 'signInNeeded');
      const { roles, login } = session.user;
      const refused = (key: string, what: string) => {
        db.audit(login, 'refused', null, `${request.method} ${request.routeOptions.url ?? ''}: ${what}`);
        return refuse(request, reply, 403, key);
      };
      if (!['GET', 'HEAD'].includes(request.method)) {
        if (!fromOwnSite(request)) return refused('forbiddenOrigin', 'another origin');
        if (request.headers['x-csrf-token'] !== session.csrf) return refused('missingToken', 'no anti-forgery token');
      }
      const allowed = signedIn || (roles.length > 0 && (needed.length === 0 || roles.includes('admin') || needed.some((r) => roles.includes(r))));
      if (!allowed) return refused('noAccess', `needs ${needed.join('|') || 'a staff role'}`);
      request.staff = { session, kinds: kindsFor(roles) };
    };
  }
  const requireStaff = (role?: StaffRole | readonly StaffRole[]) => guard(role === undefined ? [] : typeof role === 'string' ? [role] : role);
  fastify.decorate('requireStaff', requireStaff);
  fastify.decorateRequest('staff', null);

  const requireSession = guard([], true);
  const context: StaffContext = { config, provider, db, sessions, index, storeDir: opts.store.storeDir, settings, now, requireStaff, requireSession, refuse };
  await fastify.register(signInRoutes, context);
  await fastify.register(staffApi, context);
  await fastify.register(staffPage, { config, provider });
  if (config.trafficReportDir) await fastify.register(trafficReport, { ...context, dir: config.trafficReportDir });
}

/** Without its database the staff area answers 503, saying so; requireStaff refuses the same way. */
function unavailable(fastify: FastifyInstance): void {
  const answer = async (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .code(503)
      .header('Cache-Control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(failure([{ type: 'error', message: staffText(staffLanguage(request), 'errors.unavailable') }]));
  fastify.decorate('requireStaff', () => answer);
  fastify.decorateRequest('staff', null);
  fastify.register(async (scoped) => {
    quietRoutes(scoped);
    for (const url of ['/staff/', '/en/staff/', '/staff/auth/*', '/staff/traffic/*', '/api/staff/*']) scoped.all(url, answer);
  });
}

/** Sign-in, its callback and sign-out, in their own context with their own rate limit. */
async function signInRoutes(fastify: FastifyInstance, context: StaffContext): Promise<void> {
  quietRoutes(fastify);
  const { provider, sessions, db, config, refuse } = context;
  await fastify.register(fastifyRateLimit, { ...RATE_LIMIT_COMMON, global: false });
  const limited = fastify.rateLimit({ max: config.signInRateLimit, timeWindow: 60_000 });
  const pending = new Map<string, SignInStart & { ref: string; at: number }>();
  const forget = () => {
    for (const [state, p] of pending) if (Date.now() - p.at > LOGIN_TTL_MS) pending.delete(state);
  };

  fastify.get(LOGIN_PATH, { preHandler: limited }, async function startSignIn(request, reply) {
    const { ref } = request.query as { ref?: unknown };
    const back = safeRef(ref, STAFF_PAGE_PATHS.fa);
    if (!provider) return reply.redirect(back.startsWith('/en/') ? STAFF_PAGE_PATHS.en : STAFF_PAGE_PATHS.fa);
    forget();
    const start = await provider.start();
    pending.set(start.state, { ...start, ref: back, at: Date.now() });
    // Lax: the provider sends the browser back with a top-level GET from its own site.
    reply.header('Set-Cookie', cookie(request, LOGIN_COOKIE, start.state, { path: '/staff/auth/', maxAge: LOGIN_TTL_MS / 1000, sameSite: 'Lax' }));
    return reply.header('Cache-Control', 'no-store').redirect(start.url);
  });

  fastify.get(CALLBACK_PATH, { preHandler: limited }, async function finishSignIn(request, reply) {
    const state = cookiesOf(request)[LOGIN_COOKIE];
    const query = request.query as { state?: unknown };
    const started = state && query.state === state ? pending.get(state) : undefined;
    reply.header('Set-Cookie', cookie(request, LOGIN_COOKIE, '', { path: '/staff/auth/', maxAge: 0, sameSite: 'Lax' }));
    if (!provider || !started) return refuse(request, reply, 400, 'signInFailed');
    pending.delete(state);
    let user;
    try {
      const url = new URL(request.url, config.oidc?.redirectUri ?? `${request.protocol}://${request.host}`);
      user = await provider.finish(url, started);
    } catch (error) {
      request.log.warn({ reason: (error as Error).message }, 'staff sign-in failed at the provider');
      return refuse(request, reply, 400, 'signInFailed');
    }
    const roles = rolesOf(user.groups, config);
    const created = sessions.create({ login: user.login, name: user.name, roles });
    if (roles.length) db.rememberUser({ login: user.login, name: user.name, roles });
    db.audit(user.login, roles.length ? 'signed-in' : 'refused', null, roles.length ? roles.join(',') : 'signed in without a staff group');
    reply.header('Set-Cookie', [
      cookie(request, LOGIN_COOKIE, '', { path: '/staff/auth/', maxAge: 0, sameSite: 'Lax' }),
      cookie(request, SESSION_COOKIE, created.cookie, { path: '/' }),
    ]);
    return reply.header('Cache-Control', 'no-store').redirect(started.ref);
  });

  fastify.post(LOGOUT_PATH, { preHandler: context.requireSession }, async function signOut(request, reply) {
    sessions.destroy(cookiesOf(request)[SESSION_COOKIE]);
    db.audit(request.staff!.session.user.login, 'signed-out');
    reply.header('Set-Cookie', cookie(request, SESSION_COOKIE, '', { path: '/', maxAge: 0 }));
    return reply.header('Cache-Control', 'no-store').send({ success: true, data: null, messages: [] });
  });
}

export const staffPlugin = fp(staff, { name: 'staff' });
export default staffPlugin;
