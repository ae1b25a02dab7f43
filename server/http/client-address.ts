import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { isIP } from 'node:net';

/**
 * Who sent a request, for the per-address limits (README "Security"). The composition root
 * chooses how (config TRUSTED_PROXY_COUNT); tests, whose app.request() has no socket, pass their own.
 */
export type ClientAddress = (c: Context) => string;

const mappedIpv4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

const tidy = (address: string): string => address.replace(mappedIpv4, '$1');

/**
 * The client's address from X-Forwarded-For when `trustedProxyCount` proxies stand in front of the
 * server, each appending the address it saw: the Nth entry from the right is what the outermost
 * trusted proxy saw; anything left of it may be made up by the client. With no trusted proxy (0),
 * or when the chosen entry is not an address, the socket's address is the answer. With fewer
 * entries than proxies, every entry came from a trusted proxy and the leftmost is the answer.
 */
export function forwardedClientAddress(
  forwardedFor: string | undefined,
  socketAddress: string,
  trustedProxyCount: number,
): string {
  if (trustedProxyCount === 0) return tidy(socketAddress);
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) return tidy(socketAddress);
  const chosen = entries[Math.max(0, entries.length - trustedProxyCount)]!;
  return isIP(chosen) === 0 ? tidy(socketAddress) : tidy(chosen);
}

/** The address of the socket (@hono/node-server), through `trustedProxyCount` proxies. */
export function clientAddressOfSocket(trustedProxyCount: number): ClientAddress {
  return (c) =>
    forwardedClientAddress(
      c.req.header('x-forwarded-for'),
      getConnInfo(c).remote.address ?? 'unknown',
      trustedProxyCount,
    );
}

/** The eight 16-bit groups of an IPv6 address ('::' expanded), as lower-case hex without leading zeros. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::');
  const part = (text: string) =>
    text === '' ? [] : text.split(':').map((group) => Number.parseInt(group, 16).toString(16));
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  return [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
}

/**
 * What a per-address limit counts: the address for IPv4, the /64 network for IPv6 (one home or
 * phone is given a whole /64, so counting single IPv6 addresses would let it pick a new one each time).
 */
export function addressGroup(address: string): string {
  if (isIP(address) !== 6) return address;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}
