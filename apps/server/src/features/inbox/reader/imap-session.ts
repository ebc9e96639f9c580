import { isIP } from "node:net";
import type { ImapFlow } from "imapflow";
import { checkedAddress } from "../../../mail/account-transport.ts";

/** The IMAP side of a user's mail account, its password opened. */
export type ImapAccount = {
  host: string;
  port: number;
  security: "tls" | "starttls" | "none";
  username: string;
  password: string;
};

/** Why a poll failed, as the account shows it (the web app words it in the user's language). */
export type ReadErrorCode =
  | "auth-failed"
  | "unreachable"
  | "refused-address"
  | "failed"
  // Gmail: Google refused the stored grant (revoked or expired), or the grant lacks the read-only scope.
  | "token-revoked"
  | "scope-missing";

export class ReadError extends Error {
  constructor(
    readonly code: ReadErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "ReadError";
  }
}

/** Sorts what went wrong into the few reasons a user can act on. */
export function readErrorOf(error: unknown): ReadError {
  if (error instanceof ReadError) return error;
  const e = error as { authenticationFailed?: boolean; code?: string; message?: string; name?: string };
  const message = e?.message ?? String(error);
  if (e?.name === "AddressRefused") return new ReadError("refused-address", message);
  if (
    e?.authenticationFailed ||
    /AUTHENTICATIONFAILED|authentication failed|invalid credentials/i.test(message)
  ) {
    return new ReadError("auth-failed", "The mail server refused the user name or password");
  }
  if (
    /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|EPIPE|NoConnection|ETIMEOUT|ClosedAfterConnectTLS|ClosedAfterConnectText)/.test(
      e?.code ?? "",
    ) ||
    /connection|closed|timeout|socket/i.test(message)
  ) {
    return new ReadError("unreachable", `The mail server could not be reached: ${message}`);
  }
  return new ReadError("failed", message.slice(0, 300));
}

/**
 * Opens an IMAP connection to the user's server: the host is resolved and checked against the
 * address policy first (as for sending), then reached at that address with the name kept for TLS.
 */
export async function openImap(
  account: ImapAccount,
  options: { allowPrivateNetworks: boolean },
): Promise<ImapFlow> {
  const address = await checkedAddress(account.host, options.allowPrivateNetworks);
  // imapflow loads at the first mailbox read, not at start-up: most servers read no mailbox at all.
  const { ImapFlow: Client } = await import("imapflow");
  const client = new Client({
    host: address,
    port: account.port,
    secure: account.security === "tls",
    doSTARTTLS: account.security === "starttls" ? true : account.security === "none" ? false : undefined,
    ...(isIP(account.host) ? {} : { servername: account.host }),
    auth: { user: account.username, pass: account.password },
    logger: false,
    connectionTimeout: 20_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
    disableAutoIdle: true,
  });
  // A dropped connection emits "error"; without a listener it would end the process.
  client.on("error", () => {});
  await client.connect();
  return client;
}
