import type { FormAnswerKind, FormAnswers } from "@jah/shared/extension-api";
import { type Classified, classify, compileRules } from "./classify.ts";
import { FIELD_KIND_RULES, type FieldKindRule } from "./field-kinds.ts";
import { type Control, isIgnoredType } from "./field-text.ts";
import { controlsUnder, radioGroupOf } from "./form-roots.ts";
import { isUnavailable, selectHasChoice, setRadioValue, setSelectValue, setTextValue } from "./set-value.ts";

/**
 * What became of one field:
 * - filled: the profile's answer is in it;
 * - review: a sensitive question filled from the user's saved answer, to be checked before sending;
 * - sensitive: a sensitive question with no saved answer, left for the user;
 * - no-answer: recognised, but the profile has nothing for it (or no option matched);
 * - kept: it already had a value, which the filler never overwrites;
 * - upload: a file field (the CV, the letter), left for the user for now;
 * - unrecognised: the filler does not know what it asks.
 */
export type FillOutcome =
  | "filled"
  | "review"
  | "sensitive"
  | "no-answer"
  | "kept"
  | "upload"
  | "unrecognised";

export type FillEntry = { label: string; kind: FormAnswerKind | null; outcome: FillOutcome };
export type FillReport = { entries: FillEntry[] };

type Field =
  | { type: "text"; control: HTMLInputElement | HTMLTextAreaElement; classified: Classified }
  | { type: "select"; control: HTMLSelectElement; classified: Classified }
  | { type: "radio"; controls: HTMLInputElement[]; classified: Classified }
  | { type: "other"; control: Control; outcome: "upload" | "unrecognised"; label: string };

const TEXT_TYPES = ["text", "email", "tel", "url", "number", "date", "month", "", "textarea"];

/** The form's fields the user can see and change, one entry per radio group. */
function fieldsOf(root: ParentNode, rules: ReturnType<typeof compileRules>): Field[] {
  const fields: Field[] = [];
  const grouped = new Set<HTMLInputElement>();
  for (const control of controlsUnder(root)) {
    if (isIgnoredType(control) || isUnavailable(control)) continue;
    if (control.tagName === "SELECT") {
      fields.push({
        type: "select",
        control: control as HTMLSelectElement,
        classified: classify(control, rules),
      });
      continue;
    }
    const type = control.tagName === "TEXTAREA" ? "textarea" : (control as HTMLInputElement).type;
    if (type === "radio") {
      // One entry per group: its other buttons come later in the same walk.
      if (grouped.has(control as HTMLInputElement)) continue;
      const controls = radioGroupOf(control as HTMLInputElement);
      for (const radio of controls) grouped.add(radio);
      fields.push({ type: "radio", controls, classified: classify(control, rules) });
    } else if (TEXT_TYPES.includes(type)) {
      const text = control as HTMLInputElement | HTMLTextAreaElement;
      fields.push({ type: "text", control: text, classified: classify(text, rules) });
    } else {
      // Checkboxes are consents and confirmations: the user's to tick. Files wait for the CV upload.
      const classified = classify(control, rules);
      if (type === "file")
        fields.push({ type: "other", control, outcome: "upload", label: classified.label });
      else if (classified.rule?.sensitive) {
        fields.push({ type: "radio", controls: [control as HTMLInputElement], classified });
      } else fields.push({ type: "other", control, outcome: "unrecognised", label: classified.label });
    }
  }
  return fields;
}

/** A date the way the field takes it: ISO for date inputs, else as the page's language writes it. */
function dateFor(control: HTMLInputElement | HTMLTextAreaElement, iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match || control.type === "date") return iso;
  const [, year, month, day] = match;
  // The field's own hint first: "TT.MM.JJJJ", "MM/DD/YYYY", "DD/MM/YYYY", "YYYY-MM-DD".
  const hint = (control.getAttribute("placeholder") ?? "").toUpperCase();
  if (/^(?:YYYY|JJJJ)-MM-(?:DD|TT)$/.test(hint)) return iso;
  if (/^MM\/DD\/YYYY$/.test(hint)) return `${month}/${day}/${year}`;
  if (/^(?:DD|TT)\/MM\/(?:YYYY|JJJJ)$/.test(hint)) return `${day}/${month}/${year}`;
  if (/^(?:DD|TT)\.MM\.(?:YYYY|JJJJ)$/.test(hint)) return `${day}.${month}.${year}`;
  const language = control.ownerDocument.documentElement.lang.toLowerCase();
  if (language.startsWith("en-us")) return `${month}/${day}/${year}`;
  if (language.startsWith("en")) return `${day}/${month}/${year}`;
  return `${day}.${month}.${year}`;
}

/** What a field asks, given what else the form asks: German forms call the surname "Name" beside "Vorname". */
function kindInForm(kind: FormAnswerKind, kinds: Set<FormAnswerKind>): FormAnswerKind {
  return kind === "fullName" && kinds.has("firstName") ? "lastName" : kind;
}

/** The answer a field gets, given what else the form asks (a form with its own house-number field). */
function answerFor(
  kind: FormAnswerKind,
  answers: FormAnswers,
  kinds: Set<FormAnswerKind>,
): string | undefined {
  if (kind === "streetAddress" && kinds.has("houseNumber")) return answers.street ?? answers.streetAddress;
  if (kind === "mobile") return answers.mobile ?? answers.phone;
  if (kind === "phone") return answers.phone ?? answers.mobile;
  return answers[kind];
}

function hasValue(field: Field): boolean {
  // A bare "https://" is the page's hint for a link, not an answer.
  if (field.type === "text") return !/^(?:https?:\/\/)?$/i.test(field.control.value.trim());
  if (field.type === "select") return selectHasChoice(field.control);
  if (field.type === "radio") return field.controls.some((radio) => radio.checked);
  return false;
}

function put(field: Field, answer: string): boolean {
  if (field.type === "text") {
    const kind = field.classified.rule?.kind;
    const value = kind === "availableFrom" || kind === "birthdate" ? dateFor(field.control, answer) : answer;
    setTextValue(field.control, value);
    return true;
  }
  if (field.type === "select") return setSelectValue(field.control, answer);
  if (field.type === "radio") return setRadioValue(field.controls, answer);
  return false;
}

/**
 * Fills the form fields of `root` (a document, or one form) that `answers` can answer, and says what
 * it did with every field. It never submits: it clicks no button and calls no submit; it leaves alone
 * what is hidden, disabled or already filled in, and every sensitive question without the user's
 * saved answer for exactly that kind. Runs inside the page, so it needs nothing from outside it.
 */
export function fillForm(
  root: ParentNode,
  answers: FormAnswers,
  extraRules: FieldKindRule[] = [],
): FillReport {
  const rules = compileRules([...extraRules, ...FIELD_KIND_RULES]);
  const fields = fieldsOf(root, rules);
  const kinds = new Set(
    fields.flatMap((field) =>
      field.type !== "other" && field.classified.rule ? [field.classified.rule.kind] : [],
    ),
  );
  const entries: FillEntry[] = [];
  for (const field of fields) {
    if (field.type === "other") {
      entries.push({ label: field.label, kind: null, outcome: field.outcome });
      continue;
    }
    const { rule, label } = field.classified;
    const kind = rule ? kindInForm(rule.kind, kinds) : null;
    const entry = (outcome: FillOutcome) => entries.push({ label, kind, outcome });
    if (!rule) {
      entry(hasValue(field) ? "kept" : "unrecognised");
      continue;
    }
    if (hasValue(field)) {
      entry("kept");
      continue;
    }
    // A sensitive question gets only the answer saved for it, never one derived from the profile.
    const answer = rule.sensitive ? answers[rule.kind] : answerFor(kind ?? rule.kind, answers, kinds);
    if (answer === undefined || answer.trim() === "") {
      entry(rule.sensitive ? "sensitive" : "no-answer");
      continue;
    }
    if (!put(field, answer)) entry(rule.sensitive ? "sensitive" : "no-answer");
    else entry(rule.sensitive ? "review" : "filled");
  }
  return { entries };
}
