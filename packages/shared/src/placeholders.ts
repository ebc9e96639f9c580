import type { Salutation } from "./applications.ts";
import type { Language } from "./constants.ts";

/**
 * Placeholders of a mail template (spec section 3), written in braces: `{firstname}`. Names are matched
 * without regard to case and to spaces inside the braces, so `{FirstName}` and `{ jobtitle }` work too.
 */
export const PLACEHOLDERS = ["firstname", "lastname", "salutation", "portal", "jobtitle"] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

/** What a template is filled from: the application, its recipient and the letter's tone. */
export interface PlaceholderData {
  recipient_name?: string | null;
  /** male, female or none; empty or unknown counts as none. */
  recipient_salutation?: Salutation | "" | null;
  /** The job portal the advert came from (the application's page). */
  page?: string | null;
  job_title?: string | null;
  language: Language;
  formal: boolean;
}

export interface FilledTemplate {
  text: string;
  /**
   * Every placeholder that could not be filled, as written (`{lastname}`, `{foo}`), once each: an unknown
   * name, or a known one without data. It stays in the text, so nothing is silently dropped.
   */
  missing: string[];
}

/** Thrown by strict filling: a recipient must never read a raw placeholder. */
export class UnfilledPlaceholdersError extends Error {
  constructor(readonly missing: string[]) {
    super(`Unfilled placeholders: ${missing.join(", ")}`);
    this.name = "UnfilledPlaceholdersError";
  }
}

/** A brace pair with a short name inside; longer or multi-line braces are ordinary text. */
const PLACEHOLDER_RE = /\{([^{}\n]{1,40})\}/g;

/**
 * The recipient's name split at the first space (spec section 3): first name before it, the rest is the
 * last name, so "Anna von Bergen" is Anna and "von Bergen". Extra spaces do not count.
 */
export function splitName(name: string | null | undefined): { firstname: string; lastname: string } {
  const clean = (name ?? "").trim().replace(/\s+/g, " ");
  const space = clean.indexOf(" ");
  if (space < 0) return { firstname: clean, lastname: "" };
  return { firstname: clean.slice(0, space), lastname: clean.slice(space + 1) };
}

const NEUTRAL = {
  de: { formal: "Sehr geehrte Damen und Herren,", informal: "Hallo," },
  en: { formal: "Dear Hiring Team,", informal: "Hello," },
} as const;

/**
 * The greeting line for `{salutation}`. Formal: "Sehr geehrter Herr Müller," / "Sehr geehrte Frau Müller,"
 * and "Dear Mr Smith," / "Dear Ms Smith," with the last name (a single word counts as the last name,
 * as people type "Müller" when that is all they know); with a name but no salutation the gender-neutral
 * "Guten Tag Alex Müller," / "Dear Alex Müller,". Informal: "Hallo Max," / "Hi Max," with the first name.
 * Without a name: "Sehr geehrte Damen und Herren," / "Dear Hiring Team," (informal "Hallo," / "Hello,").
 */
export function salutationLine(data: PlaceholderData): string {
  const { firstname, lastname } = splitName(data.recipient_name);
  const full = [firstname, lastname].filter(Boolean).join(" ");
  const de = data.language === "de";
  if (!full) return NEUTRAL[de ? "de" : "en"][data.formal ? "formal" : "informal"];
  if (!data.formal) return de ? `Hallo ${firstname},` : `Hi ${firstname},`;
  const surname = lastname || firstname;
  switch (data.recipient_salutation) {
    case "male":
      return de ? `Sehr geehrter Herr ${surname},` : `Dear Mr ${surname},`;
    case "female":
      return de ? `Sehr geehrte Frau ${surname},` : `Dear Ms ${surname},`;
    default:
      return de ? `Guten Tag ${full},` : `Dear ${full},`;
  }
}

/** The value of each placeholder for `data`; an empty value means "not known". */
export function placeholderValues(data: PlaceholderData): Record<Placeholder, string> {
  const { firstname, lastname } = splitName(data.recipient_name);
  return {
    firstname,
    lastname,
    salutation: salutationLine(data),
    portal: (data.page ?? "").trim(),
    jobtitle: (data.job_title ?? "").trim(),
  };
}

/**
 * Fills the placeholders of a template. Unknown placeholders and known ones without data stay as written
 * and are listed in `missing`, so the user sees them and can fix the text; `strict` throws instead
 * (use it right before anything leaves for a recipient).
 */
export function fillPlaceholders(
  template: string,
  data: PlaceholderData,
  options: { strict?: boolean } = {},
): FilledTemplate {
  const values = placeholderValues(data);
  const missing = new Set<string>();
  const text = template.replace(PLACEHOLDER_RE, (whole, inner: string) => {
    const name = inner.trim().toLowerCase();
    const value = (PLACEHOLDERS as readonly string[]).includes(name) ? values[name as Placeholder] : "";
    if (value) return value;
    missing.add(whole);
    return whole;
  });
  const result = { text, missing: [...missing] };
  if (options.strict && result.missing.length > 0) throw new UnfilledPlaceholdersError(result.missing);
  return result;
}

/** Strict filling: the text, or an UnfilledPlaceholdersError naming what is left. */
export function fillPlaceholdersStrict(template: string, data: PlaceholderData): string {
  return fillPlaceholders(template, data, { strict: true }).text;
}
