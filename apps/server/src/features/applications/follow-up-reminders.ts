import { DEFAULT_LANGUAGE } from "@jah/shared";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import type { MailQueue } from "../../mail/queue.ts";
import { followUpReminderMail } from "./follow-up-mail.ts";

type Logger = { info: (obj: object, msg: string) => void };

/** Today's date on the server's clock, YYYY-MM-DD (follow-up dates are calendar days). */
export function localToday(now: Date = new Date()): string {
  const offset = now.getTimezoneOffset() * 60_000;
  return new Date(now.getTime() - offset).toISOString().slice(0, 10);
}

/**
 * Mails each user one list of the active applications whose follow-up date has come. An application
 * is marked with the follow-up date it was reminded for in the same transaction that queues the mail,
 * so a reminder goes out once per date, also should two instances ever run the job at once. The job
 * runner (background-jobs.ts) runs it every quarter of an hour.
 */
export class FollowUpReminders {
  constructor(
    private readonly db: Db,
    private readonly mailQueue: MailQueue,
    private readonly config: Pick<Config, "appUrl">,
    private readonly log: Logger,
  ) {}

  /** Sends the reminders due on `today`; returns how many mails were queued. */
  async runOnce(today: string = localToday()): Promise<number> {
    const users = await this.db
      .selectFrom("application")
      .innerJoin("user", "user.id", "application.user_id")
      .select("application.user_id")
      .distinct()
      .where("application.archived", "=", false)
      .where("application.follow_up", "<=", today)
      .where((eb) =>
        eb.or([
          eb("application.follow_up_reminded_on", "is", null),
          eb("application.follow_up_reminded_on", "<>", eb.ref("application.follow_up")),
        ]),
      )
      .where("user.emailVerified", "=", true)
      .execute();
    let sent = 0;
    for (const { user_id } of users) {
      if (await this.remindUser(user_id, today)) sent++;
    }
    if (sent > 0) {
      this.mailQueue.kick();
      this.log.info({ sent }, "follow-up reminders queued");
    }
    return sent;
  }

  private async remindUser(userId: string, today: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const due = await trx
        .updateTable("application")
        .set((eb) => ({ follow_up_reminded_on: eb.ref("follow_up") }))
        .where("user_id", "=", userId)
        .where("archived", "=", false)
        .where("follow_up", "<=", today)
        .where((eb) =>
          eb.or([
            eb("follow_up_reminded_on", "is", null),
            eb("follow_up_reminded_on", "<>", eb.ref("follow_up")),
          ]),
        )
        .returning(["job_title", "hireing_company", "follow_up"])
        .execute();
      if (due.length === 0) return false;
      const user = await trx
        .selectFrom("user")
        .leftJoin("user_settings", "user_settings.user_id", "user.id")
        .select(["user.email", "user.name", "user_settings.language"])
        .where("user.id", "=", userId)
        .executeTakeFirstOrThrow();
      const items = due
        .map((d) => ({ ...d, follow_up: d.follow_up! }))
        .sort((a, b) => a.follow_up.localeCompare(b.follow_up));
      const mail = followUpReminderMail(
        user.language ?? DEFAULT_LANGUAGE,
        user.name,
        items,
        `${this.config.appUrl}/applications`,
      );
      await this.mailQueue.enqueue({ to: user.email, ...mail }, trx);
      return true;
    });
  }
}
