/** A word of a text with where it stands, so a reason can point into the ad. */
export type Token = { surface: string; start: number; end: number; sentence: number };

// Letters and digits; "+" and "#" may follow (C++, C#); dots join parts (Node.js, ASP.NET, .NET).
const TOKEN_RE = /\.?[\p{L}\p{N}][\p{L}\p{N}#]*\+*(?:\.[\p{L}\p{N}][\p{L}\p{N}#]*\+*)*/gu;
const SENTENCE_BREAK = /[.!?;\n•·|]/;

// Gender marks of German job titles carry no meaning for the fit. They are blanked (same length)
// rather than removed so that offsets of every other word stay true to the original text.
const GENDER_MARKS = [
  /\(\s*(?:[mwfdxi]|all\s+genders?|alle|gn|divers[e]?)(?:\s*[/|,.]\s*(?:[mwfdxi]|divers[e]?))*\s*\)/giu,
  /\b[mwfd]\s*\/\s*[mwfd]\s*\/\s*[mwfdx]\b/giu,
  /[/:*_]-?in(?:nen)?\b/giu,
  /\/-?(?:frau|mann)\b/giu,
  // Binnen-I (EntwicklerIn, ReferentInnen) only after the endings of role nouns, so "LinkedIn" stays.
  /(?<=(?:er|ent|ist|ant|eur|or|og))In(?:nen)?\b/gu,
];

/** The text with gender marks blanked out; its length and offsets are unchanged. */
export function blankGenderMarks(text: string): string {
  let out = text;
  for (const re of GENDER_MARKS) out = out.replace(re, (m) => " ".repeat(m.length));
  return out;
}

/** Lower case without diacritics (ä→a, é→e, ß→ss), so "Führung" and "Fuhrung" meet. */
export function fold(word: string): string {
  return word.toLowerCase().replace(/ß/g, "ss").normalize("NFD").replace(/\p{M}/gu, "");
}

/**
 * A light German/English stem: strips one plural or inflection ending. It only has to map forms
 * of one word together; the vocabularies are stemmed the same way, so over-stemming is harmless.
 */
export function stem(word: string): string {
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return word;
  let s = word;
  if (s.endsWith("ungen")) s = s.slice(0, -2);
  else if (s.endsWith("ies") && s.length > 4) s = `${s.slice(0, -3)}y`;
  else if ((s.endsWith("en") || s.endsWith("es")) && s.length >= 5) s = s.slice(0, -2);
  else if (s.endsWith("e")) s = s.slice(0, -1);
  else if (s.endsWith("s") && !s.endsWith("ss")) s = s.slice(0, -1);
  if (s.endsWith("ss")) s = s.slice(0, -1);
  return s;
}

/** The words of a text with their offsets and sentence numbers. */
export function tokenize(text: string): Token[] {
  const clean = blankGenderMarks(text);
  const tokens: Token[] = [];
  let sentence = 0;
  let last = 0;
  for (const m of clean.matchAll(TOKEN_RE)) {
    const start = m.index;
    if (SENTENCE_BREAK.test(clean.slice(last, start))) sentence++;
    const end = start + m[0].length;
    tokens.push({ surface: m[0], start, end, sentence });
    last = end;
  }
  return tokens;
}
