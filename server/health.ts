// GET /healthz: whether this server can do its job, for monitors, the deploy's smoke check and
// operators. 200 when healthy, 503 otherwise, with what was checked: the build served, whether the
// store takes writes now, the mail outbox (messages waiting, the oldest one's age, messages the SMTP
// server refused for good), whether mail is configured, and open file descriptors against the limit. Counts only: no personal data. Loopback
// callers (the deploy script, a local monitor; the client's address as TRUST_PROXY reads it) are
// never rate-limited; others share a modest limit.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import { descriptorProblem, descriptorUse, type Descriptors } from './descriptors';
import { outboxState } from './outbox';
import { RATE_LIMIT_COMMON } from './rate-limit';
import type { Store } from './store';

/** A message waiting longer than this means mail is not getting through: unhealthy. */
export const OUTBOX_MAX_AGE_SECONDS = 15 * 60;
const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

export type HealthOptions = {
  store: Store;
  publicDir: string;
  mailConfigured: boolean;
  /** Set by the deploy (BUILD_ID); else the served build's webpack compilation hash. */
  buildId?: string;
  now?: () => Date;
};

export type Health = {
  healthy: boolean;
  problems: string[];
  build: { id: string | null };
  /** freeBytes: space left for the store's file system (what an unprivileged user may use), null when unknown. */
  store: { writable: boolean; freeBytes: number | null };
  outbox: { pending: number; oldestPendingSeconds: number | null };
  mail: { configured: boolean; failed: number };
  /** Open file descriptors against the process's limit (null off Linux). */
  descriptors: Descriptors;
};

/** The build's id: BUILD_ID, else the compilation hash Gatsby writes into page-data/app-data.json. */
export function buildIdOf(publicDir: string, configured?: string): string | null {
  if (configured) return configured;
  try {
    const appData = JSON.parse(fs.readFileSync(path.join(publicDir, 'page-data/app-data.json'), 'utf8')) as { webpackCompilationHash?: unknown };
    return typeof appData.webpackCompilationHash === 'string' ? appData.webpackCompilationHash : null;
  } catch {
    return null;
  }
}

/** Space left on the store's file system for the server's user, or null (the folder is missing). */
export async function freeBytesOf(dir: string): Promise<number | null> {
  try {
    const stats = await fs.promises.statfs(dir);
    return stats.bavail * stats.bsize;
  } catch {
    return null;
  }
}

/** Checks everything once; `problems` names what makes it unhealthy. */
export async function checkHealth({ store, mailConfigured, now = () => new Date() }: HealthOptions, buildId: string | null): Promise<Health> {
  const [writable, outbox, freeBytes, descriptors] = await Promise.all([
    store.writable(),
    outboxState(store.storeDir, now()),
    freeBytesOf(store.storeDir),
    descriptorUse(),
  ]);
  const problems: string[] = [];
  const pressure = descriptorProblem(descriptors);
  if (pressure) problems.push(pressure);
  if (!writable) problems.push('store not writable');
  if ((outbox.oldestPendingSeconds ?? 0) > OUTBOX_MAX_AGE_SECONDS) problems.push(`outbox backed up (oldest message ${outbox.oldestPendingSeconds} s old)`);
  if (outbox.failed > 0) problems.push(`${outbox.failed} email(s) refused for good (npm run submissions -- failed)`);
  return {
    healthy: problems.length === 0,
    problems,
    build: { id: buildId },
    store: { writable, freeBytes },
    outbox: { pending: outbox.pending, oldestPendingSeconds: outbox.oldestPendingSeconds },
    mail: { configured: mailConfigured, failed: outbox.failed },
    descriptors,
  };
}

/** Where the health answers (nginx passes /api/healthz to it; the deploy's smoke check asks it). */
export const HEALTH_PATH = '/healthz';

export async function healthPlugin(fastify: FastifyInstance, opts: HealthOptions): Promise<void> {
  const buildId = buildIdOf(opts.publicDir, opts.buildId);
  await fastify.register(fastifyRateLimit, { ...RATE_LIMIT_COMMON, global: false });
  fastify.get(
    HEALTH_PATH,
    { config: { rateLimit: { max: 60, timeWindow: 60_000, allowList: (request) => LOOPBACK.test(request.ip) } } },
    async function healthz(_request, reply: FastifyReply) {
      const health = await checkHealth(opts, buildId);
      return reply
        .code(health.healthy ? 200 : 503)
        .header('Cache-Control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(health);
    },
  );
}
