import type { DocumentDto, StorageFullBody } from "@jah/shared";
import i18n from "i18next";
import { applyErrorCatalogue } from "../../api/catalogue.ts";
import { type ApiResponse, apiBlob, apiUrl } from "../../api/client.ts";
import { apiDelete, fetchJson } from "../../api/helpers.ts";
import { readSession } from "../../session/session.ts";

/** TanStack Query keys of the area. */
export const documentKeys = { all: ["documents"] as const };

/** GET documents/: the user's files, newest first. */
export function fetchDocuments(signal?: AbortSignal): Promise<DocumentDto[]> {
  return fetchJson<DocumentDto[]>("documents/", signal);
}

/** DELETE documents/delete/{id}. */
export function deleteDocument(id: number): Promise<ApiResponse<{ id: number }>> {
  return apiDelete<{ id: number }>(`documents/delete/${id}`);
}

/** GET documents/preview/{id}: the bytes of a previewable file (415 for the others). */
export function fetchPreview(id: number): Promise<ApiResponse<Blob>> {
  return apiBlob(`documents/preview/${id}`);
}

/** Where a file downloads from (as an attachment). */
export const downloadPath = (id: number) => `documents/download/${id}`;

/** The file as a data URL, the form the upload call takes (spec section 3). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read"));
    reader.readAsDataURL(file);
  });
}

/** What POST documents/ answers: the document, or a refusal with its code (and, past the storage total, the amounts). */
export type UploadAnswer = DocumentDto & { message?: string; code?: string } & Partial<
    Pick<StorageFullBody, "used_bytes" | "limit_bytes" | "size_bytes">
  >;

/**
 * POST documents/ with the session headers, through XMLHttpRequest because only it reports how far the
 * upload is. Answers status 0 when there was no answer at all; the error catalogue runs as for every call.
 */
export function uploadDocument(
  file: { name: string },
  dataUrl: string,
  onProgress: (fraction: number) => void,
): Promise<ApiResponse<UploadAnswer>> {
  const session = readSession();
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", apiUrl("documents/"));
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
    const finish = (status: number) => {
      let data: UploadAnswer | undefined;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        data = undefined;
      }
      void applyErrorCatalogue(status, session !== null);
      resolve({ status, ok: status >= 200 && status < 300, data });
    };
    xhr.onload = () => finish(xhr.status);
    xhr.onerror = () => finish(0);
    xhr.onabort = () => finish(0);
    xhr.send(JSON.stringify({ file_string: dataUrl, file_name: file.name, original_name: file.name }));
  });
}
