import { z } from "zod";
import { MAX_UPLOAD_BYTES } from "./constants.ts";
import { requiredText, text } from "./fields.ts";

/** The upload types the files area accepts, with their MIME type and file-name extensions. */
export const UPLOAD_TYPES = {
  pdf: { mime: "application/pdf", extensions: ["pdf"] },
  docx: {
    mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    extensions: ["docx"],
  },
  doc: { mime: "application/msword", extensions: ["doc"] },
  odt: { mime: "application/vnd.oasis.opendocument.text", extensions: ["odt"] },
  txt: { mime: "text/plain", extensions: ["txt"] },
  jpeg: { mime: "image/jpeg", extensions: ["jpg", "jpeg"] },
  png: { mime: "image/png", extensions: ["png"] },
  gif: { mime: "image/gif", extensions: ["gif"] },
} as const;
export type UploadType = keyof typeof UPLOAD_TYPES;

/** At most this many files in one drop (more: every file is rejected with too-many-files). */
export const MAX_FILES_PER_DROP = 10;

/** Rejection codes of an upload (spec section 8). */
export const REJECTION_CODES = {
  invalidType: "file-invalid-type",
  tooLarge: "file-too-large",
  tooSmall: "file-too-small",
  tooMany: "too-many-files",
} as const;
export type RejectionCode = (typeof REJECTION_CODES)[keyof typeof REJECTION_CODES];

/** Messages of spec sections 5 and 8, in the spec's words (the web shows them translated). */
export const UPLOAD_MESSAGES = {
  noPreview: "No Preview possible",
  uploadFailed: "Upload failed",
  demo: "File upload is disabled on the demo system",
  invalidType: "This file type is not allowed",
  tooSmall: "The file is empty",
  tooMany: `At most ${MAX_FILES_PER_DROP} files at once`,
} as const;

/** The oversize message (the spec's "to big" corrected, issue 25). */
export function fileTooBigMessage(name: string): string {
  return `File: ${name} is too big. Max. allowed size: 5MB`;
}

/** Types shown in the preview (spec section 5); any other type reads 'No Preview possible'. */
export const PREVIEWABLE_MIME_TYPES = [
  "image/jpeg",
  "image/png",
  "image/gif",
  "text/plain",
  "application/pdf",
] as const;

/** True when a document of this MIME type can be previewed (parameters such as charset are ignored). */
export function isPreviewable(mime: string | null | undefined): boolean {
  const base = (mime ?? "").split(";")[0]!.trim().toLowerCase();
  return (PREVIEWABLE_MIME_TYPES as readonly string[]).includes(base);
}

/** The lower-case extension of a file name, without the dot ("" when it has none). */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? "";
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : "";
}

/** The accepted type a file name claims by its extension, or null. */
export function uploadTypeOfName(fileName: string): UploadType | null {
  const ext = extensionOf(fileName);
  for (const [type, spec] of Object.entries(UPLOAD_TYPES)) {
    if ((spec.extensions as readonly string[]).includes(ext)) return type as UploadType;
  }
  return null;
}

/** The `accept` attribute of a file input: every accepted extension and MIME type. */
export const UPLOAD_ACCEPT = Object.values(UPLOAD_TYPES)
  .flatMap((spec) => [...spec.extensions.map((ext) => `.${ext}`), spec.mime])
  .join(",");

export interface UploadRejection {
  code: RejectionCode;
  message: string;
}

/**
 * What is wrong with one file before it is sent: the browser's own check, with the spec's codes and
 * messages. The server checks again, by the file's bytes.
 */
export function checkUploadFile(file: { name: string; size: number }): UploadRejection | null {
  if (!uploadTypeOfName(file.name)) {
    return { code: REJECTION_CODES.invalidType, message: UPLOAD_MESSAGES.invalidType };
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    return { code: REJECTION_CODES.tooLarge, message: fileTooBigMessage(file.name) };
  }
  if (file.size === 0) return { code: REJECTION_CODES.tooSmall, message: UPLOAD_MESSAGES.tooSmall };
  return null;
}

/** Splits one drop into files to upload and rejected ones; more than the limit rejects them all. */
export function checkDrop<F extends { name: string; size: number }>(
  files: readonly F[],
): { accepted: F[]; rejected: Array<{ file: F; errors: UploadRejection[] }> } {
  if (files.length > MAX_FILES_PER_DROP) {
    const tooMany = { code: REJECTION_CODES.tooMany, message: UPLOAD_MESSAGES.tooMany };
    return { accepted: [], rejected: files.map((file) => ({ file, errors: [tooMany] })) };
  }
  const accepted: F[] = [];
  const rejected: Array<{ file: F; errors: UploadRejection[] }> = [];
  for (const file of files) {
    const problem = checkUploadFile(file);
    if (problem) rejected.push({ file, errors: [problem] });
    else accepted.push(file);
  }
  return { accepted, rejected };
}

/** Base64 grows bytes by 4/3; the request body limit of an upload leaves room for a data URL a bit over 5 MB. */
export const UPLOAD_BODY_LIMIT_BYTES = 10 * 1024 * 1024;

/** POST documents/ (spec section 3): the file as a data URL, its name and a display name. */
export const documentUploadSchema = z.object({
  file_string: z.string({ error: "Required" }).min(1, "Required").max(UPLOAD_BODY_LIMIT_BYTES),
  file_name: requiredText(255),
  original_name: requiredText(255),
  name: text(255).optional(),
});
export type DocumentUpload = z.infer<typeof documentUploadSchema>;

/** A stored document as the API lists it. */
export interface DocumentDto {
  id: number;
  original_name: string;
  name: string;
  date: string;
  file_size: number;
  mime_type: string;
}

/** A document connected to an application: the link's id and the document. */
export interface ApplicationDocumentDto {
  id: number;
  application: { id: number };
  document: DocumentDto;
}
