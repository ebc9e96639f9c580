import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Language } from "@jah/shared";
import type { Config } from "../config.ts";
import { systemSender } from "./system-sender.ts";

export type OutgoingMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe, RFC 8058); nodemailer adds them as given. */
  headers?: Record<string, string>;
  /** The language the mail is written in: the sender's name follows it unless MAIL_FROM is set. */
  lang?: Language | null;
};

export type MailTransport = {
  send: (message: OutgoingMessage) => Promise<void>;
  close: () => void;
};

type Logger = { info: (obj: object, msg: string) => void };

type Nodemailer = typeof import("nodemailer")["default"];

/**
 * One nodemailer transport, made at the first mail: nodemailer loads then, not at start-up (a server
 * that sends nothing holds none of it). `close` ends it when it was made.
 */
function lazyTransport<T extends { close: () => void }>(make: (nodemailer: Nodemailer) => T) {
  let made: Promise<T> | undefined;
  return {
    get: () => {
      made ??= import("nodemailer").then(({ default: nodemailer }) => make(nodemailer));
      return made;
    },
    close: () => {
      void made?.then((transport) => transport.close()).catch(() => {});
    },
  };
}

/** The message as nodemailer takes it: our fields, with the sender for its language. */
function nodemailerMessage(config: Pick<Config, "mailFrom">, { lang, ...message }: OutgoingMessage) {
  return { from: systemSender(config.mailFrom, lang), ...message };
}

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in the outbox folder. */
export function createMailTransport(
  config: Pick<Config, "smtpUrl" | "mailFrom" | "outboxDir">,
  log: Logger,
): MailTransport {
  const { smtpUrl } = config;
  if (smtpUrl) {
    const smtp = lazyTransport((nodemailer) => nodemailer.createTransport(smtpUrl));
    return {
      send: async (m) => {
        await (await smtp.get()).sendMail(nodemailerMessage(config, m));
      },
      close: smtp.close,
    };
  }
  const stream = lazyTransport((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }),
  );
  return {
    send: async (m) => {
      const info = await (await stream.get()).sendMail(nodemailerMessage(config, m));
      await mkdir(config.outboxDir, { recursive: true });
      const file = path.join(config.outboxDir, `${Date.now()}-${info.messageId.replace(/[^\w.-]/g, "")}.eml`);
      await writeFile(file, info.message as Buffer);
      // Without SMTP the operator needs the links to use the product at all; this is a local-only mode.
      const links = m.text.match(/https?:\/\/\S+/g) ?? [];
      log.info({ to: m.to, file, links }, "mail written to outbox");
    },
    close: stream.close,
  };
}
