import type { SmtpConnectionInput } from "@jah/shared";
import { createAccountTransport, type TransportOptions } from "../../mail/account-transport.ts";

/** The connection test failed: `reason` is the server's (or the network's) own words. */
export class ConnectionFailed extends Error {
  constructor(readonly reason: string) {
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
    throw new ConnectionFailed(error instanceof Error ? error.message : String(error));
  } finally {
    transport?.close();
  }
}
