// Headers every response carries: this build's security headers (the web editor under /admin/ its
// own: the public pages' policy never widens for it), and, while the server shuts down,
// Connection: close, so the process can exit as soon as the requests in flight are answered instead
// of waiting for keep-alive connections to time out. Applied to the whole server (fastify-plugin).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type ResponseHeadersOptions = { headers: Record<string, string>; adminHeaders: Record<string, string> };

async function responseHeaders(fastify: FastifyInstance, { headers, adminHeaders }: ResponseHeadersOptions): Promise<void> {
  fastify.addHook('onRequest', async function securityHeaders(request, reply) {
    reply.headers(/^\/admin(\/|$)/.test(request.url) ? adminHeaders : headers);
  });
  let closing = false;
  fastify.addHook('preClose', async () => {
    closing = true;
  });
  fastify.addHook('onSend', async function closeWhenStopping(_request, reply, payload) {
    if (closing) reply.header('Connection', 'close');
    return payload;
  });
}

export default fp(responseHeaders, { name: 'response-headers' });
