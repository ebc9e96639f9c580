import { type AiLetterResult, type Salutation, salutationLine } from "@jah/shared";

type Change = AiLetterResult["changes"][number];
type Flag = AiLetterResult["flagged"][number];

export type ConventionInput = {
  language: "de" | "en";
  formality: "formal" | "informal";
  recipient_salutation: Salutation;
  recipient_name: string;
  /** The user's letter before the helper: a salutation or closing it had must stay. */
  original: string;
};

const OPENER =
  /^(sehr geehrte[rn]?|guten tag|hallo|liebe[rs]?|moin|dear|hi|hello|to whom|good (morning|afternoon))\b/i;
const CLOSING =
  /^(mit freundlichen gr(ü|ue)(ß|ss)en|mit freundlichem gru(ß|ss)|freundliche gr(ü|ue)(ß|ss)e|beste gr(ü|ue)(ß|ss)e|viele gr(ü|ue)(ß|ss)e|liebe gr(ü|ue)(ß|ss)e|herzliche gr(ü|ue)(ß|ss)e|hochachtungsvoll|mfg|kind regards|best regards|warm regards|with best regards|regards|yours sincerely|yours faithfully|sincerely|best wishes)\s*[,.!]?$/i;

/** Closings each language accepts as written (German: DIN 5008, no comma). */
const ACCEPTED_CLOSINGS = {
  de: {
    formal: ["Mit freundlichen Grüßen", "Freundliche Grüße", "Mit freundlichem Gruß"],
    informal: [
      "Viele Grüße",
      "Beste Grüße",
      "Liebe Grüße",
      "Herzliche Grüße",
      "Mit freundlichen Grüßen",
      "Freundliche Grüße",
    ],
  },
  en: {
    formal: ["Yours sincerely", "Yours faithfully", "Kind regards", "Best regards", "Sincerely"],
    informal: ["Best regards", "Kind regards", "Best wishes", "Warm regards", "Regards"],
  },
} as const;
const DEFAULT_CLOSING = {
  de: { formal: "Mit freundlichen Grüßen", informal: "Viele Grüße" },
  en: { formal: "Kind regards", informal: "Best regards" },
} as const;

const NEUTRAL_EN = ["Dear Sir or Madam,", "Dear Hiring Team,", "Dear Hiring Manager,"];
const INFORMAL_OPENER = { de: /^(hallo|liebe[rs]?|moin|hi)\b.*,$/i, en: /^(hi|hello|dear)\b.*,$/i } as const;

const squash = (s: string) => s.trim().replace(/\s+/g, " ");

function firstLine(lines: string[], test: RegExp): number {
  const i = lines.findIndex((l) => l.trim() !== "");
  return i >= 0 && test.test(lines[i]!.trim()) && lines[i]!.trim().length < 120 ? i : -1;
}

function closingLine(lines: string[]): number {
  for (let i = lines.length - 1, seen = 0; i >= 0 && seen < 6; i--) {
    if (lines[i]!.trim() === "") continue;
    seen++;
    if (CLOSING.test(lines[i]!.trim())) return i;
  }
  return -1;
}

/**
 * Puts the letter's salutation and closing into the forms of its language (DIN 5008 for German):
 * a wrong form is corrected and listed as a change; a closing the user had that the model dropped is
 * flagged. Returns the letter and the changes with their offsets.
 */
export function applyConventions(
  letter: string,
  input: ConventionInput,
): { letter: string; changes: Change[]; flagged: Flag[] } {
  const { language: lang, formality } = input;
  const de = lang === "de";
  const lines = letter.split("\n");
  const originalLines = input.original.replace(/\r\n?/g, "\n").split("\n");
  const changed: { line: number; change: string; reason: string }[] = [];
  const flagged: Flag[] = [];
  const expected = salutationLine({
    recipient_name: input.recipient_name,
    recipient_salutation: input.recipient_salutation,
    language: lang,
    formal: formality === "formal",
  });

  let salutation = firstLine(lines, OPENER);
  if (salutation >= 0) {
    const line = squash(lines[salutation]!);
    const accepted =
      formality === "formal"
        ? [expected, ...(!de && !input.recipient_name.trim() ? NEUTRAL_EN : [])].includes(line)
        : INFORMAL_OPENER[lang].test(line);
    if (!accepted) {
      lines[salutation] = expected;
      changed.push({
        line: salutation,
        change: de ? `Anrede auf „${expected}“ gesetzt` : `Salutation set to "${expected}"`,
        reason: de
          ? `„${line}“ entspricht nicht der Anrede nach DIN 5008 für diese Empfängerin oder diesen Empfänger.`
          : `"${line}" is not the conventional salutation for this recipient.`,
      });
    }
  } else if (firstLine(originalLines, OPENER) >= 0) {
    lines.unshift(expected, "");
    salutation = 0;
    changed.push({
      line: 0,
      change: de ? `Anrede „${expected}“ ergänzt` : `Salutation "${expected}" added`,
      reason: de ? "Der Brief hatte keine Anrede mehr." : "The letter had lost its salutation.",
    });
  }

  const closing = closingLine(lines);
  if (closing >= 0 && closing > salutation) {
    const line = squash(lines[closing]!);
    const bare = line.replace(/\s*[,.!]$/, "");
    const accepted = (ACCEPTED_CLOSINGS[lang][formality] as readonly string[]).includes(de ? line : bare);
    if (!accepted) {
      const known = (ACCEPTED_CLOSINGS[lang][formality] as readonly string[]).find(
        (c) => c.toLowerCase() === bare.toLowerCase(),
      );
      const fixed = known ?? DEFAULT_CLOSING[lang][formality];
      lines[closing] = fixed;
      changed.push({
        line: closing,
        change: de ? `Grußformel auf „${fixed}“ gesetzt` : `Closing set to "${fixed}"`,
        reason: de
          ? `„${line}“ entspricht nicht DIN 5008 (Grußformel ohne Komma, keine Abkürzung).`
          : `"${line}" is not a conventional closing of an English letter.`,
      });
    }
  } else if (closingLine(originalLines) >= 0) {
    flagged.push({
      claim: de ? "Grußformel fehlt" : "Closing missing",
      kind: "convention",
      reason: de
        ? "Der Brief endet ohne Grußformel wie „Mit freundlichen Grüßen“."
        : 'The letter ends without a closing such as "Kind regards".',
      passages: [],
    });
  }

  const text = lines.join("\n");
  const offsets: number[] = [];
  let at = 0;
  for (const l of lines) {
    offsets.push(at);
    at += l.length + 1;
  }
  const changes = changed.map((c) => ({
    change: c.change,
    reason: c.reason,
    passages: [{ start: offsets[c.line]!, end: offsets[c.line]! + lines[c.line]!.length }],
  }));
  return { letter: text, changes, flagged };
}
