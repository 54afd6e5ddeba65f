// Stopping without losing a request: on SIGTERM (server/main.ts) the server keeps listening while it
// drains. Every request that arrived before the signal is read to its end and answered (its
// submission stored); every request that arrives after it, on a new connection or a kept-alive one,
// is answered 503 with Retry-After and the localized "restarting" message, so nginx and the forms get
// an answer instead of a reset. The drain ends when no request is left, or after the drain time, when
// the ones still running are cut. Applied to the whole server (fastify-plugin).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from './errors';

/** Seconds a client is asked to wait when the server is restarting. */
export const RETRY_AFTER_RESTART = 10;

declare module 'fastify' {
  interface FastifyInstance {
    /** Starts draining; resolves with how many requests were still running when `drainMs` ran out (0: all answered). */
    drain(drainMs: number): Promise<number>;
  }
}

async function drainPlugin(fastify: FastifyInstance): Promise<void> {
  let inFlight = 0;
  let draining = false;
  let settle: (() => void) | null = null;

  fastify.addHook('onRequest', async function refuseWhileDraining(_request, reply) {
    if (draining) {
      reply.header('Connection', 'close');
      throw new ApiError(503, 'errors.restarting', undefined, RETRY_AFTER_RESTART);
    }
    inFlight += 1;
    reply.raw.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0) settle?.();
    });
  });

  fastify.addHook('onSend', async function closeWhileDraining(_request, reply, payload) {
    if (draining) reply.header('Connection', 'close');
    return payload;
  });

  fastify.decorate('drain', function drain(drainMs: number): Promise<number> {
    draining = true;
    if (inFlight === 0) return Promise.resolve(0);
    return new Promise<number>((resolve) => {
      const timer = setTimeout(() => resolve(inFlight), drainMs);
      settle = () => {
        clearTimeout(timer);
        resolve(0);
      };
    });
  });
}

export default fp(drainPlugin, { name: 'drain' });
