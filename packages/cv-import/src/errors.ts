/** Why a file could not be read; the server turns the code into a message in the user's language. */
export type CvImportErrorCode =
  | "unsupported-type"
  | "broken-file"
  | "encrypted"
  | "no-text"
  | "zip-bomb"
  | "too-large"
  | "timeout";

/** A file the import cannot read; nothing should be created from it. */
export class CvImportError extends Error {
  readonly code: CvImportErrorCode;
  constructor(code: CvImportErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "CvImportError";
    this.code = code;
  }
}
