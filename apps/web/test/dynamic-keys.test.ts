import {
  AI_ERROR_CODES,
  AI_LETTER_FIELDS,
  APPLICATION_SORTS,
  APPLICATION_STATUSES,
  CONDITION_KINDS,
  CONNECTION_FAILURE_CODES,
  FIT_LOCATIONS,
  INBOX_STATES,
  INBOX_SUGGESTIONS,
  isRateField,
  JOB_ALERT_FREQUENCIES,
  LANGUAGES,
  PUBLIC_FLAGGED_FIELDS,
  QUALIFICATION_KINDS,
  RESTRICTION_KINDS,
  SALUTATIONS,
  SENIORITY_LEVELS,
} from "@jah/shared";
import { describe, expect, it } from "vitest";
import de from "../public/locales/de/translation.json" with { type: "json" };
import en from "../public/locales/en/translation.json" with { type: "json" };
import { WIDGET_TEXT_KEYS } from "../src/features/account/bot-check/widget-text-keys.ts";
import { READING_ERRORS } from "../src/features/connections/reading.ts";
import { PERIOD_PRESETS } from "../src/features/insights/period.ts";

/**
 * Keys built at run time (`Status.${status}`) escape the literal-key check of translations.test.ts;
 * each value they can take needs a text in both languages.
 */
describe("keys built from shared values", () => {
  const files = { en, de } as Record<string, Record<string, Record<string, unknown>>>;
  const texts = (path: string[]) =>
    Object.entries(files).map(([language, tree]) => {
      let node: unknown = tree;
      for (const part of path) node = (node as Record<string, unknown> | undefined)?.[part];
      return [language, node] as const;
    });

  it("have a label for every status, sort order and salutation", () => {
    const missing: string[] = [];
    const check = (path: string[]) => {
      for (const [language, text] of texts(path)) {
        if (typeof text !== "string" || !text.trim()) missing.push(`${language}:${path.join(".")}`);
      }
    };
    for (const status of APPLICATION_STATUSES) check(["Status", status]);
    for (const sort of APPLICATION_SORTS) check(["Applications", "Sort", sort]);
    for (const salutation of SALUTATIONS) check(["Applications", "Salutation", salutation]);
    // EmailRequestPage builds its texts from a prefix.
    for (const page of ["RequestValidation", "ResetPassword"]) {
      for (const key of ["Title", "Subtitle", "Submit", "Success", "Error"]) check([page, key]);
    }
    // FitReasons names the career stage an ad asks for.
    for (const level of SENIORITY_LEVELS) check(["Fit", "Seniority", "Level", level]);
    for (const fit of FIT_LOCATIONS) check(["Fit", "Location", fit]);
    for (const kind of QUALIFICATION_KINDS) check(["Fit", "Qualification", "Kind", kind]);
    for (const kind of CONDITION_KINDS) check(["Fit", "Condition", kind]);
    for (const kind of RESTRICTION_KINDS) check(["Fit", "Restriction", kind]);
    for (const code of [...AI_ERROR_CODES, "NETWORK", "UNKNOWN"]) check(["AiLetter", "Errors", code]);
    for (const field of AI_LETTER_FIELDS) check(["AiLetter", "Fields", field.replaceAll(".", "_")]);
    for (const frequency of JOB_ALERT_FREQUENCIES) check(["JobAlerts", "Frequencies", frequency]);
    for (const language of LANGUAGES) check(["Language", language]);
    for (const key of WIDGET_TEXT_KEYS) check(["BotCheck", "Widget", key]);
    for (const preset of Object.keys(PERIOD_PRESETS)) check(["Insights", "Period", preset]);
    for (const error of READING_ERRORS) check(["Inbox", "Reading", "Error", error]);
    for (const suggestion of INBOX_SUGGESTIONS) check(["Inbox", "Suggestion", suggestion]);
    for (const state of INBOX_STATES) check(["Inbox", "State", state]);
    // The mailbox form names why a connection test failed (ConnectionsSmtpForm).
    for (const code of CONNECTION_FAILURE_CODES) check(["Connections", "Smtp", "Reason", code]);
    // The import's notice names each printed personal field by its label (PrintedContactNotice).
    for (const field of PUBLIC_FLAGGED_FIELDS.filter((f) => !isRateField(f)))
      check(["Profile", "Fields", `${field[0]!.toUpperCase()}${field.slice(1)}`]);
    expect(missing).toEqual([]);
  });
});
