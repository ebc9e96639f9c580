import { isIPv4, isIPv6 } from "node:net";

type Range = readonly [base: number, prefix: number];

/** IPv4 ranges that are not the public internet: a job page never lives there, internal services do. */
const BLOCKED_V4: readonly Range[] = [
  [ipv4("0.0.0.0"), 8], // "this network", includes the unspecified address
  [ipv4("10.0.0.0"), 8],
  [ipv4("100.64.0.0"), 10], // carrier-grade NAT
  [ipv4("127.0.0.0"), 8],
  [ipv4("169.254.0.0"), 16], // link-local, home of cloud metadata services
  [ipv4("172.16.0.0"), 12],
  [ipv4("192.0.0.0"), 24],
  [ipv4("192.0.2.0"), 24],
  [ipv4("192.88.99.0"), 24],
  [ipv4("192.168.0.0"), 16],
  [ipv4("198.18.0.0"), 15],
  [ipv4("198.51.100.0"), 24],
  [ipv4("203.0.113.0"), 24],
  [ipv4("224.0.0.0"), 4], // multicast
  [ipv4("240.0.0.0"), 4], // reserved and broadcast
];

/**
 * True when `address` (an IPv4 or IPv6 literal) must not be fetched: private, loopback, link-local,
 * unique-local, CGNAT, multicast, unspecified, documentation or reserved, also when wrapped in an
 * IPv6 form that carries an IPv4 address. Anything that is not a valid IP literal counts as blocked.
 */
export function isBlockedAddress(address: string): boolean {
  const plain = address.replace(/^\[|\]$/g, "");
  if (isIPv4(plain)) return isBlockedV4(ipv4(plain));
  if (isIPv6(plain)) return isBlockedV6(ipv6Groups(plain));
  return true;
}

function isBlockedV4(value: number): boolean {
  return BLOCKED_V4.some(([base, prefix]) => inRange(value, base, prefix));
}

function isBlockedV6(g: number[]): boolean {
  const embeddedV4 = ((g[6]! << 16) | g[7]!) >>> 0;
  const zeroTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  // ::ffff:a.b.c.d reaches the IPv4 address itself, so it is as safe as that address.
  if (zeroTo(5) && g[5] === 0xffff) return isBlockedV4(embeddedV4);
  // NAT64 (64:ff9b::/96) translates to the embedded IPv4 address.
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return isBlockedV4(embeddedV4);
  // 6to4 (2002::/16) tunnels to the IPv4 address in the next 32 bits.
  if (g[0] === 0x2002) return isBlockedV4(((g[1]! << 16) | g[2]!) >>> 0);
  // Only 2000::/3 is routed on the internet; this drops ::, ::1, fc00::/7, fe80::/10, ff00::/8 and the rest.
  if ((g[0]! & 0xe000) !== 0x2000) return true;
  // 2001::/23 holds Teredo, benchmarking and ORCHID; 2001:db8::/32 and 3fff::/20 are for documentation.
  if (g[0] === 0x2001 && g[1]! < 0x200) return true;
  if (g[0] === 0x2001 && g[1] === 0xdb8) return true;
  return g[0] === 0x3fff && g[1]! < 0x1000;
}

function inRange(value: number, base: number, prefix: number): boolean {
  const mask = prefix === 0 ? 0 : (~0 << (32 - prefix)) >>> 0;
  return (value & mask) >>> 0 === (base & mask) >>> 0;
}

function ipv4(text: string): number {
  return text.split(".").reduce((acc, part) => ((acc << 8) | Number(part)) >>> 0, 0);
}

/** The eight 16-bit groups of a valid IPv6 literal (zone id dropped, dotted IPv4 tail converted). */
function ipv6Groups(text: string): number[] {
  let rest = text.split("%")[0]!.toLowerCase();
  const tail = rest.match(/(\d+\.\d+\.\d+\.\d+)$/);
  if (tail) {
    const v4 = ipv4(tail[1]!);
    rest = `${rest.slice(0, -tail[1]!.length)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const [head = "", after] = rest.split("::");
  const parse = (part: string) => (part ? part.split(":").map((h) => Number.parseInt(h, 16)) : []);
  const left = parse(head);
  const right = after === undefined ? [] : parse(after);
  const zeros = new Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right];
}
