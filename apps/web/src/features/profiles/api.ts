import {
  cvFileName,
  type Education,
  type JobTask,
  type Profile,
  type ProfileEdit,
  type ProfileSummary,
  type Skill,
  type SocialMedia,
  type WorkExperience,
} from "@jah/shared";
import type { QueryClient } from "@tanstack/react-query";
import { type ApiResponse, apiBlob, apiRequest } from "../../api/client.ts";
import { downloadFile } from "../../api/download.ts";
import { ApiError } from "../../api/errors.ts";
import { apiDelete, apiGetById, apiPost, fetchJson } from "../../api/helpers.ts";

/** TanStack Query keys of the area; everything starts with "profiles" so one call refreshes all. */
export const profileKeys = {
  all: ["profiles"] as const,
  list: ["profiles", "list"] as const,
  detail: (id: number) => ["profiles", "detail", id] as const,
  picture: (id: number, version: string) => ["profiles", "picture", id, version] as const,
};

/** GET profile/: the user's profiles as card rows. */
export function fetchProfiles(signal?: AbortSignal): Promise<ProfileSummary[]> {
  return fetchJson<ProfileSummary[]>("profile/", signal);
}

/** GET profile/show/{id}: the whole profile with its child entities; a miss shows 'Not found'. */
export async function fetchProfile(id: number): Promise<Profile> {
  const response = await apiGetById<Profile>("profile/show", id);
  if (!response.ok || !response.data) throw new ApiError(response.status, response.data);
  return response.data;
}

/** POST profile/ with an empty body: a new, empty profile (402 past the limit). */
export function createProfile(): Promise<ApiResponse<Profile>> {
  return apiPost<Profile>("profile/", {});
}

/** POST profile/edit: the scalar fields and the lists saved with the profile. */
export function saveProfile(body: Partial<ProfileEdit> & { id: number }): Promise<ApiResponse<Profile>> {
  return apiPost<Profile>("profile/edit", body);
}

/** POST profile/clone/{id}: a copy, appended to the list. */
export function cloneProfile(id: number): Promise<ApiResponse<Profile>> {
  return apiPost<Profile>(`profile/clone/${id}`);
}

/** DELETE profile/delete/{id}. */
export function deleteProfile(id: number): Promise<ApiResponse<unknown>> {
  return apiDelete(`profile/delete/${id}`);
}

/** The PDF of a profile; `inline` asks for display instead of download, `template` overrides the profile's. */
export function pdfPath(id: number, options: { inline?: boolean; template?: string } = {}): string {
  const params = new URLSearchParams();
  if (options.template) params.set("template", options.template);
  if (options.inline) params.set("inline", "1");
  const query = params.toString();
  return `profile/download/${id}${query ? `?${query}` : ""}`;
}

/** Saves the PDF as {vorname}_{name}_{profiletitle}.pdf (spec section 7); answers the status. */
export function downloadPdf(profile: Pick<Profile, "id" | "vorname" | "name" | "profiletitle">) {
  return downloadFile(pdfPath(profile.id), cvFileName(profile));
}

/** Saves the profile as a JSON Resume file (jsonresume.org). */
export function downloadJsonResume(profile: Pick<Profile, "id" | "vorname" | "name" | "profiletitle">) {
  return downloadFile(`profile/jsonresume/${profile.id}`, cvFileName(profile).replace(/\.pdf$/, ".json"));
}

/** POST profile/jsonresume: a new profile from a parsed JSON Resume file (400 when it is none). */
export function importJsonResume(resume: unknown): Promise<ApiResponse<Profile>> {
  return apiRequest<Profile>("profile/jsonresume", { method: "POST", body: resume });
}

/** The profile photo, or null when there is none (404 shows the placeholder). */
export async function fetchPicture(id: number, signal?: AbortSignal): Promise<Blob | null> {
  const response = await apiBlob(`profile/profilePicture/${id}`, { signal, catalogue: false });
  return response.ok && response.data ? response.data : null;
}

/** The server's PDF of a profile as a blob, for the preview. */
export async function fetchPdf(id: number, template?: string): Promise<Blob> {
  const response = await apiBlob(pdfPath(id, { inline: true, template }));
  if (!response.ok || !response.data) throw new ApiError(response.status, undefined);
  return response.data;
}

/** The child entities edited through their own endpoints (spec section 7). */
export type SubResource = "skill" | "socialmedia" | "education" | "workexperience";
export type SubEntity = {
  skill: Skill;
  socialmedia: SocialMedia;
  education: Education;
  workexperience: WorkExperience;
};

/** POST profile/{resource}/: a new entry of the profile. */
export function createEntry<R extends SubResource>(
  resource: R,
  profileId: number,
  fields: Record<string, unknown>,
): Promise<ApiResponse<SubEntity[R]>> {
  return apiPost<SubEntity[R]>(`profile/${resource}/`, { ...fields, profile: { id: profileId } });
}

/** POST profile/{resource}/edit. */
export function editEntry<R extends SubResource>(
  resource: R,
  id: number,
  fields: Record<string, unknown>,
): Promise<ApiResponse<SubEntity[R]>> {
  return apiPost<SubEntity[R]>(`profile/${resource}/edit`, { ...fields, id });
}

/** DELETE profile/{resource}/delete/{id}. */
export function deleteEntry(resource: SubResource, id: number): Promise<ApiResponse<unknown>> {
  return apiDelete(`profile/${resource}/delete/${id}`);
}

/** The create, edit and delete calls of one kind of profile entry, as ListEditor takes them. */
export function entryCalls<R extends SubResource>(resource: R, profileId: number) {
  return {
    create: (fields: Record<string, unknown>) => createEntry(resource, profileId, fields),
    edit: (entry: { id: number }, fields: Record<string, unknown>) => editEntry(resource, entry.id, fields),
    remove: (entry: { id: number }) => deleteEntry(resource, entry.id),
  };
}

/** POST profile/workexperience/addJobTask. */
export function addJobTask(workexperienceId: number, description: string): Promise<ApiResponse<JobTask>> {
  return apiPost<JobTask>("profile/workexperience/addJobTask", {
    description,
    workexperience: { id: workexperienceId },
  });
}

/** POST profile/workexperience/editJobTask. */
export function editJobTask(id: number, description: string): Promise<ApiResponse<JobTask>> {
  return apiPost<JobTask>("profile/workexperience/editJobTask", { id, description });
}

/** DELETE profile/workexperience/deleteJobTask/{id}. */
export function deleteJobTask(id: number): Promise<ApiResponse<unknown>> {
  return apiDelete(`profile/workexperience/deleteJobTask/${id}`);
}

/**
 * Reloads the area after a change (list, counts on the dashboard, open profiles). Running loads
 * are cancelled first: they would answer from before the change.
 */
export async function refreshProfiles(queryClient: QueryClient): Promise<void> {
  // Photos change only with an upload, which gives them a new key (the profile's `updated`).
  const predicate = (query: { queryKey: readonly unknown[] }) => query.queryKey[1] !== "picture";
  await queryClient.cancelQueries({ queryKey: profileKeys.all, fetchStatus: "fetching", predicate });
  await queryClient.invalidateQueries({ queryKey: profileKeys.all, predicate });
}
