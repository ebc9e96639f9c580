import languages from "./data/languages.json" with { type: "json" };
import skills from "./data/skills.json" with { type: "json" };
import titles from "./data/titles.json" with { type: "json" };
import words from "./data/words.json" with { type: "json" };
import { once } from "./once.ts";
import { fold, stem, type Token, tokenize } from "./text.ts";

/** A meaning-bearing unit of a text: one word, or one part of a split compound. */
export type Unit = { u: string; token: number; start: number; end: number; sentence: number };

/**
 * The vocabulary's tables, built at their first use (once.ts). canonical: every form of a word in the
 * "same" groups points to its group's first entry, folded and stemmed, so "Entwicklung", "development"
 * and "develop" become one unit. known: words of any vocabulary; compound parts must be one of these (or
 * a form of one).
 */
const tables = once(() => {
  const canonical = new Map<string, string>();
  const known = new Set<string>();
  // Stems of different words can meet ("care" and "car" both stem to "car"): a word form wins over
  // a stem, and a stem two groups share belongs to neither.
  const ambiguous = new Set<string>();
  const stems = new Map<string, string>();
  for (const group of words.same) {
    const head = fold(group[0]!);
    for (const form of group) {
      canonical.set(fold(form), head);
      const k = key(form);
      if (stems.has(k) && stems.get(k) !== head) ambiguous.add(k);
      else stems.set(k, head);
    }
  }
  for (const [k, head] of stems) if (!ambiguous.has(k) && !canonical.has(k)) canonical.set(k, head);
  const vocabularyPhrases = [
    ...skills.skills.flatMap((s) => [s.name, ...s.aliases]),
    ...titles.roles.flat(),
    ...Object.values(languages.languages).flat(),
    ...Object.values(languages.levels).flat(),
  ];
  for (const phrase of vocabularyPhrases) {
    for (const t of tokenize(phrase)) {
      const f = fold(t.surface);
      if (!canonical.has(f)) known.add(stem(f));
    }
  }
  return { canonical, known };
});

function key(word: string): string {
  return stem(fold(word));
}

function lookup(word: string): string | undefined {
  const { canonical, known } = tables();
  const direct = canonical.get(word) ?? canonical.get(stem(word));
  if (direct) return direct;
  if (known.has(word) || known.has(stem(word))) return stem(word);
  // Feminine forms (Entwicklerin, Beraterinnen) mean the same role as the base word.
  const base = word.endsWith("innen") ? word.slice(0, -5) : word.endsWith("in") ? word.slice(0, -2) : "";
  if (base.length >= 4) return canonical.get(base) ?? (known.has(base) ? base : undefined);
  return undefined;
}

/** A compound as known parts (Projekt|management, Entwicklungs|umgebung), or undefined. */
function split(word: string, depth: number): string[] | undefined {
  const whole = lookup(word);
  const { canonical } = tables();
  // A translated word stays whole (Datenbank → database); a compound of known parts is split even
  // when a vocabulary lists it whole, so "Projektmanagement" meets "project management".
  if (whole && (canonical.has(word) || canonical.has(stem(word)))) return [whole];
  const parts = depth <= 3 && word.length >= 6 ? splitParts(word, depth) : undefined;
  return parts ?? (whole ? [whole] : undefined);
}

function splitParts(word: string, depth: number): string[] | undefined {
  for (let i = word.length - 3; i >= 3; i--) {
    const head = word.slice(0, i);
    // German joins parts with a linking s or n (Entwicklungs-, Kranken-).
    const h = lookup(head) ?? (/[sn]$/.test(head) && head.length > 4 ? lookup(head.slice(0, -1)) : undefined);
    if (!h) continue;
    const rest = split(word.slice(i), depth + 1);
    if (rest) return [h, ...rest];
  }
  return undefined;
}

const cache = new Map<string, string[]>();
const CACHE_LIMIT = 50_000;

/** The units of one word: its canonical form, the parts of a known compound, or its stem. */
export function unitsOf(surface: string): string[] {
  const word = fold(surface);
  const hit = cache.get(word);
  if (hit) return hit;
  const direct = /^[a-z]+$/.test(word) ? split(word, 0) : [lookup(word) ?? stem(word)];
  const units = direct ?? [stem(word)];
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(word, units);
  return units;
}

// A German compound part left open with a hyphen before "und", "oder", "bzw.", "sowie", "&" or a comma
// ("Grund- und Behandlungspflege", "Lager- oder Logistikerfahrung") shares the next word's last part.

/** The last part of a compound as written ("pflege" of "Behandlungspflege"), or undefined. */
function lastPart(word: string): string | undefined {
  const units = unitsOf(word);
  if (units.length < 2) return undefined;
  const last = units.at(-1);
  for (let i = 1; i <= word.length - 3; i++) {
    const tail = word.slice(i);
    const tailUnits = unitsOf(tail);
    if (tailUnits.length === 1 && tailUnits[0] === last) return tail;
  }
  return undefined;
}

/** The units of a word, completed when it is an open compound part ("Grund-" of "Grund- und Behandlungspflege"). */
function wordUnits(text: string, tokens: readonly Token[], i: number): string[] {
  const t = tokens[i]!;
  if (text[t.end] === "-" && /^\p{L}+$/u.test(t.surface)) {
    const a = tokens[i + 1];
    const b = tokens[i + 2];
    const gap = a ? text.slice(t.end, a.start) : "";
    let target: Token | undefined;
    if (a && /^-\s*[,&]\s*$/.test(gap)) target = a;
    else if (a && b && /^-\s+$/.test(gap) && /^(und|oder|bzw|sowie|and|or)$/i.test(a.surface)) target = b;
    const tail = target && lastPart(target.surface);
    if (tail) return unitsOf(`${t.surface}${tail}`);
  }
  return unitsOf(t.surface);
}

/** The units of a text, each pointing back to its word's offsets. */
export function analyze(text: string): { tokens: Token[]; units: Unit[] } {
  const tokens = tokenize(text);
  const units: Unit[] = [];
  tokens.forEach((t, i) => {
    for (const u of wordUnits(text, tokens, i)) {
      units.push({ u, token: i, start: t.start, end: t.end, sentence: t.sentence });
    }
  });
  return { tokens, units };
}

/** The units of a vocabulary phrase, as a key ("project management" → "project manag"). */
export function phraseUnits(phrase: string): string[] {
  return analyze(phrase).units.map((x) => x.u);
}

const stopUnits = once(() => new Set(words.stop.flatMap((w) => unitsOf(w))));

/** True for words that carry no meaning for the fit ("und", "the", "Aufgaben"). */
export function isStop(unit: string): boolean {
  return stopUnits().has(unit) || unit.length < 2 || /^\d+$/.test(unit);
}
