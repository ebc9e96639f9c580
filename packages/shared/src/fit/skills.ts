import data from "./data/skills.json" with { type: "json" };
import { once } from "./once.ts";
import { PhraseIndex } from "./phrases.ts";
import { type AdSpot, spotOf } from "./spots.ts";
import type { Token } from "./text.ts";
import { analyze, isStop, type Unit } from "./vocabulary.ts";

export type SkillEntry = { id: number; name: string; category: string };

/** The skills dictionary (data/skills.json) as entries addressed by index. */
export const SKILLS: readonly SkillEntry[] = data.skills.map((s, id) => ({
  id,
  name: s.name,
  category: s.category,
}));

/** The skills' phrases as units, built at their first use (once.ts). */
const phraseIndex = once(() => {
  const index = new PhraseIndex<number>();
  data.skills.forEach((s, id) => {
    const exact = (s as { exact?: string[] }).exact ?? [];
    // A name that is only safe case-sensitively ("Go") is left to exactSpellings below.
    const phrases = exact.includes(s.name) ? s.aliases : [s.name, ...s.aliases];
    for (const phrase of phrases)
      index.add(
        analyze(phrase).units.map((x) => x.u),
        id,
      );
  });
  return index;
});
// Spellings that are ordinary words in lower case ("Go", "R"): matched case-sensitively on the word.
const exactSpellings = once(() => {
  const exact = new Map<string, number>();
  data.skills.forEach((s, id) => {
    for (const e of (s as { exact?: string[] }).exact ?? []) exact.set(e, id);
  });
  return exact;
});

const idByName = once(() => new Map(data.skills.map((s, id) => [s.name, id])));
/** Skills that having a skill shows, by id ("MS Office" → Excel, Word …), followed transitively. */
export function impliedSkills(id: number, seen = new Set<number>()): Set<number> {
  for (const name of (data.skills[id] as { implies?: string[] }).implies ?? []) {
    const other = idByName().get(name);
    if (other === undefined || seen.has(other)) continue;
    seen.add(other);
    impliedSkills(other, seen);
  }
  return seen;
}

/** A text analysed once: its words and units, kept with the text for spots. */
export type Analysed = { field: AdSpot["field"]; text: string; tokens: Token[]; units: Unit[] };

/**
 * `read`, when given, is the text with some words blanked (same length, see ad-terms.ts): its words are
 * analysed, while spots still quote the original text.
 */
export function analyseField(field: AdSpot["field"], text: string, read: string = text): Analysed {
  return { field, text, ...analyze(read) };
}

/** The dictionary skills a text names, each with the spot of its first mention. */
export function findSkills(a: Analysed): Map<number, AdSpot> {
  const found = new Map<number, AdSpot>();
  for (const hit of phraseIndex().find(a.units)) {
    if (!found.has(hit.value)) found.set(hit.value, spotOf(a.field, a.text, a.units, hit.from, hit.to));
  }
  const exact = exactSpellings();
  a.tokens.forEach((t, i) => {
    const id = exact.get(t.surface);
    // "R&D" and "C-Level" are not the languages R and C.
    const neighbours = `${a.text[t.start - 1] ?? ""}${a.text[t.end] ?? ""}`;
    if (id === undefined || found.has(id) || /[&-]/.test(neighbours)) return;
    const u = a.units.findIndex((x) => x.token === i);
    if (u >= 0) found.set(id, spotOf(a.field, a.text, a.units, u, u + 1));
  });
  return found;
}

/** What a profile's skill name means: dictionary skills, or else its own words to look for. */
export function resolveSkillName(name: string): { ids: number[]; literal: string[] } {
  const a = analyseField("description", name);
  const ids = [...findSkills(a).keys()];
  const literal = ids.length > 0 ? [] : a.units.map((x) => x.u).filter((u) => !isStop(u));
  return { ids, literal };
}

/** The first place where the units appear in this order, as a spot. */
export function findLiteral(a: Analysed, literal: readonly string[]): AdSpot | undefined {
  if (literal.length === 0) return undefined;
  for (let i = 0; i + literal.length <= a.units.length; i++) {
    if (literal.every((u, k) => a.units[i + k]!.u === u))
      return spotOf(a.field, a.text, a.units, i, i + literal.length);
  }
  return undefined;
}
