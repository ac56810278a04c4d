import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/*
 * A push endpoint is a URL the shopper's browser hands us and the API then POSTs to: it must never point inside the
 * store's own network. Node's BlockList does the range matching (IPv4-mapped IPv6 included); no extra dependency.
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // unspecified / "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local (cloud metadata services)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3], // multicast and reserved
] as const)
  blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
  ['64:ff9b::', 96], // NAT64 reaches IPv4 addresses
] as const)
  blocked.addSubnet(network, prefix, 'ipv6');

/** True for an address of loopback, private, link-local, unique-local, unspecified or other non-public ranges. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').toLowerCase();

/** At registration: an IP literal of a private range or a localhost name is refused at once. */
function isPrivateHostLiteral(url: URL): boolean {
  const host = hostOf(url);
  return host === 'localhost' || host.endsWith('.localhost') || isPrivateAddress(host);
}

export type Lookup = (host: string) => Promise<{ address: string }[]>;
const lookupAll: Lookup = (host) => lookup(host, { all: true, verbatim: true });

/** At send time: every address the host resolves to must be public (a name may be re-pointed after registration). */
export async function resolvesToPrivate(url: URL, resolve: Lookup = lookupAll): Promise<boolean> {
  if (isPrivateHostLiteral(url)) return true;
  const addresses = await resolve(hostOf(url));
  return addresses.length === 0 || addresses.some((entry) => isPrivateAddress(entry.address));
}
