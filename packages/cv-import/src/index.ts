/** Reading a CV from PDF or DOCX into a profile, without AI (issue 7). */

export { CvImportError, type CvImportErrorCode } from "./errors.ts";
export { levelValue } from "./languages.ts";
export { MAX_CV_BYTES, type ParseOptions, parseCv, parseCvWithText, readCv } from "./parse.ts";
export { type ProfileDraft, toProfileDraft } from "./profile-draft.ts";
export { type CvFormat, sniffFormat } from "./sniff.ts";
export type { ParsedCv, ParsedEducation, ParsedWork } from "./types.ts";
