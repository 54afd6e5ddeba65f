// What one connection may have the server working on at once. HTTP/1.1 lets a client send requests
// without waiting for the answers (pipelining); Node parses them all and starts every answer, and a
// static file's answer holds an open file until it is written. A client that writes 2,000 requests
// and reads none held 2,000 descriptors (and their buffers), and a few such clients ran the server
// out of descriptors (EMFILE) for everyone. Browsers never pipeline (nginx does not either), so a
// connection with more than `maxPending` answers not yet written is closed: the descriptors and
// buffers of its answers are released with it.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** Answers one connection may have pending; more and the connection is closed. */
export const MAX_PENDING_PER_CONNECTION = 8;

/**
 * Puts itself in front of the server's request handlers (Fastify's): a request that would be a
 * connection's `maxPending + 1`-th answer in waiting is never handed to them (no file opened for it), and
 * its connection is closed.
 */
export function limitPipelining(
  server: Server,
  { maxPending = MAX_PENDING_PER_CONNECTION, onRefused }: { maxPending?: number; onRefused?: (address: string) => void } = {},
): void {
  const handlers = server.listeners('request') as Array<(request: IncomingMessage, response: ServerResponse) => void>;
  server.removeAllListeners('request');
  const pending = new WeakMap<Socket, number>();
  server.on('request', function countPending(request: IncomingMessage, response: ServerResponse) {
    const socket = request.socket;
    if (socket.destroyed) return;
    const count = (pending.get(socket) ?? 0) + 1;
    if (count > maxPending) {
      onRefused?.(socket.remoteAddress ?? '');
      socket.destroy();
      return;
    }
    pending.set(socket, count);
    let done = false;
    const release = () => {
      if (done) return;
      done = true;
      pending.set(socket, (pending.get(socket) ?? 1) - 1);
    };
    response.once('finish', release);
    response.once('close', release);
    for (const handler of handlers) handler.call(server, request, response);
  });
}
