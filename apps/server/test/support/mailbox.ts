import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer, type SMTPServerAuthentication } from "smtp-server";

export type MailboxMail = { envelopeTo: string[]; mail: ParsedMail; acceptedAt: number };

type Options = {
  /** user -> password (PLAIN/LOGIN) */
  users?: Record<string, string>;
  /** user -> access token (XOAUTH2, as Gmail takes it) */
  oauth?: Record<string, string>;
  /** A recipient this answers with a 5xx, as a server refusing the mail for good. */
  rejectRecipient?: (address: string) => boolean;
};

/**
 * A user's own mail server for the tests: a real SMTP server that requires a login and keeps every
 * mail it accepts, parsed, with its attachments.
 */
export class Mailbox {
  readonly received: MailboxMail[] = [];
  #server: SMTPServer;
  #waiters: Array<() => void> = [];
  port = 0;

  constructor(readonly options: Options = {}) {
    this.#server = this.#create();
  }

  #create(): SMTPServer {
    const { users = {}, oauth = {}, rejectRecipient } = this.options;
    return new SMTPServer({
      authMethods: ["PLAIN", "LOGIN", "XOAUTH2"],
      allowInsecureAuth: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onAuth: (auth: SMTPServerAuthentication, _session, callback) => {
        const ok =
          auth.method === "XOAUTH2"
            ? auth.username !== undefined && oauth[auth.username] === auth.accessToken
            : auth.username !== undefined && users[auth.username] === auth.password;
        if (ok) return callback(null, { user: auth.username });
        return callback(Object.assign(new Error("Authentication failed"), { responseCode: 535 }));
      },
      onRcptTo: (address, _session, callback) => {
        if (rejectRecipient?.(address.address)) {
          return callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
        }
        callback();
      },
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            this.received.push({
              envelopeTo: session.envelope.rcptTo.map((r) => r.address),
              mail,
              acceptedAt: Date.now(),
            });
            for (const wake of this.#waiters.splice(0)) wake();
            callback();
          })
          .catch(callback);
      },
    });
  }

  /** Listens on `port` (0: a free one; the same port again after close) and returns it. */
  async listen(port = this.port): Promise<number> {
    if (!this.#server.server.listening && this.port !== 0) this.#server = this.#create();
    await new Promise<void>((resolve, reject) => {
      this.#server.once("error", reject);
      this.#server.listen(port, "127.0.0.1", () => resolve());
    });
    this.port = (this.#server.server.address() as AddressInfo).port;
    return this.port;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  /** The mails whose subject is `subject`. */
  withSubject(subject: string): MailboxMail[] {
    return this.received.filter((m) => m.mail.subject === subject);
  }

  /** Waits until a mail with this subject arrived. */
  async waitFor(subject: string, timeoutMs = 10_000): Promise<MailboxMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.withSubject(subject)[0];
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no mail "${subject}" within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
}
