// One form submission, in the order its steps run: shape, rate, idempotency key, validation, storage,
// notification. Each step is a function that returns what the next needs or throws an error that
// server/errors.ts turns into the answer; `submissionHandler` composes them into a route handler.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fieldErrors } from '../src/forms/schemas';
import { checkShape } from './body-shape';
import { ApiError, FieldError } from './errors';
import type { FormDefinition } from './forms';
import { parseIdempotencyKey, type Attempt, type Idempotency, type Remembered } from './idempotency';
import type { Envelope } from './messages';
import { newRecordId } from './record-id';
import type { Store, StoredRecord } from './store';
import type { FormKind } from './form-kind';

/** What the API hands the mailer: an outbox entry to store with each record, and the stored record. */
export type Notifier = {
  outboxEntry(id: string, kind: FormKind): Record<string, unknown>;
  stored(record: StoredRecord): void;
};

export type SubmissionDeps = {
  store: Store;
  idempotency: Idempotency;
  notifier?: Notifier;
  now: () => Date;
  /** Counts the request against the client's allowance; throws the 429 when it is used up. */
  takeToken: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
};

/** Step 1, shape: the body reduced to the form's fields, each of the type it must have. */
export function shapedBody(form: FormDefinition, body: unknown): Record<string, unknown> {
  const shaped = checkShape(body, form.shape);
  if (shaped.ok) return shaped.body;
  if (shaped.field) throw new FieldError(400, form.kind, [{ field: shaped.field, message: { key: 'errors.invalidShape' } }]);
  throw new ApiError(400, 'errors.invalidShape');
}

/** Step 3, idempotency key: the header's key, or null; an unusable key is refused. */
export function idempotencyKey(request: FastifyRequest): string | null {
  const key = parseIdempotencyKey(request.headers['idempotency-key']);
  if (key === 'invalid') throw new ApiError(400, 'errors.idempotencyKey');
  return key;
}

/** Step 4, validation: the shared yup schema, then the form's own checks (a résumé's bytes). */
export async function validPayload(form: FormDefinition, body: Record<string, unknown>, now: Date) {
  let payload: Record<string, unknown>;
  try {
    payload = await form.schema.validate(body, { abortEarly: false, stripUnknown: true, context: { now } });
  } catch (error) {
    const problems = fieldErrors(error, form.fields);
    if (problems.length === 0) throw error;
    // An oversize résumé is a size problem, which HTTP calls 413, even when it slipped under the body limit.
    throw new FieldError(problems.some((p) => p.message.key === 'errors.fileSize') ? 413 : 400, form.kind, problems);
  }
  return form.prepare(payload);
}

/** Step 5, storage: the record, its résumé and its outbox entry, durably, in one step. */
export async function storedRecord(form: FormDefinition, prepared: ReturnType<FormDefinition['prepare']>, attempt: Attempt, deps: SubmissionDeps) {
  const receivedAt = deps.now();
  const id = newRecordId(receivedAt);
  return deps.store.write(
    {
      kind: form.kind,
      ...prepared,
      receivedAt: receivedAt.toISOString(),
      idempotency: attempt.keyHash ? { keyHash: attempt.keyHash, bodyHash: attempt.bodyHash } : null,
      outbox: deps.notifier?.outboxEntry(id, form.kind),
    },
    id,
  );
}

/** The success answer: the id and the reference the visitor can quote; the same for the first attempt and for a replay of it. */
function sendStored(reply: FastifyReply, entry: Pick<Remembered, 'id' | 'reference'>, replayed: boolean): FastifyReply {
  if (replayed) reply.header('Idempotent-Replayed', 'true');
  const body: Envelope = { success: true, data: { id: entry.id, reference: entry.reference }, messages: [] };
  return reply.code(200).type('application/json; charset=utf-8').send(body);
}

/** The route handler of one form. */
export function submissionHandler(form: FormDefinition, deps: SubmissionDeps) {
  return async function submitForm(request: FastifyRequest, reply: FastifyReply) {
    const body = shapedBody(form, request.body);
    // Counted once the body has the form's shape, so a flood of junk is cut by the body limits and a visitor's corrected retries are not.
    await deps.takeToken(request, reply);
    const claim = await deps.idempotency.claim(form.kind, idempotencyKey(request), body);
    if (claim.outcome === 'replay') return sendStored(reply, claim.entry, true);
    if (claim.outcome === 'conflict') throw new ApiError(422, 'errors.idempotencyConflict');
    try {
      const prepared = await validPayload(form, body, deps.now());
      const record = await storedRecord(form, prepared, claim, deps);
      claim.commit({ id: record.id, reference: record.reference, at: Date.parse(record.receivedAt) });
      deps.notifier?.stored(record); // step 6, notification: the mailer sends it from the outbox
      return sendStored(reply, record, false);
    } finally {
      claim.release();
    }
  };
}
