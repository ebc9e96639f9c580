import { applicationFieldsSchema } from "@jah/shared";
import type { ApplicationFormValues } from "../../features/applications/index.ts";

/** The query parameters a job import may carry: the API's own field names (spec section 5). */
export const IMPORT_FIELDS = [
  "job_title",
  "hireing_company",
  "link",
  "page",
  "location",
  "job_description",
  "recipient_name",
  "recipient_salutation",
  "mail_address",
] as const;

export type ImportValues = Partial<Pick<ApplicationFormValues, (typeof IMPORT_FIELDS)[number]>>;

/**
 * What the dashboard does with its query string: nothing without import fields; create the
 * application at once when there is a real job title; otherwise open the dialog prefilled.
 */
export type ImportDecision =
  | { kind: "none" }
  | { kind: "create"; values: ImportValues }
  | { kind: "dialog"; values: ImportValues };

/** A usable query value: browser extensions send the text 'undefined' for fields they could not read. */
function usable(value: string | null): value is string {
  return value !== null && value.trim() !== "" && value.trim() !== "undefined";
}

/** Decides the URL import of spec section 5 from the dashboard's query string. */
export function decideUrlImport(search: string | URLSearchParams): ImportDecision {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  // Only our field names count: other parameters (a language switch, tracking) open nothing.
  if (!IMPORT_FIELDS.some((field) => params.has(field))) return { kind: "none" };
  const values: ImportValues = {};
  for (const field of IMPORT_FIELDS) {
    const value = params.get(field);
    if (usable(value)) values[field] = value.trim();
  }
  return values.job_title ? { kind: "create", values } : { kind: "dialog", values };
}

/**
 * The messages the shared application rules give for imported values (empty when they would be
 * accepted), so an import the server would refuse opens the dialog without a failing call.
 */
export function importProblems(values: ImportValues): Record<string, string> {
  // Judged as the form would send it: a field the query left out is an empty field.
  const blank = Object.fromEntries(IMPORT_FIELDS.map((field) => [field, ""]));
  const result = applicationFieldsSchema.safeParse({ ...blank, ...values });
  if (result.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    if (field && !problems[field]) problems[field] = issue.message;
  }
  return problems;
}
