import { isIPv4, isIPv6 } from "node:net";
import ipaddr from "ipaddr.js";

const v4 = (cidr: string) => ipaddr.IPv4.parseCIDR(cidr);
const v6 = (cidr: string) => ipaddr.IPv6.parseCIDR(cidr);

/** IPv4 ranges that are not the public internet: a job page or mail server never lives there, internal services do. */
const BLOCKED_V4 = [
  v4("0.0.0.0/8"), // "this network", includes the unspecified address
  v4("10.0.0.0/8"),
  v4("100.64.0.0/10"), // carrier-grade NAT
  v4("127.0.0.0/8"),
  v4("169.254.0.0/16"), // link-local, home of cloud metadata services
  v4("172.16.0.0/12"),
  v4("192.0.0.0/24"),
  v4("192.0.2.0/24"),
  v4("192.88.99.0/24"),
  v4("192.168.0.0/16"),
  v4("198.18.0.0/15"),
  v4("198.51.100.0/24"),
  v4("203.0.113.0/24"),
  v4("224.0.0.0/4"), // multicast
  v4("240.0.0.0/4"), // reserved and broadcast
];

// Only 2000::/3 is routed on the internet; this leaves out ::, ::1, fc00::/7, fe80::/10, ff00::/8 and the rest.
const GLOBAL_V6 = v6("2000::/3");
/** Parts of 2000::/3 that are no public host: Teredo, benchmarking and ORCHID (2001::/23), documentation. */
const BLOCKED_V6 = [v6("2001::/23"), v6("2001:db8::/32"), v6("3fff::/20")];
/** IPv6 forms that reach an IPv4 address: the address they carry decides. */
const IPV4_MAPPED = v6("::ffff:0:0/96");
const NAT64 = v6("64:ff9b::/96");
const SIX_TO_FOUR = v6("2002::/16");

/**
 * True when `address` (an IPv4 or IPv6 literal) must not be contacted: private, loopback, link-local,
 * unique-local, CGNAT, multicast, unspecified, documentation or reserved, also when wrapped in an
 * IPv6 form that carries an IPv4 address. Anything that is not a valid IP literal counts as blocked.
 */
export function isBlockedAddress(address: string): boolean {
  const plain = address.replace(/^\[|\]$/g, "");
  // node:net is strict ("127.1" is no address); ipaddr.js alone would read such shorthand forms.
  if (isIPv4(plain)) return isBlockedV4(ipaddr.IPv4.parse(plain));
  if (isIPv6(plain)) return isBlockedV6(ipaddr.IPv6.parse(plain));
  return true;
}

/** The check a caller applies: the blocked addresses above, or none where private networks are allowed. */
export function addressPolicy(allowPrivateNetworks: boolean): (ip: string) => boolean {
  return allowPrivateNetworks ? () => false : isBlockedAddress;
}

function isBlockedV4(address: ipaddr.IPv4): boolean {
  return BLOCKED_V4.some((range) => address.match(range));
}

function isBlockedV6(address: ipaddr.IPv6): boolean {
  const parts = address.parts;
  if (address.match(IPV4_MAPPED) || address.match(NAT64)) return isBlockedV4(ipv4From(parts[6]!, parts[7]!));
  // 6to4 tunnels to the IPv4 address in the 32 bits after the prefix.
  if (address.match(SIX_TO_FOUR)) return isBlockedV4(ipv4From(parts[1]!, parts[2]!));
  if (!address.match(GLOBAL_V6)) return true;
  return BLOCKED_V6.some((range) => address.match(range));
}

function ipv4From(high: number, low: number): ipaddr.IPv4 {
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}
