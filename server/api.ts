// The reference implementation of POST /api/Contact/ContactWithUs and /api/Contact/JobApplication:
// CORS (server/cors.ts), JSON bodies that keep arriving (server/json-body.ts), a rate limit, and one
// route per form (server/forms.ts) whose handler runs the steps of server/submission.ts. The store,
// the idempotency memory and the mail notifier are given to it by the app (server/app.ts).
// docs/server.md describes the behaviour an operator and a client can rely on.
import type { FastifyInstance } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import corsPolicy from './cors';
import { FORM_KINDS } from './form-kind';
import { FORMS } from './forms';
import type { Idempotency } from './idempotency';
import jsonBody from './json-body';
import { RATE_LIMIT_COMMON } from './rate-limit';
import type { Store } from './store';
import { submissionHandler, type Notifier } from './submission';

export type ApiOptions = {
  store: Store;
  idempotency: Idempotency;
  /** Mail notification; none when SMTP is not configured. */
  notifier?: Notifier;
  /** The one cross-origin site allowed to call the API (e.g. "https://example.ir"); same-origin calls need nothing. */
  allowedOrigin?: string;
  /** Submissions per client IP (request.ip: set Fastify's trustProxy behind nginx). Default 10 per minute. */
  rateLimit?: { max: number; windowMs: number };
  /** A body that sends nothing for this long is cut off with 408. Default 10 s. */
  bodyIdleTimeoutMs?: number;
  /** Résumé uploads received at once. Default 16. */
  maxUploads?: number;
  /** Clock, for tests. */
  now?: () => Date;
};

export async function apiPlugin(fastify: FastifyInstance, opts: ApiOptions): Promise<void> {
  const limit = opts.rateLimit ?? { max: 10, windowMs: 60_000 };
  await fastify.register(corsPolicy, { allowedOrigin: opts.allowedOrigin });
  await fastify.register(jsonBody, { bodyIdleTimeoutMs: opts.bodyIdleTimeoutMs ?? 10_000, maxUploads: opts.maxUploads ?? 16 });
  await fastify.register(fastifyRateLimit, { ...RATE_LIMIT_COMMON, global: false });
  const rateLimited = fastify.rateLimit({ max: limit.max, timeWindow: limit.windowMs });

  const deps = {
    store: opts.store,
    idempotency: opts.idempotency,
    notifier: opts.notifier,
    now: opts.now ?? (() => new Date()),
    takeToken: async (request: Parameters<typeof rateLimited>[0], reply: Parameters<typeof rateLimited>[1]) => {
      await rateLimited.call(fastify, request, reply);
    },
  };
  for (const kind of FORM_KINDS) {
    const form = FORMS[kind];
    fastify.post(form.path, { bodyLimit: form.bodyLimit }, submissionHandler(form, deps));
  }
}

export default apiPlugin;
