import type { Found } from "./fields.ts";

// Read around each "@" only: an unanchored address pattern backtracks quadratically on long words.
const AROUND_AT = /[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9.-]{1,253}/y;
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
// Role addresses for which the ad names nobody and no person would be greeted.
const NOT_A_PERSON = /^(?:no-?reply|do-?not-?reply|datenschutz|privacy|webmaster)@/i;
const CUE =
  /(?:ansprechpartner(?:in)?|ansprechperson|kontaktperson|kontakt|ihr(?:e)? ansprechpartner(?:in)?|fragen beantwortet (?:ihnen|dir)(?: gerne)?|fragen\? (?:dann )?(?:wende dich an|wenden sie sich an)|your contact(?: person)?|contact person|contact|recruiter(?:in)?|questions\? (?:contact|reach out to))\s*:?\s*/i;
const NAME_WORD = "[A-ZÄÖÜ][a-zäöüßéèáàçñ'’-]+";
const NAME = `((?:Dr\\.\\s+|Prof\\.\\s+)?${NAME_WORD}(?:\\s+(?:von|van|de|zu|von der)?\\s*${NAME_WORD}){1,2})`;
const TITLED = new RegExp(`\\b(Frau|Herrn?|Mrs?\\.?|Ms\\.?|Miss)\\s+${NAME}`, "u");
const AFTER_CUE = new RegExp(`^(?:(Frau|Herrn?|Mrs?\\.?|Ms\\.?|Miss)\\s+)?${NAME}`, "u");

/**
 * The contact person an ad names in its text: an e-mail address, and a name with the salutation its
 * title (Frau, Herr, Ms, Mr) tells, either after a cue ("Ihre Ansprechpartnerin:", "Contact:") or
 * written with its title.
 */
export function contactIn(text: string): Found {
  const mail = addresses(text).find((address) => !NOT_A_PERSON.test(address)) ?? "";
  const person = titledPerson(text) ?? cuedPerson(text);
  return {
    mail_address: mail.slice(0, 200),
    recipient_name: person?.name.slice(0, 200) ?? "",
    recipient_salutation: person?.salutation ?? "",
  };
}

function addresses(text: string): string[] {
  const found: string[] = [];
  for (let at = text.indexOf("@"); at >= 0 && found.length < 20; at = text.indexOf("@", at + 1)) {
    let start = at;
    while (start > 0 && at - start < 64 && /[A-Za-z0-9._%+-]/.test(text[start - 1]!)) start--;
    AROUND_AT.lastIndex = start;
    const address = AROUND_AT.exec(text)?.[0].replace(/[.-]+$/, "");
    if (address && EMAIL.test(address)) found.push(address);
  }
  return found;
}

type Person = { name: string; salutation: "male" | "female" | "" };

function titledPerson(text: string): Person | undefined {
  const match = text.match(TITLED);
  return match ? { name: match[2]!.trim(), salutation: salutationOf(match[1]!) } : undefined;
}

function cuedPerson(text: string): Person | undefined {
  for (const cue of text.matchAll(new RegExp(CUE, "gi"))) {
    const rest = text
      .slice(cue.index + cue[0].length, cue.index + cue[0].length + 120)
      .replace(/^[\s\n]+/, "");
    const match = rest.match(AFTER_CUE);
    if (match && !/^(?:Sie|Du|Dich|Ihnen|Us|We|The|Our|Unser|Unsere|Bei|Per|Via|Für)\b/.test(match[2]!)) {
      return { name: match[2]!.trim(), salutation: match[1] ? salutationOf(match[1]) : "" };
    }
  }
  return undefined;
}

function salutationOf(title: string): "male" | "female" {
  return /^(?:Frau|Mrs|Ms|Miss)/i.test(title) ? "female" : "male";
}
