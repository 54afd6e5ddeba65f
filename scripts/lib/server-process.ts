// The project's server (server/main.ts) as a child process on loopback, for the scripts that measure
// the built site (bench, trace-load) and for the tests (__tests__/utils/server-process.ts,
// __tests__/e2e/fixtures.ts), which import it from here. The server listens on port 0 (the system
// picks a free one) and prints `listening on http://127.0.0.1:PORT`, which is read back: no port is
// guessed, so two servers never race for one.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');

/** A port nobody listens on right now, for the tests that still need one before a daemon starts (nginx, sshd). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export type ServerProcess = {
  child: ChildProcess;
  port: number;
  baseURL: string;
  output: () => string;
  /** SIGTERM and wait for the exit code. */
  stop: () => Promise<number | null>;
  /** SIGKILL: no chance to finish anything. */
  kill9: () => Promise<void>;
};

/**
 * Starts server/main.ts on port 0 (or on `port` when a test must restart it on the same one); resolves
 * once it has printed the address it listens on, rejects with its output if it exits first.
 */
export async function startServer(env: Record<string, string>, { port: fixedPort }: { port?: number } = {}): Promise<ServerProcess> {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(fixedPort ?? 0),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      RATE_LIMIT_MAX: '100000',
      EXIT_AFTER_MS: '120000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start in 30 s: ${output}`));
    }, 30_000);
    child.stdout!.on('data', (d) => {
      output += d;
      const listening = /^listening on http:\/\/[^\s]+:(\d+)$/m.exec(output);
      if (listening) {
        clearTimeout(timer);
        resolve(Number(listening[1]));
      }
    });
    child.stderr!.on('data', (d) => (output += d));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}: ${output}`));
    });
  });
  const baseURL = `http://127.0.0.1:${port}`;
  return {
    child,
    port,
    baseURL,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
    kill9: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
