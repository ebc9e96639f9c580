import { randomBytes } from "node:crypto";
import { DEMO_ACCOUNT_HOURS, DEMO_EMAIL_DOMAIN, type DemoStart, type Language } from "@jah/shared";
import type { Auth } from "../../auth/auth.ts";
import type { Db } from "../../db/database.ts";
import { ensureSettings } from "../usersettings/index.ts";
import { sampleData } from "./sample-data.ts";
import { insertSampleData } from "./seed.ts";

export type DemoStartDeps = { db: Db; auth: Auth; payments: boolean };

/**
 * A fresh demo account, signed in: better-auth creates the user, its password login and the session
 * (so the session is exactly what sign-in gives); then one transaction marks it verified and as a
 * demo account and fills it with the sample data in `language`. The password is random and never
 * leaves this function: the session is the only way in. Should the filling fail, the account goes.
 */
export async function startDemoAccount(
  deps: DemoStartDeps,
  language: Language,
  userAgent: string | undefined,
  now: Date = new Date(),
): Promise<DemoStart> {
  const data = sampleData(language);
  const email = `demo-${randomBytes(10).toString("hex")}@${DEMO_EMAIL_DOMAIN}`;
  const headers = new Headers(userAgent ? { "user-agent": userAgent } : {});
  const created = await deps.auth.api.signUpEmail({
    body: { name: data.username, email, password: randomBytes(32).toString("base64url") },
    headers,
  });
  const userId = created.user.id;
  if (!created.token) throw new Error("better-auth created the demo user without a session");
  const deleteAt = new Date(now.getTime() + DEMO_ACCOUNT_HOURS * 3_600_000).toISOString();
  try {
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .updateTable("user")
        .set({ emailVerified: true, updatedAt: now.toISOString() })
        .where("id", "=", userId)
        .execute();
      await trx
        .insertInto("demo_account")
        .values({ user_id: userId, created_at: now.toISOString(), delete_at: deleteAt })
        .execute();
      await ensureSettings(trx, userId, language);
      await insertSampleData(trx, userId, data, { payments: deps.payments, now });
    });
  } catch (error) {
    // Its sessions and login go with it (the schema cascades from user.id).
    await deps.db.deleteFrom("user").where("id", "=", userId).execute();
    throw error;
  }
  return {
    token: created.token,
    user: { id: userId, email, name: data.username, emailVerified: true },
    demo: { delete_at: deleteAt },
  };
}
