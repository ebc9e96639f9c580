/** Business constants of spec section 9, shared by server and web. */

/** Session lifetime: 59 minutes. */
export const SESSION_LIFETIME_SECONDS = 3540;
export const SESSION_LIFETIME_MS = SESSION_LIFETIME_SECONDS * 1000;

export const LOGIN_PASSWORD_MIN_LENGTH = 4;
export const SIGNUP_PASSWORD_MIN_LENGTH = 8;
/** better-auth's default maximum; long enough for passphrases, short enough to bound hashing cost. */
export const PASSWORD_MAX_LENGTH = 128;

export const PROFILE_LIMIT = 2;
export const BLOG_TEASER_COUNT = 3;
export const SIDEBAR_BREAKPOINT_PX = 992;
export const BRAND_LOGO_MAX_HEIGHT_PX = 40;
/** The longest web link a form or the API takes. */
export const LINK_MAX_LENGTH = 2000;
/** The longest e-mail address (RFC 5321: 64 characters, the @ and a 255-character domain). */
export const EMAIL_MAX_LENGTH = 320;
/** The longest title, company, place or board name of a job (application fields, imports, job ads). */
export const JOB_TEXT_MAX_LENGTH = 300;
/** The longest job description or mail text. */
export const JOB_DESCRIPTION_MAX_LENGTH = 50_000;
export const MAX_UPLOAD_BYTES = 5_000_000;
export const DELETION_CODE_LENGTH = 10;
export const AGE_WARNING_DAYS = 5;
export const AGE_DANGER_DAYS = 10;
export const FOLLOW_UP_DEFAULT_MS = 1_209_600_000;
export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_AUTO_CLOSE_APPLICATIONS_MS = 1500;
export const TOAST_DRAG_PERCENT = 0.8;

export const LANGUAGES = ["en", "de"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "de";
