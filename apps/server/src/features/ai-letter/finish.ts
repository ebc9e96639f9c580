import type { AiLetterResult, AiPassage } from "@jah/shared";
import type { LetterContext } from "./context.ts";
import { applyConventions } from "./conventions.ts";
import { checkFacts } from "./fact-check.ts";
import type { LetterAnswer } from "./prompt.ts";

/** Where a quoted passage stands in the letter: as written, else with spacing and case aside. */
export function locate(letter: string, quote: string): AiPassage | undefined {
  const q = quote.trim();
  if (q.length < 3) return undefined;
  const exact = letter.indexOf(q);
  if (exact >= 0) return { start: exact, end: exact + q.length };
  const pattern = q.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+");
  const m = new RegExp(pattern, "i").exec(letter);
  return m ? { start: m.index, end: m.index + m[0].length } : undefined;
}

/**
 * The model's answer as the helper's result: salutation and closing in their conventional forms,
 * each change with the passages it touched, and every claim the user's facts do not hold flagged.
 */
export function finishLetter(answer: LetterAnswer, context: LetterContext, now = new Date()): AiLetterResult {
  const { application, options } = context;
  const conventions = applyConventions(answer.letter.replace(/\r\n?/g, "\n").trim(), {
    language: options.language,
    formality: options.formality,
    recipient_salutation: application.recipient_salutation,
    recipient_name: application.recipient_name,
    original: context.letter,
  });
  const letter = conventions.letter;
  const changes = [
    ...answer.changes.map((c) => ({
      change: c.change,
      reason: c.reason,
      passages: c.passages.flatMap((q) => locate(letter, q) ?? []),
    })),
    ...conventions.changes,
  ];
  const flagged = [
    ...checkFacts(letter, { profile: context.profile, application, ownLetter: context.letter }, now),
    ...conventions.flagged,
  ];
  return {
    letter,
    language: options.language,
    ...(answer.subject ? { subject: answer.subject } : {}),
    changes,
    flagged,
  };
}
