import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Each header's raw value by its lower-cased name (the last one when repeated). */
  headers: Record<string, string>;
};

/** A real SMTP server in the test process that keeps what it receives. */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  #server: SMTPServer;
  #waiters: Array<() => void> = [];

  constructor() {
    this.#server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((mail: ParsedMail) => {
            const to = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
            this.received.push({
              to: to ?? "",
              subject: mail.subject ?? "",
              text: mail.text ?? "",
              html: typeof mail.html === "string" ? mail.html : "",
              headers: Object.fromEntries(
                mail.headerLines.map((h) => [h.key, h.line.slice(h.line.indexOf(":") + 1).trim()]),
              ),
            });
            for (const wake of this.#waiters.splice(0)) wake();
            callback();
          })
          .catch(callback);
      },
    });
  }

  /** Listens on `port` (0 picks a free one) and returns the SMTP URL. */
  async listen(port = 0): Promise<string> {
    await new Promise<void>((resolve, reject) => {
      this.#server.once("error", reject);
      this.#server.listen(port, "127.0.0.1", () => resolve());
    });
    return `smtp://127.0.0.1:${(this.#server.server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  /** Resolves with the first mail to `to` that matches, waiting up to `timeoutMs`. */
  async waitFor(to: string, match: (m: ReceivedMail) => boolean = () => true, timeoutMs = 10_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.received.find((m) => m.to.toLowerCase().includes(to.toLowerCase()) && match(m));
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** All mails sent to `to`. */
  to(to: string): ReceivedMail[] {
    return this.received.filter((m) => m.to.toLowerCase().includes(to.toLowerCase()));
  }
}

/** The first link in a mail's text that contains `path`. */
export function linkIn(mail: ReceivedMail, path: string): URL {
  const raw = mail.text.match(/https?:\/\/\S+/g)?.find((l) => l.includes(path));
  if (!raw) throw new Error(`no ${path} link in mail "${mail.subject}"`);
  return new URL(raw);
}
