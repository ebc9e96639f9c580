import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";

/** Waits for a mail to `to` in the outbox folder and returns its first link containing `linkPath`. */
export async function linkFromOutbox(outboxDir: string, to: string, linkPath: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let files: string[] = [];
    try {
      files = readdirSync(outboxDir)
        .filter((f) => f.endsWith(".eml"))
        .sort();
    } catch {
      // the folder appears with the first mail
    }
    for (const file of files.reverse()) {
      const mail = await simpleParser(readFileSync(path.join(outboxDir, file)));
      const addressed = JSON.stringify(mail.to ?? "")
        .toLowerCase()
        .includes(to.toLowerCase());
      const link = mail.text?.match(/https?:\/\/\S+/g)?.find((l) => l.includes(linkPath));
      if (addressed && link) return { link, subject: mail.subject ?? "" };
    }
    if (Date.now() > deadline) throw new Error(`no mail with ${linkPath} to ${to} in ${outboxDir}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
