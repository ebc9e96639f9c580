import type { FormAnswerKind } from "@jah/shared/extension-api";
import { FIELD_KIND_RULES, type FieldKindRule } from "./field-kinds.ts";
import { type Control, labelTextsOf, normaliseText, wordsOfName } from "./field-text.ts";

/** A word boundary that knows letters beyond ASCII (JavaScript's \b ends a word at "ß" or "ü"). */
const BOUNDARY = "(?:(?<=[\\p{L}\\p{N}])(?![\\p{L}\\p{N}])|(?<![\\p{L}\\p{N}])(?=[\\p{L}\\p{N}]))";

export function compilePattern(source: string): RegExp {
  return new RegExp(source.replaceAll("\\b", BOUNDARY), "iu");
}

type CompiledRule = FieldKindRule & { labelPatterns: RegExp[]; namePatterns: RegExp[] };

/** The rules with their patterns compiled once; `rules` lets a field map precede the built-in table. */
export function compileRules(rules: FieldKindRule[] = FIELD_KIND_RULES): CompiledRule[] {
  return rules.map((rule) => ({
    ...rule,
    labelPatterns: (rule.labels ?? []).map(compilePattern),
    namePatterns: (rule.names ?? []).map(compilePattern),
  }));
}

/** What a field asks, how the filler knows, and what it shows the user as the field's name. */
export type Classified = {
  rule: CompiledRule | null;
  label: string;
  by: "autocomplete" | "label" | "name" | null;
};

function byAutocomplete(control: Control, rules: CompiledRule[]): CompiledRule | null {
  // "section-x shipping given-name": the last token names the field; "on", "off" and made-up values name nothing.
  const tokens = (control.getAttribute("autocomplete") ?? "").toLowerCase().trim().split(/\s+/);
  const token = tokens.at(-1) ?? "";
  if (tokens.includes("shipping") || tokens.includes("billing")) return null;
  return rules.find((rule) => rule.autocomplete?.includes(token)) ?? null;
}

function byTexts(texts: string[], rules: CompiledRule[], patterns: (rule: CompiledRule) => RegExp[]) {
  // The most telling text decides: a field's own label before the text of its container.
  for (const text of texts) {
    const rule = rules.find((candidate) => patterns(candidate).some((pattern) => pattern.test(text)));
    if (rule) return rule;
  }
  return null;
}

const NAME_PARTS: FormAnswerKind[] = ["firstName", "lastName"];

/**
 * The kind of question a field asks: its label first (what the user reads), then its autocomplete
 * token, then its name and id. A sensitive kind found anywhere wins, so a date-of-birth field with
 * autocomplete="off" and name="date" still counts as one.
 */
export function classify(control: Control, rules: CompiledRule[]): Classified {
  const raw = labelTextsOf(control);
  const texts = raw.map(normaliseText);
  // The report names the field as the form does, without the marks of a required field.
  const label = (raw[0] ?? "").replace(/[*✱]/g, " ").replace(/\s+/g, " ").trim();
  const names = [control.getAttribute("name") ?? "", control.id].filter(Boolean).map(wordsOfName);
  const fromLabel = byTexts(texts, rules, (rule) => rule.labelPatterns);
  const fromAutocomplete = byAutocomplete(control, rules);
  const fromName = byTexts(names, rules, (rule) => rule.namePatterns);
  const found = [
    { rule: fromLabel, by: "label" as const },
    { rule: fromAutocomplete, by: "autocomplete" as const },
    { rule: fromName, by: "name" as const },
  ];
  const sensitive = found.find((candidate) => candidate.rule?.sensitive);
  if (sensitive) return { ...sensitive, label: label || names[0] || "" };
  // "Name" above a field called last_name is the surname, as German forms say it.
  if (fromLabel?.kind === "fullName") {
    const part = [fromAutocomplete, fromName].find((rule) => rule && NAME_PARTS.includes(rule.kind));
    if (part) return { rule: part, by: "name", label };
  }
  const first = found.find((candidate) => candidate.rule) ?? { rule: null, by: null };
  return { ...first, label: label || names[0] || "" };
}
