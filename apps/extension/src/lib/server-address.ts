/** Why a server address was refused; each has its own message in the options page. */
export type AddressProblem = "empty" | "invalid" | "insecure";

export type ServerAddress =
  | { ok: true; origin: string; permission: string }
  | { ok: false; problem: AddressProblem };

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1"]);

/**
 * Reads the server address the user typed: https anywhere, http only on this machine (localhost or
 * 127.0.0.1), the origin only (a path, query or fragment is dropped). Without a scheme, https is meant,
 * except on this machine. `portInPermission` is false for Firefox, whose match patterns take no port.
 */
export function parseServerAddress(input: string, portInPermission = true): ServerAddress {
  const text = input.trim();
  if (!text) return { ok: false, problem: "empty" };
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text)
    ? text
    : `${isLocal(text.split(/[/:?#]/)[0] ?? "") ? "http" : "https"}://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { ok: false, problem: "invalid" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { ok: false, problem: "invalid" };
  if (!url.hostname || url.username || url.password) return { ok: false, problem: "invalid" };
  if (url.protocol === "http:" && !isLocal(url.hostname)) return { ok: false, problem: "insecure" };
  const host = portInPermission ? url.host : url.hostname;
  return { ok: true, origin: url.origin, permission: `${url.protocol}//${host}/*` };
}

function isLocal(hostname: string): boolean {
  return LOCAL_HOSTS.has(hostname.toLowerCase());
}

/** True when `link` is on the connected server: only such links are opened from the popup. */
export function isOnServer(link: string, origin: string): boolean {
  try {
    return new URL(link).origin === origin;
  } catch {
    return false;
  }
}
