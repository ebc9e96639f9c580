import { describe, expect, it } from "vitest";
import { isBlockedAddress } from "./address-policy.ts";

describe("isBlockedAddress", () => {
  it.each([
    "0.0.0.0",
    "10.0.0.1",
    "10.255.255.255",
    "100.64.0.1",
    "100.127.255.254",
    "127.0.0.1",
    "127.8.9.10",
    "169.254.169.254",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "192.0.0.8",
    "192.0.2.10",
    "198.18.0.1",
    "198.51.100.7",
    "203.0.113.9",
    "224.0.0.251",
    "239.255.255.250",
    "240.0.0.1",
    "255.255.255.255",
  ])("blocks IPv4 %s", (ip) => {
    expect(isBlockedAddress(ip)).toBe(true);
  });

  it.each([
    "8.8.8.8",
    "1.1.1.1",
    "93.184.216.34",
    "100.63.255.255",
    "100.128.0.1",
    "172.15.255.255",
    "172.32.0.1",
    "169.253.0.1",
    "192.169.0.1",
    "223.255.255.255",
  ])("allows public IPv4 %s", (ip) => {
    expect(isBlockedAddress(ip)).toBe(false);
  });

  it.each([
    "::",
    "::1",
    "[::1]",
    "fe80::1",
    "fe80::1%eth0",
    "febf::1",
    "fc00::1",
    "fd12:3456:789a::1",
    "ff02::1",
    "fec0::1",
    "2001:db8::1",
    "2001::1",
    "3fff::1",
    "100::1",
    "::127.0.0.1",
  ])("blocks IPv6 %s", (ip) => {
    expect(isBlockedAddress(ip)).toBe(true);
  });

  it.each(["2a00:1450:4001:80b::200e", "2606:4700:4700::1111", "2001:4860:4860::8888"])(
    "allows public IPv6 %s",
    (ip) => {
      expect(isBlockedAddress(ip)).toBe(false);
    },
  );

  it("judges IPv4-mapped, NAT64 and 6to4 addresses by the IPv4 address they carry", () => {
    expect(isBlockedAddress("::ffff:127.0.0.1")).toBe(true);
    expect(isBlockedAddress("::ffff:7f00:1")).toBe(true);
    expect(isBlockedAddress("::ffff:10.1.2.3")).toBe(true);
    expect(isBlockedAddress("::ffff:a9fe:a9fe")).toBe(true);
    expect(isBlockedAddress("::ffff:8.8.8.8")).toBe(false);
    expect(isBlockedAddress("64:ff9b::192.168.0.1")).toBe(true);
    expect(isBlockedAddress("64:ff9b::8.8.8.8")).toBe(false);
    expect(isBlockedAddress("2002:c0a8:0101::1")).toBe(true);
    expect(isBlockedAddress("2002:0808:0808::1")).toBe(false);
  });

  it("blocks anything that is not an IP literal", () => {
    expect(isBlockedAddress("localhost")).toBe(true);
    expect(isBlockedAddress("")).toBe(true);
    expect(isBlockedAddress("127.1")).toBe(true);
  });
});
