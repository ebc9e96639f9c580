import { z } from "zod";

/** How often a profile's new matching ads are mailed. */
export const JOB_ALERT_FREQUENCIES = ["off", "daily", "weekly"] as const;
export type JobAlertFrequency = (typeof JOB_ALERT_FREQUENCIES)[number];

/** A profile's job alert as the API answers it (GET/PUT /api/job-alerts/{profile}). */
export type JobAlertSetting = { profile: number; frequency: JobAlertFrequency; min_score: number };

/** The alert setting a user saves: the server checks it, the matching-jobs page's form too. */
export const jobAlertSettingSchema = z.object({
  frequency: z.enum(JOB_ALERT_FREQUENCIES, { error: "frequency must be off, daily or weekly" }),
  min_score: z
    .number({ error: "min_score must be a number" })
    .int({ error: "min_score must be a whole number" })
    .min(0, { error: "min_score must be 0 to 100" })
    .max(100, { error: "min_score must be 0 to 100" }),
});
