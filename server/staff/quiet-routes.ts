// Keeps the staff routes' addresses out of the server's log (docs/staff.md, "Audit log").
import type { FastifyInstance } from 'fastify';

/**
 * The staff routes' requests are not logged at info level: their addresses hold searches (names,
 * e-mail addresses) and the provider's one-time code. Warnings and errors still are, without either.
 */
export function quietRoutes(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    route.logLevel = 'warn';
  });
}
