import { type ConnectionFailureCode, HOST_REFUSED_CODE, type SmtpConnectionInput } from "@jah/shared";
import {
  createAccountTransport,
  isHostRefusal,
  type TransportOptions,
} from "../../mail/account-transport.ts";
import { connectionFailureCode } from "./failure-code.ts";

/**
 * The connection test failed: `reason` is the server's (or the network's) own words; `reasonCode`
 * names a reason the apps translate: a refused host instead of the words, the other kinds
 * (wrong password, TLS, timeout, nobody listening) ahead of them.
 */
export class ConnectionFailed extends Error {
  constructor(
    readonly reason: string,
    readonly reasonCode?: typeof HOST_REFUSED_CODE | ConnectionFailureCode,
  ) {
    super("Could not connect to the mail server");
    this.name = "ConnectionFailed";
  }
}

/** Connects, secures and signs in as the user would send, without sending anything. */
export async function testSmtpConnection(
  input: SmtpConnectionInput,
  options: Omit<TransportOptions, "quick">,
): Promise<void> {
  let transport: Awaited<ReturnType<typeof createAccountTransport>> | undefined;
  try {
    transport = await createAccountTransport(
      { provider: "smtp", ...input, secret: input.password },
      { ...options, quick: true },
    );
    await transport.verify();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConnectionFailed(
      reason,
      isHostRefusal(error) ? HOST_REFUSED_CODE : connectionFailureCode(error),
    );
  } finally {
    transport?.close();
  }
}
