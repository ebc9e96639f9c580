import { promises as dns } from "node:dns";
import { isIP } from "node:net";
import { HOST_REFUSED_MESSAGE } from "@jah/shared";
import type { Transporter } from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import { addressPolicy } from "../net/address-policy.ts";

/** A user's mail account as a transport needs it, with its secret opened. */
export type AccountSettings = {
  provider: "smtp" | "gmail";
  host: string;
  port: number;
  security: "tls" | "starttls" | "none";
  username: string;
  /** The SMTP password, or the Gmail refresh token. */
  secret: string;
};

export type GoogleClient = { clientId: string; clientSecret: string; tokenUrl: string };

/** Where Gmail mail goes: smtp.gmail.com with XOAUTH2; tests point it at a local server. */
export type GmailServer = { host: string; port: number; security: "tls" | "starttls" | "none" };
export const GMAIL_SMTP: GmailServer = { host: "smtp.gmail.com", port: 465, security: "tls" };

export type TransportOptions = {
  google: GoogleClient | null;
  gmailServer?: GmailServer;
  /** false: a host that resolves to a private, loopback or link-local address is refused. */
  allowPrivateNetworks: boolean;
  /** The connection test: shorter time limits than a delivery. */
  quick?: boolean;
};

/** The account's server refused by policy or could not be found: no connection was tried. */
export class AddressRefused extends Error {
  readonly code: string;
  constructor(message: string, code = "EADDRESS") {
    super(message);
    this.name = "AddressRefused";
    this.code = code;
  }
}

/**
 * Resolves the host once and checks every address, then connects to the checked address (with the
 * name kept for TLS), so a user's SMTP settings cannot reach into the server's own network.
 */
export async function checkedAddress(host: string, allowPrivate: boolean): Promise<string> {
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await dns.lookup(host, { all: true })).map((a) => a.address);
    } catch {
      throw new AddressRefused(HOST_REFUSED_MESSAGE, "EDNS");
    }
  }
  // The same sentence for an unknown name and a private address (HOST_REFUSED_MESSAGE says why); the
  // codes differ only for the delivery queue, which retries a name that did not resolve.
  if (addresses.length === 0) throw new AddressRefused(HOST_REFUSED_MESSAGE, "EDNS");
  if (addresses.some(addressPolicy(allowPrivate))) throw new AddressRefused(HOST_REFUSED_MESSAGE);
  return addresses[0]!;
}

/** True when no connection was tried because the host is unknown or in a private network. */
export function isHostRefusal(error: unknown): boolean {
  return error instanceof AddressRefused && (error.code === "EDNS" || error.code === "EADDRESS");
}

function securityOptions(security: AccountSettings["security"]) {
  if (security === "tls") return { secure: true };
  if (security === "starttls") return { secure: false, requireTLS: true };
  return { secure: false, ignoreTLS: true };
}

/** A nodemailer transport that sends through the user's own account (one connection, closed after use). */
export async function createAccountTransport(
  account: AccountSettings,
  options: TransportOptions,
): Promise<Transporter<SMTPTransport.SentMessageInfo>> {
  // Loaded at the first mail through a user's account, not at start-up.
  const { default: nodemailer } = await import("nodemailer");
  const timeouts = options.quick
    ? { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000, dnsTimeout: 10_000 }
    : { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000, dnsTimeout: 20_000 };
  if (account.provider === "gmail") {
    if (!options.google) throw new AddressRefused("Gmail is not configured on this server", "ENOGMAIL");
    const server = options.gmailServer ?? GMAIL_SMTP;
    const custom = server !== GMAIL_SMTP;
    const host = custom ? await checkedAddress(server.host, options.allowPrivateNetworks) : server.host;
    return nodemailer.createTransport({
      host,
      port: server.port,
      ...securityOptions(server.security),
      ...timeouts,
      auth: {
        type: "OAuth2",
        user: account.username,
        refreshToken: account.secret,
        clientId: options.google.clientId,
        clientSecret: options.google.clientSecret,
        accessUrl: options.google.tokenUrl,
      },
      logger: false,
    });
  }
  const address = await checkedAddress(account.host, options.allowPrivateNetworks);
  return nodemailer.createTransport({
    host: address,
    port: account.port,
    ...(isIP(account.host) ? {} : { servername: account.host }),
    ...securityOptions(account.security),
    ...timeouts,
    auth: { user: account.username, pass: account.secret },
    logger: false,
  } as SMTPTransport.Options);
}
