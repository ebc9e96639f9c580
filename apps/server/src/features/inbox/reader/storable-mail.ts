import { storableText } from "@jah/shared";
import type { ParsedMail } from "mailparser";
import type { Arrived } from "./read-context.ts";

/**
 * The mail edge of issue 37: what a message says about itself (headers, sender, subject) and what its
 * source holds (text, HTML, attachment names and types) made storable before anything matches,
 * classifies or keeps it. An employer's mail program may put a NUL byte anywhere (an encoded word, a
 * quoted-printable =00, an RFC 2231 file name); PostgreSQL refuses it.
 */
export function storableArrived(arrived: Arrived): Arrived {
  const headers = new Map<string, string>();
  for (const [name, value] of arrived.headers) headers.set(storableText(name), storableText(value));
  return {
    ...arrived,
    headers,
    from: storableText(arrived.from),
    name: storableText(arrived.name),
    subject: storableText(arrived.subject),
  };
}

/** The parsed source's text parts and attachment names and types, made storable (in place). */
export function storableParsed(mail: ParsedMail): ParsedMail {
  if (typeof mail.text === "string") mail.text = storableText(mail.text);
  if (typeof mail.html === "string") mail.html = storableText(mail.html);
  if (typeof mail.subject === "string") mail.subject = storableText(mail.subject);
  for (const file of mail.attachments) {
    if (file.filename !== undefined) file.filename = storableText(file.filename);
    file.contentType = storableText(file.contentType ?? "");
  }
  return mail;
}
