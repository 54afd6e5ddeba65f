// What can go wrong with a request, and the one error handler of the server (built once by
// server/app.ts): whatever failed, the answer is the envelope with a localized message and the right
// status, never a stack trace. Steps throw; this file decides status and words.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { MAX_RESUME_BYTES } from '../src/lib/file-signature';
import { waitWords } from '../src/lib/wait-words';
import type { FormMessage } from '../src/forms/schemas';
import type { FormKind } from './form-kind';
import { failure, languageOf } from './messages';
import type { EnvelopeMessage, Language, Translator, Values } from './messages';
import { ReferencesExhaustedError } from './reference';
import { StoreUnavailableError } from './store';

/** An error that becomes one localized message with its status (and a Retry-After, said in words too). */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: string,
    readonly values?: Values,
    readonly retryAfterSeconds?: number,
  ) {
    super(key);
  }
}

export type FieldProblem = { field: string; message: FormMessage };

/** A form refused field by field: each message is prefixed with its field's label ("Email: …"). */
export class FieldError extends Error {
  constructor(
    readonly statusCode: number,
    readonly kind: FormKind,
    readonly problems: readonly FieldProblem[],
  ) {
    super(`${kind}: ${problems.map((p) => p.field).join(', ')}`);
  }
}

/** Seconds a client is asked to wait after a 503 (store full or unavailable); the message says it in words. */
export const RETRY_AFTER_UNAVAILABLE = 60;

/** One field's message in the visitor's language, labelled with the field's name where it has one. */
export function fieldMessage(translator: Translator, language: Language, kind: FormKind, { field, message }: FieldProblem): EnvelopeMessage {
  const text = translator.t(language, message.key, message.values);
  const label = translator.raw(language, `${kind}.fields.${field}.label`);
  return { type: 'error', field, message: typeof label === 'string' ? translator.t(language, 'errors.withField', { label, message: text }) : text };
}

type AnyError = FastifyError & { key?: string; values?: Values; headers?: Record<string, string> };

/** The status and message key of an error that is not one of ours (Fastify's, a plugin's, a bug). */
function classify(error: AnyError): { status: number; key: string; values?: Values } {
  const status = error.statusCode ?? 500;
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
    return { status: 413, key: 'errors.payloadTooLarge', values: { maxMb: MAX_RESUME_BYTES / 1024 / 1024 } };
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) return { status: 415, key: 'errors.unsupportedMediaType' };
  if (status === 408) return { status, key: 'errors.requestTimeout' };
  if (status === 416) return { status, key: 'errors.rangeNotSatisfiable' };
  if (status === 429) return { status, key: 'errors.tooManyRequests' };
  if (status >= 400 && status < 500) return { status, key: 'errors.invalidJson' };
  return { status: 500, key: 'errors.server' };
}

export function errorHandler(translator: Translator) {
  return function handleError(error: AnyError, request: FastifyRequest, reply: FastifyReply) {
    const language = languageOf(request);
    const send = (status: number, messages: EnvelopeMessage[]) => reply.code(status).type('application/json; charset=utf-8').send(failure(messages));
    const sendKey = (status: number, key: string, values?: Values) => send(status, [{ type: 'error', message: translator.t(language, key, values) }]);
    /** A refusal to come back later: Retry-After, and the same wait in the message's words. */
    const sendWait = (status: number, key: string, seconds: number) => {
      reply.header('Retry-After', String(seconds));
      const wait = waitWords(seconds);
      return sendKey(status, key, { wait: translator.t(language, wait.key, wait.values) });
    };

    if (error instanceof FieldError)
      return send(
        error.statusCode,
        error.problems.map((p) => fieldMessage(translator, language, error.kind, p)),
      );
    if (error instanceof ApiError && error.retryAfterSeconds) return sendWait(error.statusCode, error.key, error.retryAfterSeconds);
    if (error instanceof ApiError) return sendKey(error.statusCode, error.key, error.values);
    if (error instanceof StoreUnavailableError) {
      request.log.error({ err: error.cause }, 'submissions store unavailable');
      return sendWait(503, 'errors.storageUnavailable', RETRY_AFTER_UNAVAILABLE);
    }
    if (error instanceof ReferencesExhaustedError) {
      request.log.error('every reference of the day is taken: submissions refused until the next UTC day');
      return sendWait(503, 'errors.storageUnavailable', error.retryAfterSeconds);
    }
    const { status, key, values } = classify(error);
    if (status === 408) reply.header('Connection', 'close');
    // A range past the end says how long the file is (@fastify/send puts it on the error).
    if (status === 416 && error.headers?.['Content-Range']) reply.header('Content-Range', error.headers['Content-Range']);
    if (status === 429) return sendWait(429, key, Number(reply.getHeader('retry-after')) || 60);
    if (status === 500) request.log.error({ err: error }, 'request failed');
    return sendKey(status, key, values);
  };
}
