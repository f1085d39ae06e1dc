/**
 * Whether a host may be a web push service, as far as its name tells: the server POSTs to each
 * stored push endpoint, so one on the server's own network (loopback, private, link-local,
 * unique-local addresses, or names that only resolve inside it) would let anyone make the server
 * call its neighbours. Real push services are public names; nothing legitimate is refused.
 */

/** Names that only resolve on the machine or its own network (RFC 6761, RFC 6762, ICANN .internal). */
const LOCAL_NAME = /(^|\.)(localhost|local|internal|localdomain|home\.arpa)$/;

/**
 * IPv4 blocks that are not the public internet: this network, private (RFC 1918), shared
 * (RFC 6598), loopback, link-local (cloud metadata lives at 169.254.169.254), IETF protocol
 * assignments, benchmarking, multicast and reserved.
 */
const PRIVATE_IPV4: ReadonlyArray<readonly [number, number]> = [
  [0x00000000, 8],
  [0x0a000000, 8],
  [0x64400000, 10],
  [0x7f000000, 8],
  [0xa9fe0000, 16],
  [0xac100000, 12],
  [0xc0000000, 24],
  [0xc0a80000, 16],
  [0xc6120000, 15],
  [0xe0000000, 3],
];

/**
 * True when `hostname` (as `new URL(…).hostname` gives it: IPv4 in dotted decimal, IPv6 in
 * brackets, lower case) is `localhost`, a single-label name, a `.localhost`, `.local` or
 * `.internal` name, or an IP literal outside the public internet (IPv4-mapped, NAT64 and 6to4
 * spellings of one included).
 *
 * @example
 * isPrivateNetworkHost(new URL('https://169.254.169.254/latest').hostname) // true
 * isPrivateNetworkHost('fcm.googleapis.com') // false
 */
export function isPrivateNetworkHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[') && host.endsWith(']')) return isPrivateIpv6(host.slice(1, -1));
  const ipv4 = parseIpv4(host);
  if (ipv4 !== null) return isPrivateIpv4(ipv4);
  if (host.includes(':')) return isPrivateIpv6(host);
  // A single-label name ('intranet', 'push') is looked up in the server's own search domains.
  return host === '' || !host.includes('.') || LOCAL_NAME.test(host);
}

function parseIpv4(host: string): number | null {
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255)) return null;
  return parts.reduce((value, part) => value * 256 + Number(part), 0);
}

function isPrivateIpv4(address: number): boolean {
  return PRIVATE_IPV4.some(
    ([base, bits]) => Math.floor(address / 2 ** (32 - bits)) === Math.floor(base / 2 ** (32 - bits)),
  );
}

/** The eight 16-bit groups of an IPv6 address (an embedded dotted IPv4 tail included), or null. */
function parseIpv6(text: string): number[] | null {
  let address = text;
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (tail?.[1]) {
    const ipv4 = parseIpv4(tail[1]);
    if (ipv4 === null) return null;
    address = `${address.slice(0, -tail[1].length)}${(ipv4 >>> 16).toString(16)}:${(ipv4 & 0xffff).toString(16)}`;
  }
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const groups = (half: string | undefined) => (half ? half.split(':') : []);
  const head = groups(halves[0]);
  const rest = groups(halves[1]);
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest];
  if (!all.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return all.map((group) => parseInt(group, 16));
}

function isPrivateIpv6(text: string): boolean {
  const groups = parseIpv6(text);
  // Not an address we can read: not one to send to either.
  if (!groups) return true;
  const [first = 0, , , , , sixth = 0, seventh = 0, eighth = 0] = groups;
  const embedded = seventh * 0x10000 + eighth;
  const zeroUpTo = (n: number) => groups.slice(0, n).every((group) => group === 0);
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (compatible) carry an IPv4 address; :: and ::1 read as 0.0.0.x.
  if (zeroUpTo(5) && (sixth === 0xffff || sixth === 0)) return isPrivateIpv4(embedded);
  // 64:ff9b::/96 translates to the IPv4 address it ends with (RFC 6052).
  if (first === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((group) => group === 0)) {
    return isPrivateIpv4(embedded);
  }
  // 64:ff9b:1::/48 is for a network's own translators (RFC 8215): where it ends is theirs to say.
  if (first === 0x64 && groups[1] === 0xff9b && groups[2] === 1) return true;
  // 6to4 (2002::/16) carries an IPv4 address in its second and third groups (RFC 3056).
  if (first === 0x2002) return isPrivateIpv4((groups[1] ?? 0) * 0x10000 + (groups[2] ?? 0));
  return (
    (first & 0xfe00) === 0xfc00 || // unique local fc00::/7
    (first & 0xffc0) === 0xfe80 || // link-local fe80::/10
    (first & 0xffc0) === 0xfec0 || // site-local fec0::/10 (deprecated, still routed inside some networks)
    (first & 0xff00) === 0xff00 // multicast
  );
}
