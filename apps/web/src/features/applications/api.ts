import type { ApplicationStatus, ImportedJob } from "@jah/shared";
import type { QueryClient } from "@tanstack/react-query";
import { areaDelete, areaGetById, areaPost } from "../../api/area-toast.ts";
import { type ApiResponse, apiRequest } from "../../api/client.ts";
import { ApiError } from "../../api/errors.ts";
import { fetchJson } from "../../api/helpers.ts";
import type {
  Application,
  ApplicationDetail,
  ApplicationPage,
  ApplicationStats,
  ListFilters,
  ListScope,
} from "./types.ts";

const BASE = "profile/applications";

/** TanStack Query keys of the area; everything starts with "applications" so one call refreshes all. */
export const applicationKeys = {
  all: ["applications"] as const,
  lists: ["applications", "list"] as const,
  list: (scope: ListScope, filters: ListFilters = {}) => ["applications", "list", scope, filters] as const,
  stats: ["applications", "stats"] as const,
  detail: (id: number) => ["applications", "detail", id] as const,
};

const SCOPE_PATH: Record<ListScope, string> = {
  active: "",
  archive: "archive",
  todo: "todo",
  followup: "followup",
};

/** The path of one list page: scope, search, filters, sort and the cursor of the page before. */
export function listPath(scope: ListScope, filters: ListFilters = {}, cursor?: string): string {
  const params = new URLSearchParams();
  const q = filters.q?.trim();
  const company = filters.company?.trim();
  if (q) params.set("q", q);
  if (filters.status?.length) params.set("status", filters.status.join(","));
  if (company) params.set("company", company);
  if (filters.sort && filters.sort !== "date_desc") params.set("sort", filters.sort);
  if (cursor) params.set("cursor", cursor);
  const query = params.toString();
  return `${BASE}/${SCOPE_PATH[scope]}${query ? `?${query}` : ""}`;
}

/** One page of a list. */
export function fetchPage(
  scope: ListScope,
  filters: ListFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<ApplicationPage> {
  return fetchJson<ApplicationPage>(listPath(scope, filters, cursor), signal);
}

/** The dashboard counters. */
export function fetchStats(signal?: AbortSignal): Promise<ApplicationStats> {
  return fetchJson<ApplicationStats>(`${BASE}/stats`, signal);
}

/** One application with timeline, notes and appointments; a miss shows 'Not found'. */
export async function fetchDetail(id: number): Promise<ApplicationDetail> {
  const response = await areaGetById<ApplicationDetail>(`${BASE}/show`, id);
  if (!response.ok || !response.data) throw new ApiError(response.status, response.data);
  return response.data;
}

/**
 * The same for the application page, which says itself that an application is missing (its own
 * state, no toast over it).
 */
export function fetchDetailQuietly(id: number, signal?: AbortSignal): Promise<ApplicationDetail> {
  return fetchJson<ApplicationDetail>(`${BASE}/show/${id}`, signal);
}

/** POST profile/applications/: creates an application (status todo unless given). */
export function createApplication(body: Record<string, unknown>): Promise<ApiResponse<Application>> {
  return areaPost<Application>(`${BASE}/`, body);
}

/** POST profile/applications/edit with a full application. */
export function editApplication(
  body: Record<string, unknown> & { id: number },
): Promise<ApiResponse<Application>> {
  return areaPost<Application>(`${BASE}/edit`, body);
}

/** POST profile/applications/edit {id, status}: the server adds a timeline entry. */
export function setStatus(id: number, status: ApplicationStatus): Promise<ApiResponse<Application>> {
  return areaPost<Application>(`${BASE}/edit`, { id, status });
}

/** DELETE profile/applications/delete/{id}. */
export function deleteApplication(id: number): Promise<ApiResponse<{ id: number }>> {
  return areaDelete<{ id: number }>(`${BASE}/delete/${id}`);
}

/** POST profile/applications/restore/{id}: back at its last active status. */
export function restoreApplication(id: number): Promise<ApiResponse<Application>> {
  return areaPost<Application>(`${BASE}/restore/${id}`);
}

/** What the server could read from a job advert's page. */
/** POST profile/applications/fetchjob {url}; no toast: the modal shows its own message. */
export function fetchJob(url: string): Promise<ApiResponse<ImportedJob & { code?: string }>> {
  return apiRequest<ImportedJob & { code?: string }>(`${BASE}/fetchjob`, { method: "POST", body: { url } });
}

/** The CSV export of all applications. */
export const EXPORT_PATH = `${BASE}/export.csv`;

/** The proof-of-applications report ("Nachweis der Eigenbemühungen") for a date range. */
export function reportPath(from: string, to: string, format: "csv" | "pdf", lang: "de" | "en"): string {
  return `${BASE}/report?${new URLSearchParams({ from, to, format, lang }).toString()}`;
}

/**
 * Reloads everything of the area after a change. A list that was still loading when the change
 * was made would answer from before it (TanStack joins a running first load instead of starting
 * again), so running loads are cancelled first and then started anew.
 */
export async function refreshApplications(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries({ queryKey: applicationKeys.all, fetchStatus: "fetching" });
  await queryClient.invalidateQueries({ queryKey: applicationKeys.all });
}
