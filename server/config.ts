// The server's settings from the environment (configFromEnv), checked before anything starts: a value
// that is not what it should be stops the server with a message naming it. docs/server.md lists every
// setting. Kept apart from server/app.ts so the command line reads the same settings without loading
// the web server.
import path from 'node:path';
import type { MailSettings } from './mail-message';
import { DEFAULT_STORE_DIR } from './store';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';

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
  trustProxy: TrustProxy;
  logLevel: string;
  /** 'pretty' (pino-pretty, for people) or 'json' (for log collectors). */
  logFormat: 'pretty' | 'json';
  mail: MailSettings | null;
  /** Prometheus metrics on 127.0.0.1 at this port (server/metrics.ts); none when unset. */
  metricsPort?: number;
  /** The release's id, reported by /healthz (else the build's compilation hash). */
  buildId?: string;
  timeouts: Timeouts;
  limits: Limits;
};

export type Limits = {
  /** Open connections in all; Node refuses the rest at once. */
  maxConnections: number;
  /** Open connections from one address (trusted proxies excepted). */
  connectionsPerClient: number;
  /** Résumé uploads (bodies over 64 KB) received at once; the next is answered 503 with Retry-After. */
  maxUploads: number;
};

export const DEFAULT_LIMITS: Limits = { maxConnections: 512, connectionsPerClient: 32, maxUploads: 16 };

export type Timeouts = {
  /** Request line and headers must arrive within this. */
  headersMs: number;
  /** A body that sends nothing for this long is answered 408 and cut off. */
  bodyIdleMs: number;
  /** The whole request, body included (a 2 MB résumé over a slow mobile link takes a while). */
  requestMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveMs: number;
  /** On SIGTERM, requests in flight are finished within this; then the server exits (systemd's TimeoutStopSec is 30 s). */
  drainMs: number;
};

export const DEFAULT_TIMEOUTS: Timeouts = { headersMs: 10_000, bodyIdleMs: 10_000, requestMs: 120_000, keepAliveMs: 5_000, drainMs: 25_000 };

const ROOT = path.resolve(__dirname, '..');

function positive(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive whole number, not "${value}"`);
  return n;
}

/** The server's settings from the environment (docs/server.md, "Settings", lists them). */
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
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL ?? 'info',
    logFormat,
    mail,
    buildId: env.BUILD_ID?.trim() || undefined,
    metricsPort: !env.METRICS_PORT ? undefined : env.METRICS_PORT === '0' ? 0 : positive(env.METRICS_PORT, 0, 'METRICS_PORT'),
    timeouts: {
      headersMs: positive(env.HEADERS_TIMEOUT_MS, DEFAULT_TIMEOUTS.headersMs, 'HEADERS_TIMEOUT_MS'),
      bodyIdleMs: positive(env.BODY_IDLE_TIMEOUT_MS, DEFAULT_TIMEOUTS.bodyIdleMs, 'BODY_IDLE_TIMEOUT_MS'),
      requestMs: positive(env.REQUEST_TIMEOUT_MS, DEFAULT_TIMEOUTS.requestMs, 'REQUEST_TIMEOUT_MS'),
      keepAliveMs: DEFAULT_TIMEOUTS.keepAliveMs,
      drainMs: positive(env.DRAIN_TIMEOUT_MS, DEFAULT_TIMEOUTS.drainMs, 'DRAIN_TIMEOUT_MS'),
    },
    limits: {
      maxConnections: positive(env.MAX_CONNECTIONS, DEFAULT_LIMITS.maxConnections, 'MAX_CONNECTIONS'),
      connectionsPerClient: positive(env.CONNECTIONS_PER_CLIENT, DEFAULT_LIMITS.connectionsPerClient, 'CONNECTIONS_PER_CLIENT'),
      maxUploads: positive(env.MAX_UPLOADS, DEFAULT_LIMITS.maxUploads, 'MAX_UPLOADS'),
    },
  };
}
