import { randomBytes } from "node:crypto";
import type { Insertable } from "kysely";
import type { JobAdTable, MailAccountTable } from "../../src/db/schema.ts";
import type { TestServer } from "./server.ts";
import type { TestUser } from "./users.ts";

/**
 * Rows no API call of a test can write on its own: a mail account (connecting one tests a real
 * server) and a job ad (the crawler stores them). Each builder makes a valid row and takes overrides.
 */

/** A user's SMTP account as connecting one stores it; the secret is a stand-in, not sealed. */
export async function buildMailAccount(
  server: Pick<TestServer, "database">,
  user: Pick<TestUser, "userId" | "email">,
  overrides: Partial<Insertable<MailAccountTable>> = {},
) {
  const now = new Date().toISOString();
  return server.database.db
    .insertInto("mail_account")
    .values({
      user_id: user.userId,
      provider: "smtp",
      host: "smtp.example.org",
      port: 587,
      security: "starttls",
      username: user.email,
      secret_sealed: `sealed-${randomBytes(8).toString("hex")}`,
      from_email: user.email,
      created_at: now,
      updated_at: now,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A job ad as the crawler stores it, with a fresh source id and link. */
export async function buildJobAd(
  server: Pick<TestServer, "database">,
  overrides: Partial<Insertable<JobAdTable>> = {},
) {
  const key = randomBytes(6).toString("hex");
  const now = new Date().toISOString();
  return server.database.db
    .insertInto("job_ad")
    .values({
      source_key: "test",
      source_ad_id: key,
      source_name: "Test",
      url: `https://jobs.example/${key}`,
      url_key: `jobs.example/${key}`,
      title_key: `dev ${key}`,
      title: "Developer",
      first_seen: now,
      last_seen: now,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
