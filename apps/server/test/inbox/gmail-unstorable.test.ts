import { FakeAi } from "@jah/testing/fake-ai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AiClient } from "../../src/ai/client.ts";
import { SecretBox } from "../../src/crypto/secret-box.ts";
import { MailboxReader } from "../../src/features/inbox/index.ts";
import { api, buildApplication } from "../support/applications.ts";
import { testDialects } from "../support/dialects.ts";
import type { FakeGmailMailbox } from "../support/fake-gmail.ts";
import { fakeGoogle, GOOGLE_ENV } from "../support/fake-google.ts";
import { rawReply } from "../support/replies.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { type TestUser, verifiedUser } from "../support/users.ts";

let counter = 0;

/** Issue 37 through the Gmail API: the same shared step as IMAP, with Gmail's own places (list, history). */
describe.each(testDialects())("Gmail replies that are hard to store, on %s", (dialect) => {
  let server: TestServer;
  let google: Awaited<ReturnType<typeof fakeGoogle>>;
  let ai: FakeAi;
  let aiUrl: string;

  beforeAll(async () => {
    google = await fakeGoogle();
    ai = new FakeAi();
    aiUrl = await ai.listen();
    server = await startTestServer(dialect, {
      ...GOOGLE_ENV(google.url),
      AI_BASE_URL: aiUrl,
      AI_MODEL: "fake-model",
      AI_API_KEY: "k",
    });
  });
  afterAll(async () => {
    await server?.stop();
    await google?.close();
    await ai?.close();
  });

  const db = () => server.database.db;
  const reader = () =>
    new MailboxReader({
      db: db(),
      box: new SecretBox(server.config.authSecret),
      quota: server.storageQuota,
      allowPrivateNetworks: false,
      log: { warn: () => {} },
      google: server.config.google,
      ai: {
        db: db(),
        client: new AiClient(server.config.ai!, { info: () => {}, warn: () => {} }),
        limits: server.config.aiLimits,
      },
    });

  /** A user reading a fake Gmail mailbox of its own from a minute ago, who agreed to the AI provider. */
  async function readingUser() {
    counter += 1;
    const name = `${dialect}-hard-${counter}`;
    const user = await verifiedUser(server);
    const { url } = (await api(server, user, "GET", "/api/connections/gmail/authorize")).body;
    const state = new URL(url).searchParams.get("state");
    const connected = await api(server, user, "POST", "/api/connections/gmail/connect", {
      code: `gm:${name}`,
      state,
    });
    expect(connected.status).toBe(200);
    expect((await api(server, user, "PUT", "/api/connections/gmail/reading", { reading: true })).status).toBe(
      200,
    );
    await db()
      .updateTable("mail_account")
      .set({ reading_since: new Date(Date.now() - 60_000).toISOString() })
      .where("user_id", "=", user.userId)
      .execute();
    const host = new URL(aiUrl).host;
    expect((await api(server, user, "POST", "/api/ai/consent", { provider_host: host })).status).toBe(200);
    const { id } = await db()
      .selectFrom("mail_account")
      .select("id")
      .where("user_id", "=", user.userId)
      .executeTakeFirstOrThrow();
    return { user, accountId: id, mailbox: google.gmail.mailbox(`access-gm-${name}`) };
  }

  /** Each delivery a few milliseconds apart, so internal dates order them. */
  let clock = Date.now();
  const deliver = (box: FakeGmailMailbox, raw: string) => {
    clock = Math.max(clock + 5, Date.now());
    return box.deliver(raw, { internalDate: new Date(clock) });
  };
  const subjects = async (user: TestUser) =>
    (
      await db()
        .selectFrom("inbox_message")
        .select("subject")
        .where("user_id", "=", user.userId)
        .orderBy("received_at")
        .execute()
    ).map((r) => r.subject);
  const gmailStatus = async (user: TestUser) =>
    (await api(server, user, "GET", "/api/connections/")).body.gmail;

  const RECEIVED = "Wir haben Ihre Bewerbung erhalten.";
  const UNSURE = "Hätten Sie nächste Woche Zeit für ein kurzes Telefonat am 17.03.2027 um 09:30 Uhr?";

  it("reads replies with NUL bytes in the four places, and the reply after them", async () => {
    const { user, accountId, mailbox } = await readingUser();
    await buildApplication(server, user, { mail_address: "hr@acme.example" });
    deliver(
      mailbox,
      rawReply({ from: "hr@acme.example", subject: "=?UTF-8?Q?Betreff=00?=", text: RECEIVED }),
    );
    deliver(mailbox, rawReply({ from: "hr@acme.example", subject: "Text", text: `${RECEIVED}\u0000` }));
    deliver(
      mailbox,
      rawReply({ from: "=?UTF-8?Q?Petra=00_Acme?= <hr@acme.example>", subject: "Name", text: RECEIVED }),
    );
    deliver(
      mailbox,
      rawReply({
        from: "hr@acme.example",
        subject: "Anhang",
        text: RECEIVED,
        attachment: { name: "=?UTF-8?Q?Anlage=00.pdf?=", mime: "application/pdf", content: "%PDF-1.4" },
      }),
    );
    deliver(mailbox, rawReply({ from: "hr@acme.example", subject: "Danach", text: RECEIVED }));
    expect(await reader().pollAccount(accountId)).toMatchObject({ looked: 5, matched: 5, skipped: 0 });
    expect(await subjects(user)).toEqual(["Betreff", "Text", "Name", "Anhang", "Danach"]);
    const rows = await db()
      .selectFrom("inbox_message")
      .leftJoin("inbox_attachment", "inbox_attachment.inbox_message_id", "inbox_message.id")
      .select(["inbox_message.from_name", "inbox_message.body", "inbox_attachment.name"])
      .where("inbox_message.user_id", "=", user.userId)
      .execute();
    expect(rows.map((r) => r.from_name)).toContain("Petra Acme");
    expect(rows.every((r) => r.body === RECEIVED)).toBe(true);
    expect(rows.map((r) => r.name).filter(Boolean)).toEqual(["Anlage.pdf"]);
  });

  it("records a reply that cannot be stored as skipped and reads the one after it, in the history too", async () => {
    const { user, accountId, mailbox } = await readingUser();
    const deleted = await buildApplication(server, user, { mail_address: "hr@omega.example" });
    await buildApplication(server, user, { mail_address: "jobs@beta.example" });
    // The first poll lists the label; the reply below arrives after it, through the history.
    deliver(mailbox, rawReply({ from: "jobs@beta.example", subject: "Vorher", text: RECEIVED }));
    expect(await reader().pollAccount(accountId)).toMatchObject({ matched: 1 });
    const skippedId = deliver(
      mailbox,
      rawReply({ from: "hr@omega.example", subject: "Kurze Frage", text: UNSURE }),
    );
    deliver(mailbox, rawReply({ from: "jobs@beta.example", subject: "Danach", text: RECEIVED }));
    ai.mode = "slow";
    ai.delayMs = 1500;
    ai.answer = { kind: "invitation", sentence: UNSURE };
    const asked = ai.requests.length;
    try {
      // The user deletes the application while its reply waits for the AI provider.
      const poll = reader().pollAccount(accountId);
      while (ai.requests.length === asked) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(
        (await api(server, user, "DELETE", `/api/profile/applications/delete/${deleted.id}`)).status,
      ).toBe(200);
      expect(await poll).toMatchObject({ looked: 2, matched: 1, skipped: 1 });
    } finally {
      ai.mode = "good";
      ai.delayMs = 0;
    }
    expect(await subjects(user)).toEqual(["Vorher", "Danach"]);
    const skipped = await db()
      .selectFrom("inbox_skipped")
      .select(["mailbox_ref", "subject", "reason"])
      .where("user_id", "=", user.userId)
      .execute();
    expect(skipped).toEqual([{ mailbox_ref: skippedId, subject: "Kurze Frage", reason: "failed" }]);
    expect((await gmailStatus(user)).reading_skipped).toMatchObject([{ subject: "Kurze Frage" }]);
    expect(await reader().pollAccount(accountId)).toMatchObject({ looked: 0, skipped: 0 });
  });

  it("saves the label's place after each message: a poll broken off mid-way goes on with the next message", async () => {
    const { user, accountId, mailbox } = await readingUser();
    await buildApplication(server, user, { mail_address: "hr@kappa.example" });
    deliver(mailbox, rawReply({ from: "hr@kappa.example", subject: "Eins", text: RECEIVED }));
    deliver(mailbox, rawReply({ from: "hr@kappa.example", subject: "Zwei", text: UNSURE }));
    deliver(mailbox, rawReply({ from: "hr@kappa.example", subject: "Drei", text: RECEIVED }));
    ai.mode = "slow";
    ai.delayMs = 1500;
    ai.answer = { kind: "invitation", sentence: UNSURE };
    const asked = ai.requests.length;
    try {
      // Google stops answering while the second reply waits for the AI provider.
      const poll = reader().pollAccount(accountId);
      while (ai.requests.length === asked) await new Promise((resolve) => setTimeout(resolve, 10));
      mailbox.revoked = true;
      expect(await poll).toBeNull();
    } finally {
      ai.mode = "good";
      ai.delayMs = 0;
      mailbox.revoked = false;
    }
    expect(await subjects(user)).toEqual(["Eins", "Zwei"]);
    expect(await reader().pollAccount(accountId)).toMatchObject({ looked: 1, matched: 1 });
    expect(await subjects(user)).toEqual(["Eins", "Zwei", "Drei"]);
  });
});
