import { DEFAULT_LANGUAGE, prepareFitProfile } from "@jah/shared";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import type { MailQueue } from "../../mail/queue.ts";
import { lastJobAdId, newMatches } from "../job-ads/index.ts";
import { isEntitled } from "../payments/index.ts";
import { showProfile } from "../profiles/index.ts";
import { jobAlertMail } from "./alert-mail.ts";
import { unsubscribeUrl } from "./token.ts";

type Logger = { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };

const HOUR = 3_600_000;
// The job runs hourly; an alert is due a little before its full period, so a run that starts a few
// minutes late does not push every alert back by an hour each day.
const DUE_AFTER = { daily: 23 * HOUR, weekly: 7 * 24 * HOUR - HOUR } as const;
const PERIOD = { daily: 24 * HOUR, weekly: 7 * 24 * HOUR } as const;

type DueAlert = {
  id: number;
  user_id: string;
  profile_id: number;
  frequency: "daily" | "weekly";
  min_score: number;
  last_ad_id: number | null;
  last_run_at: string | null;
  email: string;
  name: string;
  language: "en" | "de" | null;
};

/**
 * Mails each due job alert's new matching ads: one mail per profile with new matches, none without.
 * An alert remembers the highest ad it has looked at in the same transaction that queues its mail,
 * claimed by a conditional update, so an ad is never mailed twice, also should two instances run the
 * job at once. The job runner (background-jobs.ts) runs it hourly; each alert is due once a period.
 */
export class JobAlerts {
  constructor(
    private readonly db: Db,
    private readonly mailQueue: MailQueue,
    private readonly config: Pick<Config, "appUrl" | "authSecret" | "payments">,
    private readonly log: Logger,
  ) {}

  /** Runs every due alert; returns how many were looked at and how many mails were queued. */
  async runOnce(now: Date = new Date()): Promise<{ checked: number; sent: number }> {
    const upToId = await lastJobAdId(this.db);
    const due = (await this.db
      .selectFrom("job_alert")
      .innerJoin("user", "user.id", "job_alert.user_id")
      .leftJoin("user_settings", "user_settings.user_id", "job_alert.user_id")
      .select([
        "job_alert.id",
        "job_alert.user_id",
        "job_alert.profile_id",
        "job_alert.frequency",
        "job_alert.min_score",
        "job_alert.last_ad_id",
        "job_alert.last_run_at",
        "user.email",
        "user.name",
        "user_settings.language",
      ])
      .where("job_alert.frequency", "!=", "off")
      .where("user.emailVerified", "=", true)
      .where((eb) =>
        eb.or([
          eb("job_alert.last_run_at", "is", null),
          eb.and([
            eb("job_alert.frequency", "=", "daily"),
            eb("job_alert.last_run_at", "<=", new Date(now.getTime() - DUE_AFTER.daily).toISOString()),
          ]),
          eb.and([
            eb("job_alert.frequency", "=", "weekly"),
            eb("job_alert.last_run_at", "<=", new Date(now.getTime() - DUE_AFTER.weekly).toISOString()),
          ]),
        ]),
      )
      .orderBy("job_alert.id")
      .execute()) as DueAlert[];
    let sent = 0;
    for (const alert of due) {
      try {
        // Matching ads are the jobs plan: without it an alert waits (it looks back from its last run
        // once the plan is taken).
        if (this.config.payments && !(await isEntitled(this.db, alert.user_id, "jobs"))) continue;
        if (await this.runAlert(alert, upToId, now)) sent++;
      } catch (error) {
        // One broken profile must not stop everyone else's alerts; it is tried again next period.
        this.log.warn({ alertId: alert.id, err: error }, "job alert failed");
      }
    }
    if (sent > 0) {
      this.mailQueue.kick();
      this.log.info({ checked: due.length, sent }, "job alerts queued");
    }
    return { checked: due.length, sent };
  }

  private async runAlert(alert: DueAlert, upToId: number, now: Date): Promise<boolean> {
    const profile = await showProfile(this.db, alert.user_id, alert.profile_id);
    // A new or re-enabled alert (never run, or run before it was switched off) looks back one period;
    // the ads it looked at before stay excluded, so switching off and on never repeats an ad.
    const since =
      alert.last_run_at === null ? new Date(now.getTime() - PERIOD[alert.frequency]).toISOString() : null;
    const matches = await newMatches(
      this.db,
      alert.user_id,
      prepareFitProfile(profile, now),
      { afterId: alert.last_ad_id, since, upToId },
      alert.min_score,
    );
    return this.db.transaction().execute(async (trx) => {
      // Claimed only if no other run moved the alert on since it was read.
      const claimed = await trx
        .updateTable("job_alert")
        .set({
          last_ad_id: Math.max(upToId, alert.last_ad_id ?? 0),
          last_run_at: now.toISOString(),
          ...(matches.length > 0 ? { last_sent_at: now.toISOString() } : {}),
        })
        .where("id", "=", alert.id)
        .where("frequency", "=", alert.frequency)
        .where((eb) =>
          alert.last_run_at === null
            ? eb("last_run_at", "is", null)
            : eb("last_run_at", "=", alert.last_run_at),
        )
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1 || matches.length === 0) return false;
      const link = unsubscribeUrl(this.config.appUrl, this.config.authSecret, alert.id);
      const mail = jobAlertMail(alert.language ?? DEFAULT_LANGUAGE, {
        name: alert.name,
        profile: profile.profiletitle || profile.title || `#${profile.id}`,
        minScore: alert.min_score,
        frequency: alert.frequency,
        // Each ad links to its place in the app: the profile's matching jobs with that ad marked.
        items: matches.map((m) => ({
          ...m,
          url: `${this.config.appUrl}/profile/jobs/${alert.profile_id}?ad=${m.id}`,
        })),
        pageUrl: `${this.config.appUrl}/profile/jobs/${alert.profile_id}`,
        unsubscribeUrl: link,
      });
      await this.mailQueue.enqueue(
        {
          to: alert.email,
          ...mail,
          // RFC 8058: mail programs offer one-click unsubscribe and POST this body to the link.
          headers: { "List-Unsubscribe": `<${link}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
        },
        trx,
      );
      return true;
    });
  }
}
