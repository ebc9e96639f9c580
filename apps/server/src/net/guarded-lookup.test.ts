import type { LookupAddress, LookupOptions } from "node:dns";
import { describe, expect, it } from "vitest";
import { isBlockedAddress } from "./address-policy.ts";
import { guardedLookup, type Resolve } from "./guarded-lookup.ts";
import { NetError } from "./net-error.ts";

type Outcome = { error: NodeJS.ErrnoException | null; address: string | LookupAddress[]; family?: number };

function lookupWith(resolve: Resolve, options: LookupOptions = {}): Promise<Outcome> {
  const lookup = guardedLookup(isBlockedAddress, resolve);
  return new Promise((done) =>
    lookup("jobs.example", options, (error, address, family) => done({ error, address, family })),
  );
}

const answers =
  (...addresses: string[]): Resolve =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));

describe("guardedLookup", () => {
  it("passes public addresses on, one or all as the caller asks", async () => {
    expect(await lookupWith(answers("93.184.216.34", "2606:2800:220:1::1"))).toEqual({
      error: null,
      address: "93.184.216.34",
      family: 4,
    });
    const all = await lookupWith(answers("93.184.216.34", "2606:2800:220:1::1"), { all: true });
    expect(all.address).toEqual([
      { address: "93.184.216.34", family: 4 },
      { address: "2606:2800:220:1::1", family: 6 },
    ]);
  });

  it("refuses a name when any of its addresses is private", async () => {
    for (const resolve of [
      answers("127.0.0.1"),
      answers("93.184.216.34", "10.0.0.5"),
      answers("::ffff:169.254.169.254"),
    ]) {
      const { error } = await lookupWith(resolve);
      expect(error).toBeInstanceOf(NetError);
      expect(error).toMatchObject({ kind: "private-address" });
    }
  });

  it("checks again on every connection, so a rebinding name is refused the second time", async () => {
    let calls = 0;
    const rebinding: Resolve = async () => [
      { address: calls++ === 0 ? "93.184.216.34" : "127.0.0.1", family: 4 },
    ];
    expect((await lookupWith(rebinding)).error).toBeNull();
    expect((await lookupWith(rebinding)).error).toMatchObject({ kind: "private-address" });
  });

  it("passes resolver errors through and treats an empty answer as not found", async () => {
    const failing: Resolve = async () => {
      throw Object.assign(new Error("getaddrinfo ENOTFOUND"), { code: "ENOTFOUND" });
    };
    expect((await lookupWith(failing)).error?.code).toBe("ENOTFOUND");
    expect((await lookupWith(answers())).error).toMatchObject({ kind: "not-found" });
  });
});
