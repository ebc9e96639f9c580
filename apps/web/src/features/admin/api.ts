import type { JobState, SourceState } from "@jah/shared";
import { apiRequest } from "../../api/client.ts";
import { fetchJson } from "../../api/helpers.ts";

export const appSettingsKeys = {
  settings: ["appsettings", "settings"] as const,
  sources: ["appsettings", "sources"] as const,
  jobs: ["appsettings", "jobs"] as const,
};

/** GET admin/settings: the crawler configuration, and whether it is still the default one. */
export function fetchSettings(
  signal?: AbortSignal,
): Promise<{ crawler_config: unknown; crawler_config_default?: boolean }> {
  return fetchJson("admin/settings", signal);
}

/** POST admin/settings/edit with the configuration as JSON text; a 400 names every mistake. */
export function saveSettings(text: string) {
  return apiRequest<{ crawler_config: unknown; fields?: Record<string, string>; message?: string }>(
    "admin/settings/edit",
    { method: "POST", body: { crawler_config: text } },
  );
}

/** GET admin/sources: each configured source's state. */
export function fetchSources(signal?: AbortSignal): Promise<SourceState[]> {
  return fetchJson("admin/sources", signal);
}

/** POST admin/sources/run: runs one source now. */
export function runSource(key: string) {
  return apiRequest<SourceState>("admin/sources/run", { method: "POST", body: { key } });
}

export type RunNowJob = "sources" | "alerts";
/** What POST admin/jobs/run answers: each enabled source after its run, or the alerts looked at and mailed. */
export type RunNowResult =
  | { job: "sources"; sources: SourceState[]; duration_ms: number }
  | { job: "alerts"; checked: number; sent: number; duration_ms: number };

/** POST admin/jobs/run: collects every enabled source, or sends the due alerts, now (409 while a run holds it). */
export function runJobNow(job: RunNowJob) {
  return apiRequest<RunNowResult>("admin/jobs/run", { method: "POST", body: { job } });
}

/** GET admin/jobs: each background job's state. */
export function fetchJobs(signal?: AbortSignal): Promise<JobState[]> {
  return fetchJson("admin/jobs", signal);
}

export type { JobState, SourceState };
