// TRUST_PROXY, read once and meaning what docs/server.md says for every form: a hop count ("1": the
// nearest proxy, nginx on the same machine), a list of proxy addresses and CIDR ranges
// ("127.0.0.1, 10.0.0.0/8", or proxy-addr's names loopback, linklocal, uniquelocal), or `true` (every
// hop). Fastify 5 reads a hop count as "trust nothing" (every visitor behind nginx would be nginx), so
// the server hands Fastify a function of its own instead of the raw value. A value of any other form
// stops the server at start with a message naming the variable.
import net from 'node:net';

export type TrustProxy = boolean | number | string;

/** proxy-addr's (and Express's) names for ranges, accepted in the list form. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

const HOPS = /^[1-9][0-9]{0,2}$/;

/** The setting as the server keeps it (false, true, a hop count, or a normalized list), or an Error saying why not. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === '0' || text === 'false') return false;
  if (text === 'true') return true;
  if (HOPS.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyEntry(entry));
  if (bad.length) {
    throw new Error(
      `TRUST_PROXY must be a number of proxy hops (1 behind one nginx), true, or a comma-separated list of proxy addresses or CIDR ranges; "${bad.join('", "')}" is none of these`,
    );
  }
  return entries.join(',');
}

function isProxyEntry(entry: string): boolean {
  if (Object.hasOwn(NAMED_RANGES, entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^[0-9]{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** The IPv4 form of an IPv4-mapped IPv6 address (::ffff:127.0.0.1), as sockets report them on dual-stack listeners. */
function plain(address: string): string {
  return address.startsWith('::ffff:') && net.isIPv4(address.slice(7)) ? address.slice(7) : address;
}

/** Whether an address is one of the listed proxies. */
function listedProxies(list: string): (address: string) => boolean {
  const blocks = new net.BlockList();
  for (const entry of list.split(',')) {
    for (const range of NAMED_RANGES[entry] ?? [entry]) {
      const [address, prefix] = range.split('/');
      const type = net.isIPv6(address) ? 'ipv6' : 'ipv4';
      if (prefix === undefined) blocks.addAddress(address, type);
      else blocks.addSubnet(address, Number(prefix), type);
    }
  }
  return (address) => {
    const a = plain(address);
    return net.isIP(a) !== 0 && blocks.check(a, net.isIPv6(a) ? 'ipv6' : 'ipv4');
  };
}

/**
 * Fastify's trustProxy for the setting: `(address, hop)` says whether the hop at that distance from the
 * server is a proxy whose X-Forwarded-For is believed (hop 0 is the socket's peer).
 */
export function trustFunction(setting: TrustProxy): false | ((address: string, hop: number) => boolean) {
  if (setting === false || setting === 0) return false;
  if (setting === true) return () => true;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  const listed = listedProxies(setting);
  return (address) => listed(address);
}

const LOOPBACK = listedProxies('loopback');

/**
 * The peers whose connections are not limited per client (server/connections.ts): the listed proxies,
 * or loopback (nginx on the same machine) for a hop count or `true`.
 */
export function proxyPeers(setting: TrustProxy): (address: string) => boolean {
  if (setting === false || setting === 0) return () => false;
  if (typeof setting === 'string') {
    const listed = listedProxies(setting);
    return (address) => listed(address) || LOOPBACK(address);
  }
  return LOOPBACK;
}
