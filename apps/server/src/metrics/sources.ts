import type { Db } from "../db/database.ts";

/** The waiting mails of both queues: system mails (outgoing_mail) and application mails (sent_mail). */
export async function mailQueueStats(db: Db, now = Date.now()) {
  const system = await db
    .selectFrom("outgoing_mail")
    .select((eb) => [eb.fn.countAll<number>().as("depth"), eb.fn.min("created_at").as("oldest")])
    .where("failed", "=", false)
    .executeTakeFirstOrThrow();
  const application = await db
    .selectFrom("sent_mail")
    .select((eb) => [eb.fn.countAll<number>().as("depth"), eb.fn.min("created_at").as("oldest")])
    .where("status", "in", ["queued", "sending"])
    .executeTakeFirstOrThrow();
  const age = (oldest: string | null) => (oldest ? Math.max(0, (now - Date.parse(oldest)) / 1000) : 0);
  return [
    { queue: "system", depth: Number(system.depth), oldestAgeSeconds: age(system.oldest) },
    { queue: "application", depth: Number(application.depth), oldestAgeSeconds: age(application.oldest) },
  ];
}
