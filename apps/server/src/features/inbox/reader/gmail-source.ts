import type { GmailMessage, GmailPart } from "./gmail-api.ts";

/** The text parts of a message given as format=full: the first plain and the first HTML part. */
function textParts(part: GmailPart | undefined, found: GmailPart[] = []): GmailPart[] {
  if (!part) return found;
  const type = part.mimeType?.toLowerCase() ?? "";
  if ((type === "text/plain" || type === "text/html") && part.body?.data && !part.filename) {
    if (!found.some((p) => p.mimeType?.toLowerCase() === type)) found.push(part);
  }
  for (const child of part.parts ?? []) textParts(child, found);
  return found;
}

const header = (part: GmailPart, name: string) =>
  part.headers?.find((h) => h.name.toLowerCase() === name)?.value;

/**
 * A message larger than the size cap is not downloaded whole: its structure (format=full) carries the
 * text parts inline and attachments only by reference. This rebuilds a small RFC 5322 source of the
 * headers and the text parts (no attachments), so it is read like any other reply. The parts keep
 * their own Content-Type (and charset); their data is already transfer-decoded, so it goes as base64.
 */
export function sourceFromFull(message: GmailMessage, maxBytes: number): Buffer {
  const payload = message.payload ?? {};
  const top = (payload.headers ?? [])
    .filter((h) => !/^(content-type|content-transfer-encoding|mime-version)$/i.test(h.name))
    .map((h) => `${h.name}: ${h.value.replace(/[\r\n]+/g, " ")}`);
  const boundary = `gmail-${message.id}-parts`;
  const lines = [
    ...top,
    "MIME-Version: 1.0",
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    "",
  ];
  let budget = maxBytes;
  for (const part of textParts(payload)) {
    const data = Buffer.from(part.body!.data!, "base64url").subarray(0, Math.max(0, budget));
    budget -= data.length;
    lines.push(
      `--${boundary}`,
      `Content-Type: ${header(part, "content-type") ?? `${part.mimeType}; charset=utf-8`}`,
      "Content-Transfer-Encoding: base64",
      "",
      data.toString("base64").replace(/.{76}/g, "$&\r\n"),
    );
  }
  lines.push(`--${boundary}--`, "");
  return Buffer.from(lines.join("\r\n"));
}
