import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../support/dialects.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { TestSmtpServer } from "../support/smtp.ts";
import { signUp } from "../support/users.ts";

/** A port nobody listens on yet. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const port = (probe.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe.each(testDialects())("mail delivery when SMTP is down on %s", (dialect) => {
  let server: TestServer;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    server = await startTestServer(dialect, { SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(() => server.stop());

  it("keeps the mail and delivers it once SMTP is back", async () => {
    const user = await signUp(server);
    await server.mailQueue.idle();
    const queued = await server.database.db
      .selectFrom("outgoing_mail")
      .selectAll()
      .where("to_address", "=", user.email)
      .executeTakeFirstOrThrow();
    expect(queued.attempts).toBe(1);
    expect(queued.failed).toBe(false);
    expect(queued.last_error).toBeTruthy();
    expect(Date.parse(queued.next_attempt_at)).toBeGreaterThan(Date.now());

    const smtp = new TestSmtpServer();
    await smtp.listen(port);
    try {
      // Pretend the retry delay has passed.
      await server.database.db
        .updateTable("outgoing_mail")
        .set({ next_attempt_at: new Date(Date.now() - 1).toISOString() })
        .execute();
      await server.mailQueue.deliverDue();
      const mail = await smtp.waitFor(user.email);
      expect(mail.text).toContain("/verifyemail?token=");
      const left = await server.database.db.selectFrom("outgoing_mail").selectAll().execute();
      expect(left).toHaveLength(0);
    } finally {
      await smtp.close();
    }
  });
});
