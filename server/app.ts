// The whole server as one Fastify instance: time limits, the build's security headers on every
// response, the form API (server/api.ts), the static site (server/static-site.ts) and the mail outbox
// (server/mailer.ts). server/main.ts builds it from the environment (configFromEnv); tests build it
// directly. docs/server.md lists every setting.
import path from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { apiPlugin } from './api';
import { clientErrorHandler } from './client-error';
import { errorHandler } from './errors';
import { createIdempotency } from './idempotency';
import { createMailer, type MailSettings } from './mailer';
import { createTranslator } from './messages';
import { loadAdminSecurityHeaders, loadSecurityHeaders } from './security-headers';
import { staticSite } from './static-site';
import { DEFAULT_STORE_DIR, openStore } from './store';

export type ServerConfig = {
  publicDir: string;
  storeDir: string;
  port: number;
  host: string;
  /** API submissions per client IP per minute. */
  rateLimitMax: number;
  /** Pages and files per client IP per minute. */
  pageRateLimitMax: number;
  allowedOrigin?: string;
  /** Trust X-Forwarded-For from this many proxies (or these addresses): the client's IP for the limits. */
  trustProxy: boolean | number | string;
  logLevel: string;
  /** 'pretty' (pino-pretty, for people) or 'json' (for log collectors). */
  logFormat: 'pretty' | 'json';
  mail: MailSettings | null;
  timeouts: Timeouts;
};

export type Timeouts = {
  /** Request line and headers must arrive within this. */
  headersMs: number;
  /** A body that sends nothing for this long is answered 408 and cut off. */
  bodyIdleMs: number;
  /** The whole request, body included (a 2 MB résumé over a slow mobile link takes a while). */
  requestMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveMs: number;
};

export const DEFAULT_TIMEOUTS: Timeouts = { headersMs: 10_000, bodyIdleMs: 10_000, requestMs: 120_000, keepAliveMs: 5_000 };

const ROOT = path.resolve(__dirname, '..');

function trustProxyOf(value: string | undefined): boolean | number | string {
  if (!value || value === '0' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value; // a list of addresses or CIDR ranges, as Fastify accepts
}

function positive(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive whole number, not "${value}"`);
  return n;
}

/** The server's settings from the environment (the README's table lists them). */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env, stdoutIsTTY = Boolean(process.stdout.isTTY)): ServerConfig {
  const smtpUrl = env.SMTP_URL?.trim();
  let mail: MailSettings | null = null;
  if (smtpUrl) {
    const missing = ['MAIL_FROM', 'MAIL_TO_CONTACT', 'MAIL_TO_JOBS'].filter((name) => !env[name]?.trim());
    if (missing.length) throw new Error(`SMTP_URL is set but ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} not`);
    mail = { smtpUrl, from: env.MAIL_FROM!.trim(), toContact: env.MAIL_TO_CONTACT!.trim(), toJobs: env.MAIL_TO_JOBS!.trim() };
  }
  const logFormat = env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'pretty' ? env.LOG_FORMAT : stdoutIsTTY ? 'pretty' : 'json';
  return {
    publicDir: path.resolve(env.PUBLIC_DIR ?? path.join(ROOT, 'public')),
    storeDir: path.resolve(env.SUBMISSIONS_DIR ?? DEFAULT_STORE_DIR),
    port: env.PORT === '0' ? 0 : positive(env.PORT, 9000, 'PORT'),
    host: env.HOST ?? '127.0.0.1',
    rateLimitMax: positive(env.RATE_LIMIT_MAX, 10, 'RATE_LIMIT_MAX'),
    pageRateLimitMax: positive(env.PAGE_RATE_LIMIT_MAX, 3000, 'PAGE_RATE_LIMIT_MAX'),
    allowedOrigin: env.ALLOWED_ORIGIN || undefined,
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL ?? 'info',
    logFormat,
    mail,
    timeouts: {
      headersMs: positive(env.HEADERS_TIMEOUT_MS, DEFAULT_TIMEOUTS.headersMs, 'HEADERS_TIMEOUT_MS'),
      bodyIdleMs: positive(env.BODY_IDLE_TIMEOUT_MS, DEFAULT_TIMEOUTS.bodyIdleMs, 'BODY_IDLE_TIMEOUT_MS'),
      requestMs: positive(env.REQUEST_TIMEOUT_MS, DEFAULT_TIMEOUTS.requestMs, 'REQUEST_TIMEOUT_MS'),
      keepAliveMs: DEFAULT_TIMEOUTS.keepAliveMs,
    },
  };
}

/** pino-pretty when asked for and installed (it is a development dependency), else JSON lines. */
function loggerOptions(config: ServerConfig): FastifyServerOptions['logger'] {
  if (config.logFormat === 'pretty') {
    try {
      require.resolve('pino-pretty');
      return { level: config.logLevel, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } };
    } catch {
      // production install without dev dependencies: JSON it is
    }
  }
  return { level: config.logLevel };
}

export type Server = FastifyInstance;

/**
 * Builds the server. Refuses to start without the build's security headers (public/security-headers.json,
 * written by `npm run build`): serving the site without its CSP and HSTS is worse than not serving it.
 */
export async function buildServer(config: ServerConfig, overrides: { now?: () => Date; retryDelaysMs?: readonly number[] } = {}): Promise<Server> {
  const headers = loadSecurityHeaders(config.publicDir);
  const adminHeaders = loadAdminSecurityHeaders(config.publicDir, headers);
  const { timeouts } = config;
  const translator = createTranslator();
  const app = Fastify({
    logger: loggerOptions(config),
    // A hop count is accepted by Fastify at run time though its types list only the other forms.
    trustProxy: config.trustProxy as boolean | string,
    // Node checks the headers and whole-request limits every connectionsCheckingInterval (30 s by default).
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: 1_000 },
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    // An idle socket (nothing sent either way) is closed: a backstop behind the body watch of the API.
    connectionTimeout: Math.max(timeouts.bodyIdleMs * 3, 30_000),
    // Requests arriving while the server shuts down are answered 503; in-flight ones are finished.
    return503OnClosing: true,
    clientErrorHandler: clientErrorHandler(translator, headers),
  });
  app.setErrorHandler(errorHandler(translator));
  // Every response, API answers and errors included, carries this build's security headers; the web
  // editor under /admin/ its own (the public pages' policy never widens for it).
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(/^\/admin(\/|$)/.test(request.url) ? adminHeaders : headers);
  });
  // While shutting down, answers to requests in flight close their connection, so the process can
  // exit as soon as they are answered instead of waiting for keep-alive connections to time out.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('Connection', 'close');
    return payload;
  });

  const store = await openStore(config.storeDir, ({ removedLeftovers }) => {
    if (removedLeftovers.length) app.log.warn({ removed: removedLeftovers }, 'removed leftovers of interrupted writes');
  });
  const idempotency = createIdempotency({ recent: (since) => store.recentKeyed(since), now: overrides.now });
  const mailer = config.mail
    ? createMailer({ storeDir: config.storeDir, settings: config.mail, translator, log: app.log, retryDelaysMs: overrides.retryDelaysMs, now: overrides.now })
    : null;
  if (!mailer) app.log.warn('SMTP_URL is not set: no notification emails are sent (submissions are still stored)');

  await app.register(apiPlugin, {
    store,
    idempotency,
    notifier: mailer ?? undefined,
    allowedOrigin: config.allowedOrigin,
    rateLimit: { max: config.rateLimitMax, windowMs: 60_000 },
    bodyIdleTimeoutMs: timeouts.bodyIdleMs,
    now: overrides.now,
  });
  await app.register(staticSite, { publicDir: config.publicDir, translator, rateLimitMax: config.pageRateLimitMax });
  if (mailer) {
    app.addHook('onReady', () => mailer.start());
    app.addHook('onClose', () => mailer.close());
  }
  return app;
}
