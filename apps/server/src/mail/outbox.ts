import { open, readdir, rm } from "node:fs/promises";
import path from "node:path";

/** The header block of an .eml file: enough of its start to hold the headers. */
async function headersOf(file: string): Promise<string> {
  const handle = await open(file, "r");
  try {
    const buffer = Buffer.alloc(16_384);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const text = buffer.subarray(0, bytesRead).toString("utf8");
    const end = text.indexOf("\n\n");
    return end === -1 ? text : text.slice(0, end);
  } finally {
    await handle.close();
  }
}

/**
 * Removes the outbox mails (.eml files written without SMTP) addressed to `address`; returns how many.
 * The account purge uses it: in outbox mode these files are the only copies of the user's mails.
 */
export async function deleteOutboxMailsTo(outboxDir: string, address: string): Promise<number> {
  let names: string[];
  try {
    names = (await readdir(outboxDir)).filter((name) => name.endsWith(".eml"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
  const wanted = address.trim().toLowerCase();
  let removed = 0;
  for (const name of names) {
    const file = path.join(outboxDir, name);
    // Folded header lines continue with whitespace; unfolded, the To line is one line.
    const headers = (await headersOf(file)).replace(/\r?\n[ \t]+/g, " ");
    const to = headers.match(/^to:(.*)$/im)?.[1]?.toLowerCase() ?? "";
    if (to.split(/[\s,<>"]+/).includes(wanted)) {
      await rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}
