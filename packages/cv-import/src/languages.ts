import type { Level } from "@jah/shared";
import { clean, fold, RATING_RE } from "./text.ts";
import type { Line } from "./types.ts";

/** Language names in German and English (folded), to find the language in a line. */
const LANGUAGE_NAMES =
  /^(deutsch|german|englisch|english|franzoesisch|french|spanisch|spanish|italienisch|italian|portugiesisch|portuguese|niederlaendisch|hollaendisch|dutch|polnisch|polish|russisch|russian|tuerkisch|turkish|arabisch|arabic|chinesisch|chinese|mandarin(?: chinese)?|kantonesisch|cantonese|japanisch|japanese|koreanisch|korean|schwedisch|swedish|daenisch|danish|norwegisch|norwegian|finnisch|finnish|griechisch|greek|tschechisch|czech|slowakisch|slovak|ungarisch|hungarian|rumaenisch|romanian|bulgarisch|bulgarian|kroatisch|croatian|serbisch|serbian|bosnisch|bosnian|slowenisch|slovenian|ukrainisch|ukrainian|hindi|urdu|bengali|persisch|farsi|persian|hebraeisch|hebrew|latein|latin|albanisch|albanian|litauisch|lithuanian|lettisch|latvian|estnisch|estonian|irisch|irish|walisisch|welsh|katalanisch|catalan|vietnamesisch|vietnamese|thai|indonesisch|indonesian|malaiisch|malay|tagalog|filipino|suaheli|swahili|kurdisch|kurdish|gebaerdensprache|sign language|schweizerdeutsch|swiss german|tamil|punjabi|(?:schottisch-|scottish )?gaelisch|(?:scottish )?gaelic|igbo|yoruba|hausa|amharisch|amharic|somali|tigrinya|paschtu|pashto|dari|twi|zulu|xhosa|afrikaans|nepali|singhalesisch|sinhala|gujarati|marathi|telugu|kannada|malayalam|luxemburgisch|luxembourgish|islaendisch|icelandic|maltesisch|maltese|baskisch|basque|galicisch|galician|armenisch|armenian|georgisch|georgian|aserbaidschanisch|azerbaijani|kasachisch|kazakh|usbekisch|uzbek|mongolisch|mongolian|mazedonisch|macedonian|belarussisch|belarusian|jiddisch|yiddish|esperanto|tibetisch|tibetan|birmanisch|burmese|khmer|laotisch|lao|romanes|romani|plattdeutsch|low german|sorbisch|sorbian|friesisch|frisian|raetoromanisch|romansh)$/;

/** A language name run into its level without a space ("NiederländischGrundkenntnisse"). */
const GLUED_LEVEL = /^(\p{Lu}\p{Ll}{3,})(\p{Lu}\p{Ll}{3,}.*)$/u;

/**
 * A language the list above does not know, named before a level that is known ("Igbo |
 * Conversational", "Tigre – Basic"): one to three capitalised words. Only read inside a languages
 * section, where nothing else stands before a level word.
 */
const UNLISTED_NAME = /^\p{Lu}[\p{L}'’-]{1,20}(?: \p{Lu}?[\p{L}'’-]{1,20}){0,2}$/u;

/**
 * Levels as the profile stores them (25/50/75/100), only where the printed words mean that level
 * (issue 28): 100 is the mother tongue alone; 75 fluent, C1, C2, "verhandlungssicher" and "very
 * good"; 50 good, B1, B2 and conversational; 25 basic, A1 and A2. A CEFR code wins over words
 * ("gute Kenntnisse (A2)" is 25). Anything else (no level, "Kenntnisse", a star rating without
 * words) has no level: the CV then prints none rather than one the source never gave.
 */
export function levelValue(printed: string): Level | null {
  const s = fold(printed);
  const cefr = /\b([abc][12])\b/.exec(s)?.[1];
  if (cefr) return ({ a1: 25, a2: 25, b1: 50, b2: 50, c1: 75, c2: 75 } as const)[cefr as "a1"] ?? null;
  if (/mutter|native|erstsprache|mother tongue|bilingual|zweisprachig/.test(s)) return 100;
  if (
    /verhandlungssicher|business fluent|full professional|fliessend|fluent|sehr gut|very good|proficient|advanced|fortgeschritten|excellent|ausgezeichnet|exzellent/.test(
      s,
    )
  )
    return 75;
  if (/grund|basic|beginner|anfaenger|elementary|basis|notions|einsteiger/.test(s)) return 25;
  if (/\bgut|\bgood\b|conversational|intermediate|mittel|working|konversation/.test(s)) return 50;
  return null;
}

/** A language and the rest of its text (the printed level), or undefined if none is named. */
export function splitLanguage(text: string): { name: string; level: string } | undefined {
  const t = clean(text.replace(RATING_RE, " "));
  const glued = GLUED_LEVEL.exec(t);
  if (glued?.[1] && glued[2] && LANGUAGE_NAMES.test(fold(glued[1])) && levelValue(glued[2]) !== null) {
    return { name: glued[1], level: unwrap(glued[2]) };
  }
  const words = t.split(/\s+/);
  for (let n = Math.min(3, words.length); n >= 1; n--) {
    const head = words
      .slice(0, n)
      .join(" ")
      .replace(/[:,–—-]+$/, "");
    if (LANGUAGE_NAMES.test(fold(head)) && fold(head).length <= 25) {
      const rest = clean(words.slice(n).join(" "));
      return { name: head, level: unwrap(rest) };
    }
  }
  return undefined;
}

/** "(gute Kenntnisse (B1))" → "gute Kenntnisse (B1)"; "– fließend" → "fließend". */
function unwrap(level: string): string {
  let s = clean(level);
  if (s.startsWith("(") && s.endsWith(")")) s = s.slice(1, -1).trim();
  return clean(s);
}

/** Splits on commas and semicolons outside parentheses. */
function splitItems(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = "";
  for (const ch of text) {
    if (ch === "(") depth++;
    if (ch === ")") depth = Math.max(0, depth - 1);
    if ((ch === "," || ch === ";" || ch === "·" || ch === "|") && depth === 0) {
      items.push(current);
      current = "";
    } else current += ch;
  }
  items.push(current);
  return items.map((i) => i.trim()).filter((i) => i !== "");
}

/**
 * The legend of the CEFR grid, printed under Europass language tables ("Stufen: A1 und A2:
 * Elementare Sprachverwendung – B1 und B2: …", "Levels: A1 and A2: Basic user …", "Common European
 * Framework of Reference for Languages"): it names levels, never a language of the person. Folded.
 */
const CEFR_LEGEND =
  /\b[abc][12]\s+(?:und|and|&)\s+[abc][12]\b|sprachverwendung|referenzrahmen|framework of reference|\b(?:basic|independent|proficient) user\b/;

/** Languages with their printed level, from the lines of a languages section. */
export function extractLanguages(lines: Line[]): { name: string; level: string }[] {
  const found: { name: string; level: string }[] = [];
  for (const line of lines) {
    if (CEFR_LEGEND.test(fold(line.text))) continue;
    const labelled = labelColumn(line);
    if (labelled) {
      found.push(...labelled);
      continue;
    }
    const items = line.cells.length > 1 ? [line.cells.map((c) => c.text).join(" ")] : splitItems(line.text);
    for (const item of items) {
      const language = splitLanguage(item) ?? unlistedLanguage(line, item);
      const previous = found.at(-1);
      if (language) found.push(language);
      else if (previous && !previous.level) {
        // A sidebar puts the level on its own line under the language.
        const level = unwrap(item.replace(RATING_RE, " "));
        if (level) previous.level = level;
      }
    }
  }
  return found;
}

/** A language missing from the list, in two cells or before a dash, with a known level after it. */
function unlistedLanguage(line: Line, item: string): { name: string; level: string } | undefined {
  const parts =
    line.cells.length === 2
      ? line.cells.map((c) => clean(c.text))
      : clean(item.replace(RATING_RE, " ")).split(/\s+[–—-]\s+|\s*[:(]\s*/);
  const [name, level] = [parts[0] ?? "", unwrap(parts.slice(1).join(" ").replace(/\)$/, ""))];
  if (!UNLISTED_NAME.test(name) || !level || levelValue(level) === null) return undefined;
  if (levelValue(name) !== null) return undefined;
  return { name, level };
}

/** Labels that state the level of the languages after them ("Muttersprache: Deutsch"). */
const LEVEL_LABEL =
  /^(?:muttersprache\(?n?\)?|erstsprache|mother tongues?|mother tongue\(s\)|native languages?|first languages?)$/;
/** Labels that only say languages follow ("Weitere Sprachen", "Other languages"). */
const LIST_LABEL =
  /^(?:(?:weitere |andere )?(?:fremd)?sprach(?:en|e\(n\))|sprachkenntnisse|(?:other |foreign )?languages?|(?:other |foreign )?language\(s\)|language skills)$/;

/**
 * The label and value of a label row: two cells, "Label: value", or a label run into its value
 * without a gap ("Muttersprache Deutsch", "Other languages Swedish – Basic": one text run in the PDF).
 */
function labelAndValue(line: Line): [string, string] {
  const [first, ...rest] = line.cells;
  if (line.cells.length > 1 && first) return [first.text, rest.map((c) => c.text).join(", ")];
  const text = line.text.trim();
  const colon = /^([^:]{3,40}):\s*(.+)$/.exec(text);
  if (colon?.[1] && colon[2]) return [colon[1], colon[2]];
  const words = text.split(/\s+/);
  for (const n of [1, 2]) {
    const label = words.slice(0, n).join(" ");
    const value = words.slice(n).join(" ");
    const key = fold(label);
    if ((LEVEL_LABEL.test(key) || LIST_LABEL.test(key)) && splitLanguage(value)) return [label, value];
  }
  return ["", ""];
}

/** Whether a line starts with a language label ("Muttersprache", "Other languages", "Sprachen:"). */
export function hasLanguageLabel(line: Line): boolean {
  const key = fold(clean(labelAndValue(line)[0]))
    .replace(/:$/, "")
    .trim();
  return key !== "" && (LEVEL_LABEL.test(key) || LIST_LABEL.test(key));
}

/**
 * A Europass-style label column: "Muttersprache: Deutsch" or "Weitere Sprachen | Englisch (B2),
 * Spanisch (A2)". The label is a cell or the text before a colon.
 */
function labelColumn(line: Line): { name: string; level: string }[] | undefined {
  const [label, value] = labelAndValue(line);
  const key = fold(clean(label)).replace(/:$/, "").trim();
  const level = LEVEL_LABEL.test(key);
  if (!value || (!level && !LIST_LABEL.test(key))) return undefined;
  const items = splitItems(value)
    .map(splitLanguage)
    .filter((l) => l !== undefined);
  if (items.length === 0) return undefined;
  return items.map((l) => ({
    name: l.name,
    // Europass's "Muttersprache(n)" / "Mother tongue(s)": the level is the word without its plural mark.
    level: level ? l.level || clean(label.replace(/\((?:n|s)\)/, "")).replace(/:$/, "") : l.level,
  }));
}
