import type { JobAlertSetting, MatchingJobs } from "@jah/shared";
import { apiRequest } from "../../api/client.ts";
import { fetchJson } from "../../api/helpers.ts";

export type JobFilters = { minScore: number; remote: boolean; location: string; radius: number };

export const PAGE_SIZE = 20;

/** Keys under "profiles": editing a profile refreshes its matches with the rest of the area. */
export const jobKeys = {
  all: ["profiles", "jobs"] as const,
  alert: (profileId: number) => ["profiles", "jobs", "alert", profileId] as const,
  list: (profileId: number, page: number, filters: JobFilters) =>
    ["profiles", "jobs", profileId, page, filters] as const,
};

/** GET profile/jobs/{id}: the stored ads that fit the profile best, with score and reasons. */
export function fetchMatchingJobs(
  profileId: number,
  page: number,
  filters: JobFilters,
  signal?: AbortSignal,
): Promise<MatchingJobs> {
  const params = new URLSearchParams({ page: String(page), limit: String(PAGE_SIZE) });
  if (filters.minScore > 0) params.set("min_score", String(filters.minScore));
  if (filters.remote) params.set("remote", "1");
  if (filters.location.trim()) {
    params.set("location", filters.location.trim());
    params.set("radius", String(filters.radius));
  }
  return fetchJson<MatchingJobs>(`profile/jobs/${profileId}?${params}`, signal);
}

/** POST profile/jobs/track: the ad becomes an application (status todo); answers the application. */
export function trackJob(adId: number) {
  return apiRequest<{ id: number }>("profile/jobs/track", { method: "POST", body: { job_ad_id: adId } });
}

/** POST profile/jobs/dismiss: hides the ad from the matches, or shows it again. */
export function dismissJob(adId: number, dismissed: boolean) {
  return apiRequest<{ ok: boolean }>("profile/jobs/dismiss", {
    method: "POST",
    body: { job_ad_id: adId, dismissed },
  });
}

/** GET job-alerts/{profile}: how often the profile's new matches are mailed, and from which score. */
export function fetchJobAlert(profileId: number, signal?: AbortSignal): Promise<JobAlertSetting> {
  return fetchJson<JobAlertSetting>(`job-alerts/${profileId}`, signal);
}

/** PUT job-alerts/{profile}: saves the alert; answers the saved setting. */
export function saveJobAlert(profileId: number, setting: Pick<JobAlertSetting, "frequency" | "min_score">) {
  return apiRequest<JobAlertSetting>(`job-alerts/${profileId}`, { method: "PUT", body: setting });
}
