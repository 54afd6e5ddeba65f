// Reference implementation of POST /api/Contact/ContactWithUs and /api/Contact/JobApplication (design.md "The project's server").
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AnySchema } from 'yup';
import { localizeDigits } from '../src/lib/digits';
import { detectFileType, kindOfContentType, MAX_RESUME_BYTES } from '../src/lib/file-signature';
import type { FileKind } from '../src/lib/file-signature';
import {
  CONTACT_FIELDS,
  contactSchema,
  fieldErrors,
  JOB_FIELDS,
  jobApplicationSchema,
} from '../src/forms/schemas';
import type { FormMessage, JobApplicationPayload } from '../src/forms/schemas';
import { openStore } from './store';
import type { RecordKind, Store } from './store';

export type ApiOptions = {
  /** Where submissions are stored (server/store.ts). */
  storeDir: string;
  /** The one cross-origin site allowed to call the API (e.g. "https://example.ir"); same-origin calls need nothing. */
  allowedOrigin?: string;
  /** Submissions per client IP (request.ip: set Fastify's trustProxy behind nginx). Default 10 per minute. */
  rateLimit?: { max: number; windowMs: number };
  /** Clock, for tests. */
  now?: () => Date;
  /** Folder holding {fa,en}/forms.json; defaults to the project's locales/. */
  localesDir?: string;
};

type Language = 'fa' | 'en';
type EnvelopeMessage = { type: 'error'; message: string; field?: string };
type Envelope = { success: boolean; data: unknown; messages: EnvelopeMessage[] };

const CONTACT_PATH = '/api/Contact/ContactWithUs';
const JOB_PATH = '/api/Contact/JobApplication';

/** A 2 MB file is 2.8 MB in base64; the other fields add a few KB, so 3 MB fits one résumé and no more. */
export const JOB_BODY_LIMIT = 3 * 1024 * 1024;
/** The contact form's longest message is 2000 characters: 64 KB is ample even with \u escapes. */
export const CONTACT_BODY_LIMIT = 64 * 1024;
const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

const EXTENSION: Record<FileKind, string> = { pdf: 'pdf', doc: 'doc', docx: 'docx', jpeg: 'jpg', png: 'png' };

type Catalogue = Record<string, unknown>;

function loadCatalogues(localesDir: string): Record<Language, Catalogue> {
  const read = (language: Language) =>
    JSON.parse(readFileSync(path.join(localesDir, language, 'forms.json'), 'utf8')) as Catalogue;
  return { fa: read('fa'), en: read('en') };
}

function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Accept-Language's preferred supported language (q-values honoured), else Persian, the site's default. */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return 'fa';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0];
    if (primary === 'fa' || primary === 'en') return primary;
  }
  return 'fa';
}

function requestLanguage(request: FastifyRequest): Language {
  const body = request.body as { language?: unknown } | undefined;
  if (body && typeof body === 'object' && (body.language === 'fa' || body.language === 'en')) return body.language;
  const header = request.headers['accept-language'];
  return languageFromHeader(Array.isArray(header) ? header[0] : header);
}

function mediaType(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
}

/** A failure envelope (data is null on every failure). */
function failure(messages: EnvelopeMessage[]): Envelope {
  return { success: false, data: null, messages };
}

export async function apiPlugin(fastify: FastifyInstance, opts: ApiOptions): Promise<void> {
  const now = opts.now ?? (() => new Date());
  const limit = opts.rateLimit ?? { max: 10, windowMs: 60_000 };
  const allowedOrigin = opts.allowedOrigin?.replace(/\/+$/, '');
  const catalogues = loadCatalogues(opts.localesDir ?? path.resolve(__dirname, '..', 'locales'));
  const store: Store = await openStore(opts.storeDir);

  /** Text of a forms-namespace key; numbers in Persian digits on Persian answers, like the pages. */
  function translate(language: Language, key: string, values: Record<string, string | number> = {}): string {
    const template = lookup(catalogues[language], key) ?? lookup(catalogues.fa, key) ?? key;
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
      name in values ? (typeof values[name] === 'number' ? localizeDigits(values[name], language) : String(values[name])) : whole,
    );
  }

  function fieldMessage(language: Language, form: 'contact' | 'job', field: string, m: FormMessage): EnvelopeMessage {
    const text = translate(language, m.key, m.values);
    const label = lookup(catalogues[language], `${form}.fields.${field}.label`);
    const message = label ? translate(language, 'errors.withField', { label, message: text }) : text;
    return { type: 'error', message, field };
  }

  function send(reply: FastifyReply, status: number, body: Envelope): FastifyReply {
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  }

  function sendError(reply: FastifyReply, status: number, language: Language, key: string, values?: Record<string, number>) {
    return send(reply, status, failure([{ type: 'error', message: translate(language, key, values) }]));
  }

  // --- Rate limit: a sliding window of submission times per client IP. ---------------------------
  const hits = new Map<string, number[]>();
  function takeToken(ip: string): number {
    const t = now().getTime();
    const recent = (hits.get(ip) ?? []).filter((at) => at > t - limit.windowMs);
    if (recent.length >= limit.max) {
      hits.set(ip, recent);
      return Math.max(1, Math.ceil((recent[0] + limit.windowMs - t) / 1000));
    }
    recent.push(t);
    hits.set(ip, recent);
    // Forget idle clients now and then so the map cannot grow without bound.
    if (hits.size > 10_000) {
      for (const [key, times] of hits) if (times[times.length - 1] <= t - limit.windowMs) hits.delete(key);
    }
    return 0;
  }

  // --- Idempotency: key → id of the stored record, rebuilt from the store itself at start. ---------
  // The record file is the single source of truth: a record and its key are written in one fsynced
  // line, so after a crash there is never a stored submission whose key was forgotten (or vice versa).
  // Only stored submissions are remembered; a rejected attempt can be corrected and resent with its key.
  type Remembered = { id: string; at: number };
  const remembered: Record<RecordKind, Map<string, Remembered>> = { contact: new Map(), 'job-applications': new Map() };
  const inFlight = new Map<string, Promise<string | null>>();
  for (const kind of Object.keys(remembered) as RecordKind[]) {
    for (const record of await store.recentKeyedRecords(kind, new Date(now().getTime() - IDEMPOTENCY_TTL_MS))) {
      remembered[kind].set(record.idempotencyKey as string, { id: record.id, at: Date.parse(record.receivedAt) });
    }
  }
  function rememberedId(kind: RecordKind, key: string): string | null {
    const entry = remembered[kind].get(key);
    if (!entry) return null;
    if (entry.at < now().getTime() - IDEMPOTENCY_TTL_MS) {
      remembered[kind].delete(key);
      return null;
    }
    return entry.id;
  }

  // --- Errors from Fastify itself (body parser, limits) get the envelope too. ---------------------
  fastify.setErrorHandler((error: Error & { code?: string; statusCode?: number }, request, reply) => {
    const language = requestLanguage(request);
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
      return sendError(reply, 413, language, 'errors.payloadTooLarge', { maxMb: MAX_RESUME_BYTES / 1024 / 1024 });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
      return sendError(reply, 415, language, 'errors.unsupportedMediaType');
    }
    if (status >= 400 && status < 500) return sendError(reply, status, language, 'errors.invalidJson');
    request.log.error({ err: error }, 'form API failed');
    return sendError(reply, 500, language, 'errors.server');
  });

  // --- CORS, rate limit and content type, before the body is read. --------------------------------
  fastify.addHook('onRequest', async (request, reply) => {
    if (allowedOrigin) {
      reply.header('Vary', 'Origin');
      if (request.headers.origin === allowedOrigin) reply.header('Access-Control-Allow-Origin', allowedOrigin);
    }
    if (request.method !== 'POST') return;
    const language = languageFromHeader(request.headers['accept-language'] as string | undefined);
    const retryAfter = takeToken(request.ip);
    if (retryAfter > 0) {
      reply.header('Retry-After', String(retryAfter));
      return sendError(reply, 429, language, 'errors.tooManyRequests', { seconds: retryAfter });
    }
    // Fastify would also parse text/plain; the contract is JSON only, so anything else is refused here.
    if (mediaType(request) !== 'application/json') return sendError(reply, 415, language, 'errors.unsupportedMediaType');
    return undefined;
  });

  async function preflight(request: FastifyRequest, reply: FastifyReply) {
    const origin = request.headers.origin;
    if (!allowedOrigin || origin !== allowedOrigin) {
      const header = request.headers['accept-language'];
      return sendError(reply, 403, languageFromHeader(Array.isArray(header) ? header[0] : header), 'errors.originNotAllowed');
    }
    return reply
      .code(204)
      .header('Access-Control-Allow-Methods', 'POST, OPTIONS')
      .header('Access-Control-Allow-Headers', 'Content-Type, Accept-Language, X-Powered-By, Idempotency-Key, Authorization')
      .header('Access-Control-Max-Age', '600')
      .send();
  }

  /** Validation, idempotency and storage shared by both calls; `persist` stores the cleaned payload and returns its id. */
  async function submit<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    spec: {
      kind: RecordKind;
      form: 'contact' | 'job';
      schema: AnySchema;
      fields: readonly string[];
      persist: (payload: T, id: string, key: string | null) => Promise<EnvelopeMessage[] | { status: number; messages: EnvelopeMessage[] } | null>;
    },
  ) {
    const language = requestLanguage(request);
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return sendError(reply, 400, language, 'errors.invalidJson');

    const rawKey = request.headers['idempotency-key'];
    const key = typeof rawKey === 'string' ? rawKey : null;
    if (rawKey !== undefined && (key === null || !IDEMPOTENCY_KEY.test(key))) {
      return sendError(reply, 400, language, 'errors.idempotencyKey');
    }
    const flightKey = key ? `${spec.kind}\n${key}` : null;
    const replay = (id: string) => {
      reply.header('Idempotent-Replayed', 'true');
      return send(reply, 200, { success: true, data: { id }, messages: [] });
    };
    let settle: (value: string | null) => void = () => undefined;
    if (key && flightKey) {
      // Wait for an attempt with the same key that is still running; if it failed, the next waiter takes over.
      for (;;) {
        const earlier = rememberedId(spec.kind, key);
        if (earlier) return replay(earlier);
        const pending = inFlight.get(flightKey);
        if (!pending) break;
        const id = await pending;
        if (id) return replay(id);
      }
      // Claimed with no await since the check above, so two requests cannot both store.
      inFlight.set(flightKey, new Promise((resolve) => (settle = resolve)));
    }

    try {
      let payload: T;
      try {
        payload = (await spec.schema.validate(body, {
          abortEarly: false,
          stripUnknown: true,
          context: { now: now() },
        })) as T;
      } catch (error) {
        const errors = fieldErrors(error, spec.fields);
        if (errors.length === 0) throw error;
        // An oversize résumé is a size problem, which HTTP calls 413, even when it slipped under the body limit.
        const status = errors.some((e) => e.message.key === 'errors.fileSize') ? 413 : 400;
        return send(reply, status, failure(errors.map((e) => fieldMessage(language, spec.form, e.field, e.message))));
      }

      const id = randomUUID();
      const refused = await spec.persist(payload, id, key);
      if (refused) {
        const { status, messages } = Array.isArray(refused) ? { status: 400, messages: refused } : refused;
        return send(reply, status, failure(messages));
      }
      if (key) remembered[spec.kind].set(key, { id, at: now().getTime() });
      settle(id);
      return send(reply, 200, { success: true, data: { id }, messages: [] });
    } finally {
      // Rejected or failed attempts are not remembered: waiters retry on their own (settle is a no-op once resolved).
      settle(null);
      if (flightKey) inFlight.delete(flightKey);
    }
  }

  /** The payload's keys in the contract's order, so stored lines read like the form. */
  const ordered = (payload: Record<string, unknown>, fields: readonly string[]) =>
    Object.fromEntries(fields.filter((f) => f in payload).map((f) => [f, payload[f]]));

  fastify.options(CONTACT_PATH, preflight);
  fastify.options(JOB_PATH, preflight);

  fastify.post(CONTACT_PATH, { bodyLimit: CONTACT_BODY_LIMIT }, (request, reply) =>
    submit<Record<string, unknown>>(request, reply, {
      kind: 'contact',
      form: 'contact',
      schema: contactSchema,
      fields: CONTACT_FIELDS,
      async persist(payload, id, key) {
        await store.append('contact', {
          id,
          receivedAt: now().toISOString(),
          idempotencyKey: key,
          payload: ordered(payload, CONTACT_FIELDS),
        });
        return null;
      },
    }),
  );

  fastify.post(JOB_PATH, { bodyLimit: JOB_BODY_LIMIT }, (request, reply) =>
    submit<JobApplicationPayload>(request, reply, {
      kind: 'job-applications',
      form: 'job',
      schema: jobApplicationSchema,
      fields: JOB_FIELDS,
      async persist(payload, id, key) {
        const language = payload.language;
        const { resume } = payload;
        // The schema checked the head and tail of the encoding; here every byte is decoded and checked.
        const bytes = Buffer.from(resume.base64, 'base64');
        const declared = kindOfContentType(resume.contentType);
        const refuse = (messageKey: string) => [
          fieldMessage(language, 'job', 'resume', { key: messageKey }),
        ];
        if (bytes.length !== resume.size) return refuse('errors.fileCorrupt');
        if (bytes.length > MAX_RESUME_BYTES) {
          return { status: 413, messages: [fieldMessage(language, 'job', 'resume', { key: 'errors.fileSize', values: { maxMb: MAX_RESUME_BYTES / 1024 / 1024 } })] };
        }
        const detected = detectFileType(bytes);
        if (detected === null || detected !== declared) return refuse('errors.fileSignature');

        const storedAs = await store.writeResume(bytes, EXTENSION[detected]);
        const { base64: _omitted, ...fileFacts } = resume;
        await store.append('job-applications', {
          id,
          receivedAt: now().toISOString(),
          idempotencyKey: key,
          payload: ordered({ ...payload, resume: { ...fileFacts, storedAs } }, JOB_FIELDS),
        });
        return null;
      },
    }),
  );
}

export default apiPlugin;
