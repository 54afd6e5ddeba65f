// `npm run serve`: the built site plus the reference API on http://localhost:9000 (loopback only
// unless HOST says otherwise). Settings come from the environment; see the README.
import path from 'node:path';
import Fastify from 'fastify';
import { apiPlugin } from './api';
import { ADMIN_HEADERS_FILE, loadSecurityHeaders } from './security-headers';
import { staticSite } from './static-site';

const root = path.resolve(__dirname, '..');
const publicDir = path.resolve(process.env.PUBLIC_DIR ?? path.join(root, 'public'));
const storeDir = path.resolve(process.env.SUBMISSIONS_DIR ?? path.join(root, 'var', 'submissions'));
const port = Number(process.env.PORT ?? 9000);
const host = process.env.HOST ?? '127.0.0.1';

async function main() {
  const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' }, trustProxy: process.env.TRUST_PROXY === '1' });
  await app.register(apiPlugin, {
    storeDir,
    allowedOrigin: process.env.ALLOWED_ORIGIN || undefined,
    rateLimit: process.env.RATE_LIMIT_MAX ? { max: Number(process.env.RATE_LIMIT_MAX), windowMs: 60_000 } : undefined,
  });
  await app.register(staticSite, { publicDir, headers: loadSecurityHeaders(publicDir), adminHeaders: loadSecurityHeaders(publicDir, ADMIN_HEADERS_FILE) });
  await app.listen({ port, host });
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // Test runs set a hard lifetime so a forgotten server never outlives them.
  if (process.env.EXIT_AFTER_MS) setTimeout(stop, Number(process.env.EXIT_AFTER_MS)).unref();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
