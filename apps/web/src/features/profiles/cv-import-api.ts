import {
  CV_IMPORT_ERROR_CODES,
  CV_IMPORT_MAX_BYTES,
  type CvImportErrorCode,
  type CvImportOptions,
  type CvImportResult,
} from "@jah/shared";
import i18n from "i18next";
import { applyErrorCatalogue } from "../../api/catalogue.ts";
import { type ApiResponse, apiRequest, apiUrl } from "../../api/client.ts";
import { readSession } from "../../session/session.ts";

/** TanStack Query key of the import's options (outside "profiles": a profile change does not alter them). */
export const cvImportOptionsKey = ["cv-import", "options"] as const;

/** GET profile/importcv/options: whether an AI provider is configured, and the upload limit. */
export async function fetchCvImportOptions(signal?: AbortSignal): Promise<CvImportOptions> {
  // Without an answer the import is offered as what it always is at least: local, without AI.
  const response = await apiRequest<Partial<CvImportOptions>>("profile/importcv/options", { signal }).catch(
    () => ({ ok: false, status: 0, data: undefined }),
  );
  return {
    ai_available: response.ok && response.data?.ai_available === true,
    max_bytes:
      response.ok && typeof response.data?.max_bytes === "number"
        ? response.data.max_bytes
        : CV_IMPORT_MAX_BYTES,
  };
}

/** The 400 answer of profile/importcv. */
export type CvImportFailure = { message?: string; code?: string };

/** A 400 answer's code, when it is one the page has a message for. */
export function failureCode(data: unknown): CvImportErrorCode | undefined {
  const code = (data as CvImportFailure | undefined)?.code;
  return CV_IMPORT_ERROR_CODES.find((known) => known === code);
}

export interface CvUploadCallbacks {
  /** 0 to 1 while the file goes up. */
  onProgress: (fraction: number) => void;
  /** The whole file has arrived; the server reads it now. */
  onUploaded: () => void;
  signal?: AbortSignal;
}

/**
 * POST profile/importcv with the file as a data URL, through XMLHttpRequest because only it reports
 * how far the upload is (as the files page does). Answers status 0 when there was no answer (or the
 * upload was cancelled); the error catalogue runs as for every call (402 past the profile limit).
 */
export function uploadCv(
  file: { name: string },
  dataUrl: string,
  useAi: boolean,
  { onProgress, onUploaded, signal }: CvUploadCallbacks,
): Promise<ApiResponse<CvImportResult & CvImportFailure>> {
  const session = readSession();
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    let done = false;
    const finish = (status: number) => {
      if (done) return;
      done = true;
      signal?.removeEventListener("abort", abort);
      let data: (CvImportResult & CvImportFailure) | undefined;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        data = undefined;
      }
      if (status !== 0) void applyErrorCatalogue(status, session !== null);
      resolve({ status, ok: status >= 200 && status < 300, data });
    };
    const abort = () => {
      xhr.abort();
      finish(0);
    };
    if (signal?.aborted) {
      resolve({ status: 0, ok: false, data: undefined });
      return;
    }
    signal?.addEventListener("abort", abort);
    xhr.open("POST", apiUrl("profile/importcv"));
    xhr.setRequestHeader("content-type", "application/json");
    xhr.setRequestHeader("accept", "application/json");
    if (i18n.resolvedLanguage) xhr.setRequestHeader("accept-language", i18n.resolvedLanguage);
    if (session) {
      xhr.setRequestHeader("x-auth-token", session.token);
      xhr.setRequestHeader("x-auth-id", session.localId);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.upload.onload = () => onUploaded();
    xhr.onload = () => finish(xhr.status);
    xhr.onerror = () => finish(0);
    xhr.onabort = () => finish(0);
    xhr.send(JSON.stringify({ file_string: dataUrl, file_name: file.name, use_ai: useAi }));
  });
}

/** POST profile/importcv/seen/{id}: the user has looked at these imported fields; answers what is left. */
export async function markImportedSeen(profileId: number, fields: string[]): Promise<string[] | null> {
  const response = await apiRequest<{ imported_fields?: string[] }>(`profile/importcv/seen/${profileId}`, {
    method: "POST",
    body: { fields },
  }).catch(() => null);
  if (!response) return null;
  return response.ok && Array.isArray(response.data?.imported_fields) ? response.data.imported_fields : null;
}
