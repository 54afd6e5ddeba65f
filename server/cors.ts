// Cross-origin calls to the forms API: the one configured site only (@fastify/cors), and a refused
// preflight says why in the visitor's language. Applied to the routes of the context that registers
// it (fastify-plugin).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyCors from '@fastify/cors';
import fp from 'fastify-plugin';
import { ApiError } from './errors';

export type CorsOptions = {
  /** The one cross-origin site allowed to call the API (e.g. "https://example.ir"); same-origin calls need nothing. */
  allowedOrigin?: string;
};

async function corsPolicy(fastify: FastifyInstance, opts: CorsOptions): Promise<void> {
  const allowedOrigin = opts.allowedOrigin?.replace(/\/+$/, '');
  fastify.addHook('onRequest', async function refuseForeignPreflight(request: FastifyRequest) {
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
}

export default fp(corsPolicy, { name: 'cors-policy' });
