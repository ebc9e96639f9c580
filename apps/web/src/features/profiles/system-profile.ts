import type { SystemProfileEdit } from "@jah/shared";
import { useQuery } from "@tanstack/react-query";
import type { ApiResponse } from "../../api/client.ts";
import { apiPost, fetchJson } from "../../api/helpers.ts";

/** Under "profiles", so a change there refreshes it too. */
export const systemProfileKey = ["profiles", "system"] as const;

/** The system profile as the API answers it: the edit fields, unset ones maybe null. */
export type SystemProfile = { [K in keyof SystemProfileEdit]: SystemProfileEdit[K] | null };

/** GET profile/systemprofile: the account owner's personal and address data. */
export function useSystemProfile() {
  return useQuery({
    queryKey: systemProfileKey,
    queryFn: ({ signal }) => fetchJson<SystemProfile>("profile/systemprofile", signal),
  });
}

/** POST profile/systemprofile/edit, with the save toasts. */
export function saveSystemProfile(body: SystemProfileEdit): Promise<ApiResponse<SystemProfile>> {
  return apiPost<SystemProfile>("profile/systemprofile/edit", body);
}
