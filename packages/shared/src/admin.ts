/** What /appsettings/ reads from the server (administrators only); both sides use these shapes. */

/** A configured job source and how its last run went (GET /api/admin/sources). */
export type SourceState = {
  key: string;
  name: string;
  kind: string;
  enabled: boolean;
  last_run_at: string | null;
  last_success_at: string | null;
  ads_found: number;
  ads_new: number;
  error: string | null;
  running: boolean;
};

/** A background job: its schedule and how its runs went, across all instances (GET /api/admin/jobs). */
export type JobState = {
  name: string;
  schedule: string;
  running: boolean;
  holder: string | null;
  lease_until: string | null;
  last_run_at: string | null;
  last_finished_at: string | null;
  next_run_at: string | null;
  last_error: string | null;
  last_error_at: string | null;
  last_duration_ms: number | null;
  runs: number;
  failures: number;
};
