// Serves the built site (public/) as a static host should: /route and /route/ (the first redirects),
// the not-found page of the path's locale with status 404, Gatsby's caching rules, precompressed
// files where the build made them, and the security headers generated with the build.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { cacheControlFor, REVALIDATE } from './cache-policy';

export type StaticSiteOptions = { publicDir: string; headers?: Record<string, string>; adminHeaders?: Record<string, string> };

export function notFoundPageFor(urlPath: string): string {
  return /^\/en(\/|$)/.test(urlPath) ? 'en/404/index.html' : '404.html';
}

export async function staticSite(fastify: FastifyInstance, { publicDir, headers = {}, adminHeaders = headers }: StaticSiteOptions): Promise<void> {
  if (!fs.existsSync(path.join(publicDir, 'index.html'))) throw new Error(`No built site in ${publicDir}: run "npm run build" first`);

  fastify.addHook('onSend', async (request, reply, payload) => {
    // The web editor under /admin/ has a policy of its own; the public pages' never widens for it.
    const set = /^\/admin(\/|$)/.test(request.url) ? adminHeaders : headers;
    for (const [name, value] of Object.entries(set)) if (!reply.hasHeader(name)) reply.header(name, value);
    return payload;
  });

  await fastify.register(fastifyStatic, {
    root: publicDir,
    redirect: true,
    index: ['index.html'],
    preCompressed: true,
    cacheControl: false,
    lastModified: true,
    etag: true,
    setHeaders: (res, filePath) => {
      const rel = `/${path.relative(publicDir, filePath).split(path.sep).join('/')}`.replace(/\.(br|gz)$/, '');
      res.setHeader('Cache-Control', cacheControlFor(rel));
    },
  });

  fastify.setNotFoundHandler((request, reply: FastifyReply) => {
    const urlPath = (request.raw.url ?? '/').split('?')[0];
    if (urlPath.startsWith('/api/')) {
      return reply.code(404).type('application/json').send({ success: false, data: null, messages: [{ type: 'error', message: 'Not found' }] });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(405).header('Allow', 'GET, HEAD').send();
    // A 404 is never cached as immutable (a later deploy may create the page).
    return reply.code(404).header('Cache-Control', REVALIDATE).sendFile(notFoundPageFor(urlPath), { cacheControl: false });
  });
}
