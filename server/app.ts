// The whole server as one Fastify instance: time limits, the build's security headers on every
// response, the form API (server/api.ts), the static site (server/static-site.ts) and the mail outbox
// (server/mailer.ts). server/main.ts builds it from the environment (configFromEnv); tests build it
// directly. docs/server.md lists every setting.
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { apiPlugin } from './api';
import watchBodies from './body-watch';
import { clientErrorHandler } from './client-error';
import { limitConnections } from './connections';
import { errorHandler } from './errors';
import { healthPlugin } from './health';
import { createIdempotency } from './idempotency';
import type { ServerConfig } from './config';
import drain from './drain';
import { createMailer } from './mailer';
import { metricsPlugin } from './metrics';
import { createTranslator } from './messages';
import responseHeaders from './response-headers';
import { loadAdminSecurityHeaders, loadSecurityHeaders } from './security-headers';
import { staffPlugin } from './staff/plugin';
import { staticSite } from './static-site';
import { limitPipelining } from './pipelining';
import { openStore } from './store';
import { proxyPeers, trustFunction } from './trust-proxy';

export { configFromEnv, DEFAULT_LIMITS, DEFAULT_TIMEOUTS } from './config';
export type { Limits, ServerConfig, Timeouts } from './config';

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
export async function buildServer(
  config: ServerConfig,
  overrides: { now?: () => Date; retryDelaysMs?: readonly number[]; referenceSpace?: number } = {},
): Promise<Server> {
  const headers = loadSecurityHeaders(config.publicDir);
  const adminHeaders = loadAdminSecurityHeaders(config.publicDir, headers);
  const { timeouts } = config;
  const translator = createTranslator();
  const app = Fastify({
    logger: loggerOptions(config),
    // Fastify 5 reads a hop count as "trust nothing": server/trust-proxy.ts gives it the setting as a function.
    trustProxy: trustFunction(config.trustProxy),
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
  limitConnections(app.server, {
    maxConnections: config.limits.maxConnections,
    perClient: config.limits.connectionsPerClient,
    exempt: proxyPeers(config.trustProxy),
    onRefused: (address) => app.log.warn({ address }, 'too many connections from one client; closed'),
  });
  limitPipelining(app.server, { onRefused: (address) => app.log.warn({ address }, 'too many pipelined requests on one connection; closed') });
  await app.register(responseHeaders, { headers, adminHeaders });
  await app.register(drain);
  await app.register(watchBodies, { bodyIdleTimeoutMs: timeouts.bodyIdleMs });
  await app.register(metricsPlugin, { storeDir: config.storeDir, port: config.metricsPort }); // loopback only: server/metrics.ts

  const store = await openStore(
    config.storeDir,
    ({ removedLeftovers }) => {
      if (removedLeftovers.length) app.log.warn({ removed: removedLeftovers }, 'removed leftovers of interrupted writes');
    },
    { referenceSpace: overrides.referenceSpace },
  );
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
    maxUploads: config.limits.maxUploads,
    now: overrides.now,
  });
  await app.register(staffPlugin, { store, now: overrides.now });
  await app.register(healthPlugin, { store, publicDir: config.publicDir, mailConfigured: Boolean(mailer), buildId: config.buildId, now: overrides.now });
  await app.register(staticSite, { publicDir: config.publicDir, translator, rateLimitMax: config.pageRateLimitMax });
  if (mailer) {
    app.addHook('onReady', () => mailer.start());
    app.addHook('onClose', () => mailer.close());
  }
  return app;
}
