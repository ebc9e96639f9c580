import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../support/dialects.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { signUp } from "../support/users.ts";

/** The From header of the verification mail a sign-up in `acceptLanguage` receives. */
async function verificationSender(server: TestServer, acceptLanguage: string): Promise<string> {
  const user = await signUp(server, { acceptLanguage });
  const mail = await server.smtp.waitFor(user.email, (m) => m.text.includes("/verifyemail?"));
  return mail.headers.from ?? "";
}

describe.each(testDialects())("the sender of system mails on %s", (dialect) => {
  describe("without MAIL_FROM", () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(dialect);
    });
    afterAll(() => server.stop());

    it("names the product in German to a German recipient", async () => {
      expect(await verificationSender(server, "de-DE,de;q=0.9")).toBe(
        "Bewerbungshelfer <no-reply@localhost>",
      );
    });

    it("names the product in English to an English recipient", async () => {
      expect(await verificationSender(server, "en-GB,en;q=0.9")).toBe(
        "Job Application Helper <no-reply@localhost>",
      );
    });

    it("keeps the language with the queued mail until it is sent", async () => {
      // Stop delivery, queue a German mail, and look at the row before the worker sends it.
      await server.mailQueue.stop();
      try {
        const user = await signUp(server, { acceptLanguage: "de" });
        const row = await server.database.db
          .selectFrom("outgoing_mail")
          .select("lang")
          .where("to_address", "=", user.email)
          .executeTakeFirstOrThrow();
        expect(row.lang).toBe("de");
      } finally {
        server.mailQueue.start();
      }
    });

    it("sends a mail queued before languages were kept under the English name", async () => {
      await server.database.db
        .insertInto("outgoing_mail")
        .values({
          to_address: "old-queue@example.com",
          subject: "Queued before 0035",
          text_body: "Hello",
          html_body: "<p>Hello</p>",
          attempts: 0,
          next_attempt_at: new Date(Date.now() - 1000).toISOString(),
          failed: false,
          created_at: new Date().toISOString(),
          headers: null,
          lang: null,
        })
        .execute();
      await server.mailQueue.deliverDue();
      const mail = await server.smtp.waitFor("old-queue@example.com");
      expect(mail.headers.from).toBe("Job Application Helper <no-reply@localhost>");
    });
  });

  describe("with MAIL_FROM set by the operator", () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(dialect, { MAIL_FROM: "Karriere Service <karriere@example.org>" });
    });
    afterAll(() => server.stop());

    it("uses it as given, whatever the mail's language", async () => {
      expect(await verificationSender(server, "de")).toBe("Karriere Service <karriere@example.org>");
      expect(await verificationSender(server, "en")).toBe("Karriere Service <karriere@example.org>");
    });
  });
});
