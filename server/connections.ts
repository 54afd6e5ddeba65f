// What idle and slow connections can hold: at most `maxConnections` sockets in all (Node refuses the
// rest at once) and at most `perClient` from one address (the extra ones are closed on arrival), so a
// client holding connections open cannot take the server's memory or its other visitors' turn. Behind
// a reverse proxy every connection comes from the proxy: its addresses are not limited here (the
// proxy limits per visitor, e.g. nginx's limit_conn). The time limits are server/config.ts's.
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

export type ConnectionLimits = {
  maxConnections: number;
  perClient: number;
  /** Addresses never limited per client (the trusted proxies). */
  exempt: (address: string) => boolean;
  onRefused?: (address: string) => void;
};

export function limitConnections(server: Server, { maxConnections, perClient, exempt, onRefused }: ConnectionLimits): void {
  server.maxConnections = maxConnections;
  const open = new Map<string, number>();
  server.on('connection', function countConnection(socket: Socket) {
    const address = socket.remoteAddress ?? '';
    if (exempt(address)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > perClient) {
      onRefused?.(address);
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
