import type { CoverLetter, CoverLetterFields, ProfileSummary } from "@jah/shared";
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

/** GET application/coverletter/pdf/{id}: the letter as a DIN 5008 page, signed by a profile. */
export function letterPdfPath(letterId: number, profileId: number): string {
  return `${BASE}/pdf/${letterId}?profile=${profileId}`;
}

/** The name the server gives the file too: Anschreiben_Lena_Weißmüller.pdf / Cover_letter_…. */
export function letterFileName(
  letter: Pick<CoverLetter, "cover_letter_language">,
  profile: Pick<ProfileSummary, "vorname" | "name">,
): string {
  const prefix = letter.cover_letter_language === "en" ? "Cover_letter" : "Anschreiben";
  return `${[prefix, profile.vorname, profile.name].filter(Boolean).join("_").replace(/\s+/g, "_")}.pdf`;
}
