import type { CoverLetter, CoverLetterFields } from "@jah/shared";
import type { ApiResponse } from "../../api/client.ts";
import { apiDelete, apiPost, fetchJson } from "../../api/helpers.ts";

const BASE = "application/coverletter";

/** TanStack Query keys of the area. */
export const coverLetterKeys = { all: ["coverletters"] as const };

/** GET application/coverletter/: the user's letters, newest first. */
export function fetchCoverLetters(signal?: AbortSignal): Promise<CoverLetter[]> {
  return fetchJson<CoverLetter[]>(`${BASE}/`, signal);
}

/** The form's save (spec section 4): an id above 0 edits, otherwise a new letter is created. */
export function saveCoverLetter(id: number, fields: CoverLetterFields): Promise<ApiResponse<CoverLetter>> {
  return id > 0
    ? apiPost<CoverLetter>(`${BASE}/edit`, { id, ...fields })
    : apiPost<CoverLetter>(`${BASE}/`, fields);
}

/** DELETE application/coverletter/delete/{id}. */
export function deleteCoverLetter(id: number): Promise<ApiResponse<{ id: number }>> {
  return apiDelete<{ id: number }>(`${BASE}/delete/${id}`);
}
