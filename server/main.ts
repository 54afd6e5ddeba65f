// `npm run serve`: the built site plus the reference API on http://localhost:9000 (loopback only
// unless HOST says otherwise). Settings come from the environment: see docs/server.md.
// SIGTERM/SIGINT: answer new requests 503 with Retry-After, finish the requests in flight (read to
// their end, their submissions stored and answered) within DRAIN_TIMEOUT_MS (server/drain.ts), stop the
// mail outbox (what is pending stays on disk), then exit.
import { buildServer, configFromEnv } from './app';

async function main() {
  const config = configFromEnv();
  const app = await buildServer(config);
  // One line the tests read back when they ask for PORT=0 (a port the system chose).
  console.log(`listening on ${await app.listen({ port: config.port, host: config.host })}`);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    try {
      const cut = await app.drain(config.timeouts.drainMs);
      if (cut) app.log.warn({ requests: cut, drainMs: config.timeouts.drainMs }, 'drain time over: requests still running are cut');
      const closed = app.close();
      if (cut) app.server.closeAllConnections();
      await closed;
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  // Test runs set a hard lifetime so a forgotten server never outlives them.
  if (process.env.EXIT_AFTER_MS) setTimeout(() => void stop('EXIT_AFTER_MS'), Number(process.env.EXIT_AFTER_MS)).unref();
}

main().catch((error: Error) => {
  console.error(`The server did not start: ${error.message}`);
  process.exit(1);
});
