// A request body that stops arriving is answered 408 after the body idle time (BODY_IDLE_TIMEOUT_MS)
// and its connection closed, on every route: the forms' (server/json-body.ts) and any other path a
// client posts to (a page, an unknown path), where a POST declaring a megabyte and sending nothing was
// held 30 s and closed without an answer. Applied to the whole server (fastify-plugin).
import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from './errors';

/** Requests already watched (the forms' context adds the same watch where it is used alone). */
const watching = new WeakSet<IncomingMessage>();

/** A body is coming: a length over zero, or chunks. */
function declaresBody(request: FastifyRequest): boolean {
  return Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
}

/**
 * Reads the body through a watch: a client that declares a body and then stops sending is answered
 * 408 after `idleMs` without a byte, and the connection is closed, instead of holding it open.
 */
export function bodyWatch(idleMs: number) {
  return async function watchBody(request: FastifyRequest, reply: FastifyReply, payload: NodeJS.ReadableStream) {
    if (!declaresBody(request) || watching.has(request.raw)) return payload;
    watching.add(request.raw);
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

async function watchBodies(fastify: FastifyInstance, { bodyIdleTimeoutMs }: { bodyIdleTimeoutMs: number }): Promise<void> {
  fastify.addHook('preParsing', bodyWatch(bodyIdleTimeoutMs));
}

export default fp(watchBodies, { name: 'body-watch' });
