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
