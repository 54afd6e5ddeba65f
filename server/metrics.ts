// Prometheus's text format on the loopback only (prom-client): requests by route and status,
// submissions stored, the mail queues' depth and the store's free space, plus Node's own process
// figures. A listener of its own on 127.0.0.1:METRICS_PORT, apart from the public port, so nothing in
// front of the site (nginx) can pass it through; it also answers 403 to any peer that is not the
// loopback. Off unless METRICS_PORT is set. docs/operations.md shows a scrape.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import { FORM_KINDS } from './form-kind';
import { FORMS } from './forms';
import { freeBytesOf } from './health';
import { outboxState } from './outbox';

export type MetricsOptions = {
  storeDir: string;
  /** METRICS_PORT (0: any free port, for tests); undefined: no metrics. */
  port?: number;
};

export const METRICS_PATH = '/metrics';
const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the metrics listener listens, once the server is ready (null without METRICS_PORT). */
    metricsAddress: () => AddressInfo | null;
  }
}

/** The registry of one server's metrics and the hook that counts its requests. */
export function createMetrics(storeDir: string) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'site_http_requests_total',
    help: 'HTTP requests answered, by route (the pattern: every page is /*; (unmatched) for not-found answers), method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const stored = new Counter({
    name: 'site_submissions_stored_total',
    help: 'Form submissions stored and acknowledged since the start, by form (replays of one submission not counted)',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  for (const kind of FORM_KINDS) stored.inc({ kind }, 0);
  new Gauge({
    name: 'site_outbox_messages',
    help: 'Staff emails waiting for the SMTP server (pending) and refused for good (failed)',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      const state = await outboxState(storeDir, new Date());
      this.set({ queue: 'pending' }, state.pending);
      this.set({ queue: 'failed' }, state.failed);
    },
  });
  new Gauge({
    name: 'site_store_free_bytes',
    help: "Space left on the submissions store's file system",
    registers: [registry],
    async collect() {
      this.set((await freeBytesOf(storeDir)) ?? Number.NaN);
    },
  });
  const kindOfPath = new Map(FORM_KINDS.map((kind) => [FORMS[kind].path, kind]));
  return {
    registry,
    count(route: string, method: string, status: number, replayed: boolean) {
      requests.inc({ route, method, status: String(status) });
      const kind = kindOfPath.get(route);
      if (kind && method === 'POST' && status === 200 && !replayed) stored.inc({ kind });
    },
  };
}

async function metrics(fastify: FastifyInstance, { storeDir, port }: MetricsOptions): Promise<void> {
  let listener: http.Server | null = null;
  fastify.decorate('metricsAddress', () => (listener?.address() as AddressInfo | null) ?? null);
  if (port === undefined) return;
  const { registry, count } = createMetrics(storeDir);
  fastify.addHook('onResponse', async function countRequest(request, reply) {
    count(request.routeOptions.url ?? '(unmatched)', request.method, reply.statusCode, reply.getHeader('idempotent-replayed') === 'true');
  });
  listener = http.createServer((req, res) => {
    if (!LOOPBACK.test(req.socket.remoteAddress ?? '')) return res.writeHead(403).end('metrics are for the loopback only\n');
    if (req.method !== 'GET' || req.url !== METRICS_PATH) return res.writeHead(404).end();
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(text),
      (error: Error) => res.writeHead(500).end(`${error.message}\n`),
    );
  });
  const server = listener;
  fastify.addHook('onReady', () => new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', () => resolve())));
  fastify.addHook('onClose', () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve())));
}

/** Registered from server/app.ts: applies to every route of the server (fastify-plugin: not encapsulated). */
export const metricsPlugin = fp(metrics, { name: 'site-metrics' });
