import { FakeAi } from "@jah/testing/fake-ai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AiClient } from "../../src/ai/client.ts";
import { SecretBox } from "../../src/crypto/secret-box.ts";
import { MailboxReader } from "../../src/features/inbox/index.ts";
import { api, buildApplication } from "../support/applications.ts";
import { testDialects } from "../support/dialects.ts";
import { fakeGoogle, GOOGLE_ENV } from "../support/fake-google.ts";
import { rawReply } from "../support/replies.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { type TestUser, verifiedUser } from "../support/users.ts";

let counter = 0;

describe.each(testDialects())("the AI provider refining unsure suggestions on %s", (dialect) => {
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
      allowPrivateNetworks: false,
      log: { warn: () => {} },
      google: server.config.google,
      quota: server.storageQuota,
      ai: {
        db: db(),
        client: new AiClient(server.config.ai!, { info: () => {}, warn: () => {} }),
        limits: server.config.aiLimits,
      },
    });

  async function readingUser(consent: boolean) {
    counter += 1;
    const name = `${dialect}-ai-${counter}`;
    const user = await verifiedUser(server);
    const { url } = (await api(server, user, "GET", "/api/connections/gmail/authorize")).body;
    const state = new URL(url).searchParams.get("state");
    expect(
      (await api(server, user, "POST", "/api/connections/gmail/connect", { code: `gm:${name}`, state }))
        .status,
    ).toBe(200);
    expect((await api(server, user, "PUT", "/api/connections/gmail/reading", { reading: true })).status).toBe(
      200,
    );
    await db()
      .updateTable("mail_account")
      .set({ reading_since: new Date(Date.now() - 60_000).toISOString() })
      .where("user_id", "=", user.userId)
      .execute();
    if (consent) {
      const host = new URL(aiUrl).host;
      expect((await api(server, user, "POST", "/api/ai/consent", { provider_host: host })).status).toBe(200);
    }
    const { id } = await db()
      .selectFrom("mail_account")
      .select("id")
      .where("user_id", "=", user.userId)
      .executeTakeFirstOrThrow();
    await buildApplication(server, user, { mail_address: "hr@omega.example" });
    return { user, accountId: id, mailbox: google.gmail.mailbox(`access-gm-${name}`) };
  }

  const UNSURE = "Hätten Sie nächste Woche Zeit für ein kurzes Telefonat am 17.03.2027 um 09:30 Uhr?";
  const SURE =
    "Leider müssen wir Ihnen mitteilen, dass wir uns für eine andere Kandidatin entschieden haben.";
  const rows = (user: TestUser) =>
    db()
      .selectFrom("inbox_message")
      .select(["subject", "suggestion", "suggestion_sentence", "suggestion_date"])
      .where("user_id", "=", user.userId)
      .orderBy("subject")
      .execute();

  it("asks the provider only about replies the rules are unsure of, and only with the user's consent", async () => {
    ai.mode = "good";
    ai.answer = { kind: "invitation", sentence: UNSURE };
    const agreed = await readingUser(true);
    agreed.mailbox.deliver(
      rawReply({
        from: "hr@omega.example",
        subject: "Kurze Frage",
        text: `Guten Tag,\n\n${UNSURE}\n\nViele Grüße`,
      }),
    );
    agreed.mailbox.deliver(rawReply({ from: "hr@omega.example", subject: "Ihre Bewerbung", text: SURE }));
    const before = ai.requests.length;
    await reader().pollAccount(agreed.accountId);
    expect(ai.requests.length - before).toBe(1);
    expect(JSON.stringify(ai.requests.at(-1)!.body)).toContain("Telefonat");
    expect(await rows(agreed.user)).toEqual([
      // By subject: the sure rejection was never sent to the provider.
      {
        subject: "Ihre Bewerbung",
        suggestion: "rejection",
        suggestion_sentence: SURE,
        suggestion_date: null,
      },
      {
        subject: "Kurze Frage",
        suggestion: "invitation",
        suggestion_sentence: UNSURE,
        suggestion_date: "2027-03-17T09:30",
      },
    ]);
    // Counted against the user's AI budget like the letter helper.
    const usage = await db()
      .selectFrom("ai_usage")
      .select("prompt_tokens")
      .where("user_id", "=", agreed.user.userId)
      .execute();
    expect(usage.map((u) => Number(u.prompt_tokens))).toEqual([120]);

    const refused = await readingUser(false);
    refused.mailbox.deliver(rawReply({ from: "hr@omega.example", subject: "Kurze Frage", text: UNSURE }));
    const without = ai.requests.length;
    await reader().pollAccount(refused.accountId);
    expect(ai.requests.length).toBe(without);
    expect((await rows(refused.user)).map((r) => r.suggestion)).toEqual([null]);
  });

  it("never asks about a reply tied to the application by an unverified sender alone", async () => {
    ai.mode = "good";
    ai.answer = { kind: "invitation", sentence: UNSURE };
    const { user, accountId, mailbox } = await readingUser(true);
    // Matched by its From address, which Gmail found forged: neither the rules nor the provider suggest.
    mailbox.deliver(rawReply({ from: "hr@omega.example", subject: "Kurze Frage", text: UNSURE }), {
      gmailResults:
        "spf=pass smtp.mailfrom=x@attacker.example; dmarc=fail (p=REJECT sp=REJECT dis=QUARANTINE) header.from=omega.example",
    });
    const before = ai.requests.length;
    await reader().pollAccount(accountId);
    expect(ai.requests.length).toBe(before);
    expect((await rows(user)).map((r) => [r.subject, r.suggestion])).toEqual([["Kurze Frage", null]]);
  });

  it("keeps the rules' suggestion when the answer names no sentence of the reply or is no answer", async () => {
    const { user, accountId, mailbox } = await readingUser(true);
    const before = ai.requests.length;
    ai.mode = "good";
    ai.answer = { kind: "offer", sentence: "We are delighted to offer you the job." };
    mailbox.deliver(rawReply({ from: "hr@omega.example", subject: "Frage", text: UNSURE }));
    await reader().pollAccount(accountId);
    ai.mode = "garbage";
    mailbox.deliver(rawReply({ from: "hr@omega.example", subject: "Noch eine Frage", text: UNSURE }));
    await reader().pollAccount(accountId);
    ai.mode = "good";
    // Both were asked about; neither answer was taken.
    expect(ai.requests.length - before).toBe(2);
    expect((await rows(user)).map((r) => [r.subject, r.suggestion])).toEqual([
      ["Frage", null],
      ["Noch eine Frage", null],
    ]);
  });
});
