// JSON bodies only; bodies that stop arriving are cut off; and only so many large bodies (résumés) are
// received at once, so slow uploads cannot hold the server's memory: a plugin of the forms API
// (server/api.ts), applied to the routes of the context that registers it (fastify-plugin).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { bodyWatch } from './body-watch';
import { ApiError } from './errors';

export type JsonBodyOptions = {
  /** A body that sends nothing for this long is answered 408 and its connection closed. */
  bodyIdleTimeoutMs: number;
  /** Bodies over LARGE_BODY_BYTES (or of unknown length) received at once; the next is answered 503. */
  maxUploads: number;
};

/** A contact message fits in 64 KB; anything larger is a résumé upload. */
export const LARGE_BODY_BYTES = 64 * 1024;
/** Seconds a client is asked to wait when every upload slot is taken (an upload takes seconds). */
export const RETRY_AFTER_BUSY = 10;

/** Fastify would also parse text/plain; the contract is JSON only, so anything else is refused before the body is read. */
async function requireJson(request: FastifyRequest): Promise<void> {
  if (request.method !== 'POST') return;
  const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json') throw new ApiError(415, 'errors.unsupportedMediaType');
}

/** Takes an upload slot for a large body before it is read, and gives it back when the answer is sent. */
function uploadSlots(max: number) {
  let taken = 0;
  return async function takeUploadSlot(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (request.method !== 'POST') return;
    const length = Number(request.headers['content-length']);
    if (Number.isFinite(length) && length <= LARGE_BODY_BYTES) return;
    if (taken >= max) throw new ApiError(503, 'errors.busy', undefined, RETRY_AFTER_BUSY);
    taken += 1;
    reply.raw.once('close', () => (taken -= 1));
  };
}

async function jsonBody(fastify: FastifyInstance, { bodyIdleTimeoutMs, maxUploads }: JsonBodyOptions): Promise<void> {
  fastify.addHook('onRequest', requireJson);
  fastify.addHook('onRequest', uploadSlots(maxUploads));
  fastify.addHook('preParsing', bodyWatch(bodyIdleTimeoutMs));
}

export default fp(jsonBody, { name: 'json-body' });
