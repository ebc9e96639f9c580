import type { Language, UserSettings } from "@jah/shared";
import { type ApiResponse, apiRequest } from "./client.ts";
import { fetchJson } from "./helpers.ts";

export type { UserSettings };

/** TanStack Query options for the user's settings list. */
export const userSettingsQuery = {
  queryKey: ["usersettings"] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchJson<UserSettings[]>("usersettings/show", signal),
  staleTime: Number.POSITIVE_INFINITY,
};

/** PUT /api/usersettings/edit {id, language}; the answer carries the language now in force. */
export function saveLanguageSetting(id: number, language: Language): Promise<ApiResponse<UserSettings>> {
  return apiRequest<UserSettings>("usersettings/edit", { method: "PUT", body: { id, language } });
}
