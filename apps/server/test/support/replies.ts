import { randomUUID } from "node:crypto";

type Reply = {
  from: string;
  to?: string;
  subject: string;
  text: string;
  /** An HTML body instead of the text (as ATS mailers send it); `text` is then not used. */
  html?: string;
  date?: Date;
  messageId?: string;
  inReplyTo?: string;
  headers?: Record<string, string>;
  attachment?: Attachment;
  /** Several attachments (after `attachment`, when both are given). */
  attachments?: Attachment[];
  /**
   * The Authentication-Results the user's receiving server wrote on top; by default DKIM and DMARC
   * passed for the From domain, as for most real mail. null: a server that wrote none.
   */
  authResults?: string | null;
};

type Attachment = { name: string; mime: string; content: string | Buffer };

/** The receiving server's results when the From domain passed: DKIM signed by it, DMARC passed. */
export function passingResults(from: string, server = "mx.example.org"): string {
  const address = from.match(/<([^<>]+)>/)?.[1] ?? from.trim();
  const domain = address.slice(address.lastIndexOf("@") + 1);
  return `${server}; dkim=pass header.d=${domain} header.s=mail; spf=pass smtp.mailfrom=${address}; dmarc=pass (p=none dis=none) header.from=${domain}`;
}

/** A file name as a mail program writes it: quoted when plain ASCII, RFC 2231 encoded otherwise. */
function fileNameParameter(name: string, parameter: "name" | "filename"): string {
  if (/^[\x20-\x7e]*$/.test(name) && !/["\\]/.test(name)) return `${parameter}="${name}"`;
  // RFC 2231's attribute characters are encodeURIComponent's, less a few it leaves as they are.
  const encoded = encodeURIComponent(name).replace(
    /['()*!~]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${parameter}*=utf-8''${encoded}`;
}

/**
 * A raw RFC 5322 mail as an employer's mail program would send it (text, optionally attachments),
 * as it lies in the user's mailbox: under the receiving server's Authentication-Results.
 */
export function rawReply(reply: Reply): string {
  const results = reply.authResults === undefined ? passingResults(reply.from) : reply.authResults;
  const lines = [
    ...(results === null ? [] : [`Authentication-Results: ${results}`]),
    `From: ${reply.from}`,
    `To: ${reply.to ?? "anna@example.org"}`,
    `Subject: ${reply.subject}`,
    `Date: ${(reply.date ?? new Date()).toUTCString()}`,
    `Message-ID: ${reply.messageId ?? `<${randomUUID()}@employer.example>`}`,
    ...(reply.inReplyTo ? [`In-Reply-To: ${reply.inReplyTo}`, `References: ${reply.inReplyTo}`] : []),
    ...Object.entries(reply.headers ?? {}).map(([k, v]) => `${k}: ${v}`),
    "MIME-Version: 1.0",
  ];
  const text = Buffer.from(reply.html ?? reply.text, "utf8").toString("base64");
  const type = reply.html === undefined ? "text/plain" : "text/html";
  const attachments = [...(reply.attachment ? [reply.attachment] : []), ...(reply.attachments ?? [])];
  if (attachments.length === 0) {
    return [
      ...lines,
      `Content-Type: ${type}; charset=utf-8`,
      "Content-Transfer-Encoding: base64",
      "",
      text,
      "",
    ].join("\n");
  }
  const boundary = `b${randomUUID()}`;
  return [
    ...lines,
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    "",
    `--${boundary}`,
    `Content-Type: ${type}; charset=utf-8`,
    "Content-Transfer-Encoding: base64",
    "",
    text,
    ...attachments.flatMap((file) => [
      `--${boundary}`,
      `Content-Type: ${file.mime}; ${fileNameParameter(file.name, "name")}`,
      `Content-Disposition: attachment; ${fileNameParameter(file.name, "filename")}`,
      "Content-Transfer-Encoding: base64",
      "",
      Buffer.from(file.content).toString("base64").replace(/.{76}/g, "$&\n"),
    ]),
    `--${boundary}--`,
    "",
  ].join("\n");
}
