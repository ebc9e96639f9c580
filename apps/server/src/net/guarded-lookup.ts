import { promises as dns, type LookupAddress, type LookupOptions } from "node:dns";
import type { LookupFunction } from "node:net";
import { NetError } from "./net-error.ts";

/** Resolves a host name to all of its addresses. */
export type Resolve = (hostname: string, options: LookupOptions) => Promise<LookupAddress[]>;

const systemResolve: Resolve = (hostname, options) => dns.lookup(hostname, { ...options, all: true });

/**
 * A `lookup` for http and https requests that refuses a host when any of its addresses is forbidden.
 * It runs for every new connection, so a name that resolved to a public address a moment ago and to
 * an internal one now (DNS rebinding) is still refused.
 */
export function guardedLookup(isForbidden: (ip: string) => boolean, resolve = systemResolve): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { family: options.family, hints: options.hints }).then(
      (addresses) => {
        const first = addresses[0];
        if (!first) return callback(new NetError("not-found", `${hostname} has no address`), "", 0);
        if (addresses.some((a) => isForbidden(a.address))) {
          return callback(
            new NetError("private-address", `${hostname} resolves to a forbidden address`),
            "",
            0,
          );
        }
        if (options.all) return callback(null, addresses);
        return callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, "", 0),
    );
  };
}
