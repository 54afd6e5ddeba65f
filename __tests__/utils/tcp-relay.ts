// A TCP relay on a port the system picks, for a server whose own address must be known before it
// starts (the staff spec: the OpenID provider is told the site's callback address, and the site is told
// the provider's). The relay listens first; `to(port)` names the server behind it once that listens,
// and connections made before then wait for it. No port is guessed.
import net from 'node:net';

export type Relay = { port: number; to(port: number): void; close(): Promise<void> };

export async function startRelay(): Promise<Relay> {
  let target = 0;
  const waiting: Array<() => void> = [];
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };
  const server = net.createServer((client) => {
    track(client);
    const connect = () => {
      const upstream = net.connect(target, '127.0.0.1');
      track(upstream);
      upstream.on('error', () => client.destroy());
      client.on('error', () => upstream.destroy());
      client.pipe(upstream).pipe(client);
    };
    if (target) connect();
    else waiting.push(connect);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    to(port) {
      target = port;
      waiting.splice(0).forEach((connect) => connect());
    },
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };
}
