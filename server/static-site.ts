// Serves the built site (public/) as a static host should: /route and /route/ (the first redirects),
// the not-found page of the path's locale with status 404, Gatsby's caching rules, precompressed
// files where the build made them (with Vary: Accept-Encoding), and a generous per-client rate limit.
// The security headers of the build are added to every response by server/app.ts.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { isBuildInternal } from './build-internals';
import { RATE_LIMIT_COMMON } from './rate-limit';
import { cacheControlFor, REVALIDATE } from './cache-policy';
import { failure, languageFromHeader, type Translator } from './messages';

export type StaticSiteOptions = {
  publicDir: string;
  translator: Translator;
  /** Requests per client IP per minute for pages and files. */
  rateLimitMax: number;
};

/** The build's not-found page of each language (nginx's site block names them too: scripts/nginx/templates.ts). */
export const NOT_FOUND_PAGES = { fa: '404.html', en: 'en/404/index.html' } as const;

export function notFoundPageFor(urlPath: string): string {
  return /^\/en(\/|$)/.test(urlPath) ? NOT_FOUND_PAGES.en : NOT_FOUND_PAGES.fa;
}

export async function staticSite(fastify: FastifyInstance, { publicDir, translator, rateLimitMax }: StaticSiteOptions): Promise<void> {
  if (!fs.existsSync(path.join(publicDir, 'index.html'))) throw new Error(`No built site in ${publicDir}: run "npm run build" first`);

  await fastify.register(fastifyRateLimit, { ...RATE_LIMIT_COMMON, global: true, max: rateLimitMax, timeWindow: 60_000 });

  // A response lives for one request, yet a page takes several steps: @fastify/static tries the .br,
  // the .gz, then the plain file, and a missing page ends in the not-found handler sending a file of
  // its own. Fastify adds two 'close' listeners to the response at each step, the server's own hooks
  // (server/drain.ts, server/pipelining.ts) two more: a 404 reaches 11, past Node's default limit of 10,
  // and each printed a "possible memory leak" warning to the journal. 20 leaves room for every step; a
  // listener added per chunk would still pass it and be reported (__tests__/server/responses.test.ts).
  fastify.addHook('onRequest', (_request, reply, done) => {
    reply.raw.setMaxListeners(20);
    done();
  });

  await fastify.register(fastifyStatic, {
    root: publicDir,
    redirect: true,
    index: ['index.html'],
    preCompressed: true,
    cacheControl: false,
    lastModified: true,
    etag: true,
    // The build's own files (source maps, webpack stats, header files) are not the site's: 404.
    allowedPath: (pathName) => !isBuildInternal(pathName),
    setHeaders: (reply, filePath) => {
      const rel = `/${path.relative(publicDir, filePath).split(path.sep).join('/')}`.replace(/\.(br|gz)$/, '');
      reply.header('Cache-Control', cacheControlFor(rel));
    },
  });

  fastify.setNotFoundHandler({ preHandler: fastify.rateLimit() }, (request, reply: FastifyReply) => {
    const urlPath = (request.raw.url ?? '/').split('?')[0];
    if (urlPath.startsWith('/api/')) {
      const language = languageFromHeader(request.headers['accept-language']);
      return reply
        .code(404)
        .type('application/json; charset=utf-8')
        .send(failure([{ type: 'error', message: translator.t(language, 'errors.notFound') }]));
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(405).header('Allow', 'GET, HEAD').send();
    // The not-found page is sent whole whatever Range asked for: a part of it is no answer.
    delete request.raw.headers.range;
    delete request.raw.headers['if-range'];
    // A 404 is never cached as immutable (a later deploy may create the page).
    return reply.code(404).header('Cache-Control', REVALIDATE).sendFile(notFoundPageFor(urlPath), { cacheControl: false });
  });
}
