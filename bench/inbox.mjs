// The inbox: a real IMAP server (Debian's dovecot) with a mailbox of 20,000 messages, 300 of them
// replies to 200 sent applications; measures the first and a later poll, memory, matching, and the
// classifier's accuracy per class on the labelled set. Writes docs/benchmarks.md.
// Run: node --import tsx bench/inbox.mjs   (needs dovecot-imapd)
import { mkdtempSync, readdirSync, utimesSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { SecretBox } from "../apps/server/src/crypto/secret-box.ts";
import { openDatabase } from "../apps/server/src/db/database.ts";
import { migrateToLatest } from "../apps/server/src/db/migrate.ts";
import { accuracyPerClass } from "../apps/server/src/features/inbox/classify/labelled.ts";
import { MailboxReader } from "../apps/server/src/features/inbox/index.ts";
import { rawReply } from "../apps/server/test/support/replies.ts";
import { TestDovecot } from "../packages/testing/src/dovecot.ts";
import { machineLine, writeSection } from "./lib.mjs";

const TOTAL = 20_000;
const APPLICATIONS = 200;
const REPLIES = 300;
const PER_POLL = 500;

const dir = mkdtempSync(path.join(os.tmpdir(), "jah-inbox-bench-"));
const handle = openDatabase({ database: { kind: "sqlite", file: path.join(dir, "app.sqlite") } });
await migrateToLatest(handle);
const db = handle.db;
const box = new SecretBox("bench-secret-bench-secret-bench-secret");
const userId = "bench-user";
const now = new Date().toISOString();
await db
  .insertInto("user")
  .values({
    id: userId,
    name: "Bench",
    email: "bench@example.org",
    emailVerified: true,
    image: null,
    createdAt: now,
    updatedAt: now,
  })
  .execute();

const dovecot = new TestDovecot({ bench: "pw" });
await dovecot.start();
const since = new Date(Date.now() - 3600_000);
const account = await db
  .insertInto("mail_account")
  .values({
    user_id: userId,
    provider: "smtp",
    host: "127.0.0.1",
    port: 25,
    security: "none",
    username: "bench",
    secret_sealed: box.seal("pw", userId),
    from_email: "bench@example.org",
    from_name: "",
    created_at: now,
    updated_at: now,
    imap_host: "127.0.0.1",
    imap_port: dovecot.port,
    imap_security: "none",
    reading: true,
    reading_since: since.toISOString(),
  })
  .returning("id")
  .executeTakeFirstOrThrow();

// 200 applications, each with one sent mail; companies on their own domains.
const sentIds = [];
for (let i = 0; i < APPLICATIONS; i++) {
  const app = await db
    .insertInto("application")
    .values({
      user_id: userId,
      job_title: `Job ${i}`,
      hireing_company: `Company ${i}`,
      mail_address: `jobs@company${i}.example`,
      status: "applied",
      archived: false,
      send: true,
      profile_id: null,
      follow_up: null,
      follow_up_reminded_on: null,
      date: now,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const messageId = `<sent-${i}@job-application-helper>`;
  await db
    .insertInto("sent_mail")
    .values({
      user_id: userId,
      application_id: app.id,
      recipient: `jobs@company${i}.example`,
      subject: `Bewerbung Job ${i}`,
      body: "...",
      attachments: "[]",
      cv_file_name: "cv.pdf",
      follow_up: null,
      message_id: messageId,
      status: "sent",
      error: null,
      refusal: null,
      next_attempt_at: now,
      locked_until: null,
      created_at: now,
      sent_at: now,
    })
    .execute();
  sentIds.push({ id: app.id, messageId });
}

// 19,700 older messages (before reading began) and 300 replies after, half by thread, half by domain.
const old = Math.floor((since.getTime() - 86400_000 * 30) / 1000);
const expected = new Map();
for (let i = 0; i < TOTAL - REPLIES; i++) {
  dovecot.deliver(
    "bench",
    "INBOX",
    rawReply({ from: `someone${i}@mail${i % 500}.example`, subject: `Message ${i}`, text: "Hello" }),
  );
}
const cur = path.join(dovecot.dir, "mail", "bench", "new");
for (const file of readdirSync(cur)) utimesSync(path.join(cur, file), old, old);
for (let r = 0; r < REPLIES; r++) {
  const target = sentIds[r % APPLICATIONS];
  const byThread = r % 2 === 0;
  const messageId = `<reply-${r}@employer.example>`;
  expected.set(messageId, target.id);
  dovecot.deliver(
    "bench",
    "INBOX",
    rawReply({
      from: byThread ? `noreply@ats${r}.example` : `hr@company${r % APPLICATIONS}.example`,
      subject: `Re: Bewerbung Job ${r % APPLICATIONS}`,
      text: "Vielen Dank, wir haben Ihre Bewerbung erhalten.",
      messageId,
      inReplyTo: byThread ? target.messageId : undefined,
    }),
  );
}

const reader = new MailboxReader({
  db,
  box,
  allowPrivateNetworks: true,
  log: { warn: (o) => console.error(o) },
  limits: { maxMessages: PER_POLL, maxMessageBytes: 1024 * 1024 },
});
const rssBefore = process.memoryUsage().rss;
let t = performance.now();
const first = await reader.pollAccount(account.id);
const firstMs = performance.now() - t;
const rssAfter = process.memoryUsage().rss;
dovecot.deliver(
  "bench",
  "INBOX",
  rawReply({
    from: "hr@company1.example",
    subject: "Re: Bewerbung Job 1",
    text: "Leider müssen wir Ihnen absagen.",
  }),
);
t = performance.now();
const later = await reader.pollAccount(account.id);
const laterMs = performance.now() - t;

const rows = await db
  .selectFrom("inbox_message")
  .select(["message_id", "application_id"])
  .where("user_id", "=", userId)
  .execute();
let found = 0;
let wrong = 0;
for (const row of rows) {
  const want = expected.get(row.message_id);
  if (want === undefined) continue;
  if (row.application_id === want) found += 1;
  else wrong += 1;
}
const accuracy = accuracyPerClass();
await dovecot.destroy();
await handle.destroy?.();

const lines = [
  "## Inbox: reading replies over IMAP (bench/inbox.mjs)",
  "",
  machineLine(),
  `Dovecot (Debian's dovecot-imapd) on loopback, SQLite; a mailbox of ${TOTAL.toLocaleString("en")} messages: ${TOTAL - REPLIES} from before reading began, ${REPLIES} replies to ${APPLICATIONS} sent applications (half matched by thread, half by the company's domain); at most ${PER_POLL} messages per poll.`,
  "",
  "| measure | value |",
  "|---|---|",
  `| first poll | ${firstMs.toFixed(0)} ms (${first?.looked} looked at, ${first?.matched} matched) |`,
  `| later poll (1 new message) | ${laterMs.toFixed(0)} ms (${later?.looked} looked at) |`,
  `| memory (RSS growth during the first poll) | ${((rssAfter - rssBefore) / 2 ** 20).toFixed(1)} MiB |`,
  `| replies found and matched to their application | ${found} of ${REPLIES} (${((found / REPLIES) * 100).toFixed(1)} %) |`,
  `| false matches | ${wrong} |`,
  "",
  "Classifier accuracy on the labelled set (apps/server/src/features/inbox/classify/labelled, German and English):",
  "",
  "| class | replies | correct | accuracy |",
  "|---|---|---|---|",
  ...accuracy.map((a) => `| ${a.label} | ${a.total} | ${a.correct} | ${a.accuracy.toFixed(2)} |`),
  "",
  "The labelled set was written together with the rules, so these figures measure the rules against the wording they were made for, not a held-out set.",
];
console.log(lines.join("\n"));
writeSection("inbox", lines.join("\n"));
