import {
  type DocumentUpload,
  fileTooBigMessage,
  MAX_UPLOAD_BYTES,
  REJECTION_CODES,
  type RejectionCode,
  safeFileName,
  UPLOAD_MESSAGES,
  UPLOAD_TYPES,
  type UploadType,
  uploadTypeOfName,
} from "@jah/shared";
import { detectUploadType } from "./sniff.ts";

/** An upload refused for its content: answered 400 with the spec's code and message. */
export class UploadRejected extends Error {
  constructor(
    readonly code: RejectionCode,
    message: string,
  ) {
    super(message);
    this.name = "UploadRejected";
  }
}

/** Decodes a base64 data URL; anything else is refused as an invalid file. */
function decodeDataUrl(dataUrl: string): Buffer {
  const comma = dataUrl.indexOf(",");
  const header = comma > 0 ? dataUrl.slice(0, comma) : "";
  if (!/^data:[^,]*;base64$/i.test(header)) {
    throw new UploadRejected(REJECTION_CODES.invalidType, "The file must be sent as a base64 data URL");
  }
  const payload = dataUrl.slice(comma + 1).replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(payload) || payload.length % 4 === 1) {
    throw new UploadRejected(REJECTION_CODES.invalidType, "The file must be sent as a base64 data URL");
  }
  return Buffer.from(payload, "base64");
}

export type CheckedUpload = {
  bytes: Buffer;
  type: UploadType;
  mime: string;
  originalName: string;
  name: string;
};

/**
 * The checks of an upload, in the spec's order of messages: size first (5,000,000 bytes at most, not
 * empty), then the real type from the bytes, which must be accepted and match the name's extension.
 */
export function checkUpload(upload: DocumentUpload): CheckedUpload {
  const originalName = safeFileName(upload.original_name);
  const bytes = decodeDataUrl(upload.file_string);
  if (bytes.length > MAX_UPLOAD_BYTES) {
    throw new UploadRejected(REJECTION_CODES.tooLarge, fileTooBigMessage(originalName));
  }
  if (bytes.length === 0) throw new UploadRejected(REJECTION_CODES.tooSmall, UPLOAD_MESSAGES.tooSmall);
  const detected = detectUploadType(bytes);
  const claimed = [originalName, safeFileName(upload.file_name)].map(uploadTypeOfName);
  if (!detected || claimed.some((type) => type !== detected)) {
    throw new UploadRejected(REJECTION_CODES.invalidType, UPLOAD_MESSAGES.invalidType);
  }
  return {
    bytes,
    type: detected,
    mime: UPLOAD_TYPES[detected].mime,
    originalName,
    name: upload.name?.trim() ? safeFileName(upload.name) : originalName,
  };
}
