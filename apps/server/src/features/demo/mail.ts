import { isDemoAddress } from "@jah/shared";
import type { MailTransport } from "../../mail/transport.ts";

/**
 * System mails (reminders, reset links, deletion links) to a demo account never reach a mail server:
 * they go to the outbox folder (DATA_DIR/outbox), where the clean-up deletes them with the account.
 * Demo addresses are on a reserved domain, so the address alone tells, before any database lookup.
 */
export function keepDemoMailLocal(transport: MailTransport, outbox: MailTransport): MailTransport {
  return {
    send: (message) => (isDemoAddress(message.to) ? outbox : transport).send(message),
    close: () => {
      transport.close();
      outbox.close();
    },
  };
}
