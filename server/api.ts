// The reference implementation of POST /api/Contact/ContactWithUs and /api/Contact/JobApplication:
// content type, body shape, the shared yup schemas, a full check of the résumé's bytes, idempotency,
// durable storage (server/store.ts), then the notification email's outbox (server/mailer.ts).
// docs/server.md describes the behaviour an operator and a client can rely on.
import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import type { AnySchema } from 'yup';
import { detectFileType, hasOfficeMacros, kindOfContentType, MAX_RESUME_BYTES } from '../src/lib/file-signature';
import type { FileKind } from '../src/lib/file-signature';
import { CONTACT_FIELDS, contactSchema, fieldErrors, JOB_FIELDS, jobApplicationSchema } from '../src/forms/schemas';
import type { FormMessage, JobApplicationPayload } from '../src/forms/schemas';
import { checkShape, SHAPES } from './body-shape';
import { createTranslator, failure, languageFromHeader, languageOf } from './messages';
import type { Envelope, EnvelopeMessage, Language, Translator, Values } from './messages';
import { canonicalJson, openStore, sha256, StoreUnavailableError } from './store';
import type { NewRecord, OpenStoreResult, RecordKind, Store, StoredRecord } from './store';

/** What the API hands the mailer: an outbox entry to store with each record, and the stored record. */
export type Notifier = {
  outboxEntry(id: string, kind: RecordKind): Record<string, unknown>;
  stored(record: StoredRecord): void;
};

export type ApiOptions = {
  /** Where submissions are stored (server/store.ts). */
  storeDir: string;
  /** The one cross-origin site allowed to call the API (e.g. "https://example.ir"); same-origin calls need nothing. */
  allowedOrigin?: string;
  /** Submissions per client IP (request.ip: set Fastify's trustProxy behind nginx). Default 10 per minute. */
  rateLimit?: { max: number; windowMs: number };
  /** A body that sends nothing for this long is cut off with 408. Default 10 s. */
  bodyIdleTimeoutMs?: number;
  /** Clock, for tests. */
  now?: () => Date;
  /** Folder holding {fa,en}/forms.json; defaults to the project's locales/. */
  localesDir?: string;
  /** Mail notification; none when SMTP is not configured. */
  notifier?: Notifier;
  /** Told what opening the store found (leftovers removed, records migrated). */
  onStoreOpened?: (result: OpenStoreResult) => void;
};

const CONTACT_PATH = '/api/Contact/ContactWithUs';
const JOB_PATH = '/api/Contact/JobApplication';

/** A 2 MB file is 2.8 MB in base64; the other fields add a few KB, so 3 MB fits one résumé and no more. */
export const JOB_BODY_LIMIT = 3 * 1024 * 1024;
/** The contact form's longest message is 2000 characters: 64 KB is ample even with \u escapes. */
export const CONTACT_BODY_LIMIT = 64 * 1024;
const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;
/** Seconds a client is asked to wait after a 503 (store full or unavailable). */
const RETRY_AFTER_UNAVAILABLE = 60;

const EXTENSION: Record<FileKind, string> = { pdf: 'pdf', doc: 'doc', docx: 'docx', jpeg: 'jpg', png: 'png' };

export { languageFromHeader };

/** An error that becomes one localized envelope with its status. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: string,
    readonly values?: Values,
  ) {
    super(key);
  }
}

/**
 * The error handler of every route of the server (API and pages): whatever failed, the answer is the
 * envelope with a localized message and the right status, never a stack trace.
 */
export function errorHandler(translator: Translator) {
  return (error: FastifyError & { key?: string; values?: Values }, request: FastifyRequest, reply: FastifyReply) => {
    const language = languageOf(request);
    const send = (status: number, key: string, values?: Values) =>
      reply
        .code(status)
        .type('application/json; charset=utf-8')
        .send(failure([{ type: 'error', message: translator.t(language, key, values) }]));
    if (error instanceof ApiError) return send(error.statusCode, error.key, error.values);
    if (error instanceof StoreUnavailableError) {
      request.log.error({ err: error.cause }, 'submissions store unavailable');
      reply.header('Retry-After', String(RETRY_AFTER_UNAVAILABLE));
      return send(503, 'errors.storageUnavailable');
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
      return send(413, 'errors.payloadTooLarge', { maxMb: MAX_RESUME_BYTES / 1024 / 1024 });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) return send(415, 'errors.unsupportedMediaType');
    if (status === 408) {
      reply.header('Connection', 'close');
      return send(408, 'errors.requestTimeout');
    }
    if (status === 429) {
      const seconds = Number(reply.getHeader('retry-after')) || 60;
      return send(429, 'errors.tooManyRequests', { seconds });
    }
    if (status >= 400 && status < 500) return send(status, 'errors.invalidJson');
    request.log.error({ err: error }, 'request failed');
    return send(500, 'errors.server');
  };
}

/**
 * @fastify/rate-limit's settings shared by the API's limit and the pages' limit: only Retry-After is
 * sent, and going over throws an error that errorHandler turns into the localized 429 envelope.
 */
export const RATE_LIMIT_COMMON = {
  errorResponseBuilder: (): Error & { statusCode: number } => Object.assign(new Error('rate limited'), { statusCode: 429 }),
  addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': true },
  addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
} as const;

/**
 * Reads the body through a watch: a client that declares a body and then stops sending is answered
 * 408 after `idleMs` without a byte, and the connection is closed, instead of holding it open.
 */
function bodyWatch(idleMs: number) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: NodeJS.ReadableStream) => {
    if (request.method !== 'POST') return payload;
    const watched = new PassThrough();
    // Fastify listens for errors only while it reads the body; once the answer is decided without
    // reading (a Content-Length over the limit), a late timeout must not become an unhandled error.
    watched.on('error', () => undefined);
    const timer = setTimeout(() => {
      payload.unpipe(watched);
      request.log.warn('request body stalled; cut off');
      watched.destroy(new ApiError(408, 'errors.requestTimeout'));
    }, idleMs);
    payload.on('data', () => timer.refresh());
    payload.on('end', () => clearTimeout(timer));
    payload.on('error', (error: Error) => {
      clearTimeout(timer);
      watched.destroy(error);
    });
    watched.on('close', () => clearTimeout(timer));
    reply.raw.on('close', () => clearTimeout(timer));
    payload.pipe(watched);
    return watched;
  };
}

export async function apiPlugin(fastify: FastifyInstance, opts: ApiOptions): Promise<void> {
  const now = opts.now ?? (() => new Date());
  const limit = opts.rateLimit ?? { max: 10, windowMs: 60_000 };
  const allowedOrigin = opts.allowedOrigin?.replace(/\/+$/, '');
  const translator = createTranslator(opts.localesDir);
  const store: Store = await openStore(opts.storeDir, opts.onStoreOpened);
  const t = translator.t;

  function fieldMessage(language: Language, form: 'contact' | 'job', field: string, m: FormMessage): EnvelopeMessage {
    const text = t(language, m.key, m.values);
    const label = translator.raw(language, `${form}.fields.${field}.label`);
    const message = typeof label === 'string' ? t(language, 'errors.withField', { label, message: text }) : text;
    return { type: 'error', message, field };
  }

  function send(reply: FastifyReply, status: number, body: Envelope): FastifyReply {
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  }

  fastify.setErrorHandler(errorHandler(translator));

  // --- CORS: the configured origin only (@fastify/cors), and a refused preflight says why. -------
  fastify.addHook('onRequest', async (request) => {
    if (request.method === 'OPTIONS' && (!allowedOrigin || request.headers.origin !== allowedOrigin)) {
      throw new ApiError(403, 'errors.originNotAllowed');
    }
  });
  await fastify.register(fastifyCors, {
    origin: allowedOrigin ? [allowedOrigin] : false,
    methods: ['POST', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Accept-Language', 'X-Powered-By', 'Idempotency-Key', 'Authorization'],
    maxAge: 600,
    strictPreflight: false,
  });

  // --- Rate limit (@fastify/rate-limit): counted once the body has the form's shape (see submit),
  // so a flood of junk is cut by the body limits and a visitor's corrected retries are not.
  await fastify.register(fastifyRateLimit, { ...RATE_LIMIT_COMMON, global: false });
  const takeToken = fastify.rateLimit({ max: limit.max, timeWindow: limit.windowMs });

  // --- Content type and stalled bodies, before the body is read. ---------------------------------
  fastify.addHook('onRequest', async (request) => {
    if (request.method !== 'POST') return;
    const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    // Fastify would also parse text/plain; the contract is JSON only, so anything else is refused here.
    if (type !== 'application/json') throw new ApiError(415, 'errors.unsupportedMediaType');
  });
  fastify.addHook('preParsing', bodyWatch(opts.bodyIdleTimeoutMs ?? 10_000));

  // --- Idempotency: key hash → the stored record, rebuilt from the store itself at start. --------
  // The record is the single source of truth: a record and its key are written in one atomic step,
  // so after a crash there is never a stored submission whose key was forgotten (or the reverse).
  // Only stored submissions are remembered; a refused attempt can be corrected and resent with its key.
  type Remembered = { id: string; at: number; bodyHash: string | null };
  const remembered = new Map<string, Remembered>();
  const inFlight = new Map<string, Promise<Remembered | null>>();
  for (const kind of ['contact', 'job-applications'] as const) {
    for (const record of await store.recentKeyedRecords(kind, new Date(now().getTime() - IDEMPOTENCY_TTL_MS))) {
      const { keyHash, bodyHash } = record.idempotency!;
      remembered.set(keyHash, { id: record.id, at: Date.parse(record.receivedAt), bodyHash });
    }
  }
  function rememberedFor(keyHash: string): Remembered | null {
    const entry = remembered.get(keyHash);
    if (!entry) return null;
    if (entry.at < now().getTime() - IDEMPOTENCY_TTL_MS) {
      remembered.delete(keyHash);
      return null;
    }
    return entry;
  }

  type Prepared = Pick<NewRecord, 'kind' | 'payload' | 'resume'>;
  type Spec<T> = {
    kind: RecordKind;
    form: 'contact' | 'job';
    schema: AnySchema;
    fields: readonly string[];
    /** The record to store for a valid payload, or the field messages that refuse it. */
    prepare: (payload: T, language: Language) => Prepared | { status: number; messages: EnvelopeMessage[] };
  };

  async function submit<T>(request: FastifyRequest, reply: FastifyReply, spec: Spec<T>) {
    const language = languageOf(request);
    const shaped = checkShape(request.body, SHAPES[spec.form]);
    if (!shaped.ok) {
      const message = shaped.field
        ? fieldMessage(language, spec.form, shaped.field, { key: 'errors.invalidShape' })
        : { type: 'error' as const, message: t(language, 'errors.invalidShape') };
      return send(reply, 400, failure([message]));
    }
    await takeToken.call(fastify, request, reply);

    const rawKey = request.headers['idempotency-key'];
    const key = typeof rawKey === 'string' ? rawKey : null;
    if (rawKey !== undefined && (key === null || !IDEMPOTENCY_KEY.test(key))) throw new ApiError(400, 'errors.idempotencyKey');
    const keyHash = key ? sha256(`${spec.kind}\n${key}`) : null;
    const bodyHash = sha256(canonicalJson(shaped.body));
    const answer = (entry: Remembered) => {
      // A key's first body decides; a different body under the same key is a client bug, not a retry.
      if (entry.bodyHash !== null && entry.bodyHash !== bodyHash) throw new ApiError(422, 'errors.idempotencyConflict');
      reply.header('Idempotent-Replayed', 'true');
      return send(reply, 200, { success: true, data: { id: entry.id }, messages: [] });
    };
    let settle: (value: Remembered | null) => void = () => undefined;
    if (keyHash) {
      // Wait for an attempt with the same key that is still running; if it failed, the next waiter takes over.
      for (;;) {
        const earlier = rememberedFor(keyHash);
        if (earlier) return answer(earlier);
        const pending = inFlight.get(keyHash);
        if (!pending) break;
        const entry = await pending;
        if (entry) return answer(entry);
      }
      // Claimed with no await since the check above, so two requests cannot both store.
      inFlight.set(keyHash, new Promise((resolve) => (settle = resolve)));
    }

    try {
      let payload: T;
      try {
        payload = (await spec.schema.validate(shaped.body, { abortEarly: false, stripUnknown: true, context: { now: now() } })) as T;
      } catch (error) {
        const errors = fieldErrors(error, spec.fields);
        if (errors.length === 0) throw error;
        // An oversize résumé is a size problem, which HTTP calls 413, even when it slipped under the body limit.
        const status = errors.some((e) => e.message.key === 'errors.fileSize') ? 413 : 400;
        return send(reply, status, failure(errors.map((e) => fieldMessage(language, spec.form, e.field, e.message))));
      }
      const prepared = spec.prepare(payload, language);
      if ('messages' in prepared) return send(reply, prepared.status, failure(prepared.messages));

      const id = randomUUID();
      const record = await store.write(
        {
          ...prepared,
          receivedAt: now().toISOString(),
          idempotency: keyHash ? { keyHash, bodyHash } : null,
          outbox: opts.notifier?.outboxEntry(id, spec.kind),
        },
        id,
      );
      const entry = { id, at: Date.parse(record.receivedAt), bodyHash };
      if (keyHash) remembered.set(keyHash, entry);
      settle(entry);
      opts.notifier?.stored(record);
      return send(reply, 200, { success: true, data: { id }, messages: [] });
    } finally {
      // Refused or failed attempts are not remembered: waiters retry on their own (settle is a no-op once resolved).
      settle(null);
      if (keyHash) inFlight.delete(keyHash);
    }
  }

  /** The payload's keys in the contract's order, so stored records read like the form. */
  const ordered = (payload: Record<string, unknown>, fields: readonly string[]) =>
    Object.fromEntries(fields.filter((f) => f in payload).map((f) => [f, payload[f]]));

  fastify.post(CONTACT_PATH, { bodyLimit: CONTACT_BODY_LIMIT }, (request, reply) =>
    submit<Record<string, unknown>>(request, reply, {
      kind: 'contact',
      form: 'contact',
      schema: contactSchema,
      fields: CONTACT_FIELDS,
      prepare: (payload) => ({ kind: 'contact', payload: ordered(payload, CONTACT_FIELDS) }),
    }),
  );

  fastify.post(JOB_PATH, { bodyLimit: JOB_BODY_LIMIT }, (request, reply) =>
    submit<JobApplicationPayload>(request, reply, {
      kind: 'job-applications',
      form: 'job',
      schema: jobApplicationSchema,
      fields: JOB_FIELDS,
      prepare(payload, language) {
        const { resume } = payload;
        // The schema checked the head and tail of the encoding; here every byte is decoded and checked.
        const bytes = Buffer.from(resume.base64, 'base64');
        const declared = kindOfContentType(resume.contentType);
        const refuse = (key: string, status = 400, values?: Values) => ({
          status,
          messages: [fieldMessage(language, 'job', 'resume', { key, values })],
        });
        if (bytes.length !== resume.size) return refuse('errors.fileCorrupt');
        if (bytes.length > MAX_RESUME_BYTES) return refuse('errors.fileSize', 413, { maxMb: MAX_RESUME_BYTES / 1024 / 1024 });
        const detected = detectFileType(bytes);
        if (detected === null || detected !== declared) return refuse('errors.fileSignature');
        if (hasOfficeMacros(bytes)) return refuse('errors.fileMacros');
        const { base64: _omitted, ...fileFacts } = resume;
        return {
          kind: 'job-applications',
          payload: ordered({ ...payload, resume: fileFacts }, JOB_FIELDS),
          resume: { bytes, extension: EXTENSION[detected] },
        };
      },
    }),
  );
}

export default apiPlugin;
