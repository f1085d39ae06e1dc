import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The caller's IP. `X-Forwarded-For` is believed only when `trustProxy` says how many proxies in
 * front of the app append to it; otherwise anyone could pick their own rate-limit key.
 */
export function clientIp(c: Context, trustProxy: number): string {
  if (trustProxy > 0) {
    const chain = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const candidate = chain[Math.max(chain.length - trustProxy, 0)];
    if (candidate) return candidate;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (tests) have no socket.
    return 'unknown';
  }
}

/**
 * The rate-limit key of a client address. One IPv6 subscriber is handed a whole /64, so an IPv6
 * address counts by its first four groups: otherwise each guess could come from a fresh address.
 * IPv4 (and IPv4-mapped IPv6) counts by the address itself.
 *
 * @example
 * limitKeyOfAddress('2001:db8:1:2:aaaa::1') // '2001:db8:1:2::/64'
 * limitKeyOfAddress('::ffff:203.0.113.7') // '203.0.113.7'
 */
export function limitKeyOfAddress(ip: string): string {
  const address = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!address.includes(':')) return address;
  const [head = '', tail] = address.split('::');
  const groups = head === '' ? [] : head.split(':');
  // A '::' inside the first four groups stands for zeros up to there.
  if (tail !== undefined) while (groups.length < 4) groups.push('0');
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
