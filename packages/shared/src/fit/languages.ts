import data from "./data/languages.json" with { type: "json" };
import { PhraseIndex } from "./phrases.ts";
import type { Analysed } from "./skills.ts";
import { type AdSpot, spotOf } from "./spots.ts";
import { fold } from "./text.ts";
import { analyze, phraseUnits } from "./vocabulary.ts";

/** A language an ad asks for, on the profile scale (25 … 100). */
export type LanguageNeed = {
  language: string;
  level: number;
  optional: boolean;
  /** True when the ad does not say it, but is written in that language. */
  implied: boolean;
  where: AdSpot | null;
};

type Cue = { kind: "language"; code: string } | { kind: "level"; level: number } | { kind: "optional" };

const CUES = new PhraseIndex<Cue>();
for (const [code, names] of Object.entries(data.languages)) {
  for (const n of names) CUES.add(phraseUnits(n), { kind: "language", code });
}
for (const [level, phrases] of Object.entries(data.levels)) {
  for (const p of phrases) CUES.add(phraseUnits(p), { kind: "level", level: Number(level) });
}
for (const p of data.optional) CUES.add(phraseUnits(p), { kind: "optional" });
// Words that make a mention a requirement even without a level ("Deutschkenntnisse", "English skills").
const NEED_WORDS = new Set(
  ["knowledge", "language", "skill", "speak", "spoken", "written", "sprechen", "schrift"].flatMap(
    phraseUnits,
  ),
);
const DEFAULT_LEVEL = 50;

/** The ad's explicit language requirements, one per language (the highest level asked). */
export function languageNeeds(a: Analysed): LanguageNeed[] {
  const hits = CUES.find(a.units);
  const needs = new Map<string, LanguageNeed>();
  for (const hit of hits) {
    if (hit.value.kind !== "language") continue;
    const sentence = a.units[hit.from]!.sentence;
    const same = hits.filter((h) => a.units[h.from]!.sentence === sentence);
    // The nearest level word of the sentence applies ("sehr gute Deutsch- und gute Englischkenntnisse").
    let level: number | undefined;
    let distance = Number.POSITIVE_INFINITY;
    for (const h of same) {
      if (h.value.kind !== "level") continue;
      const d = Math.abs(h.from - hit.from);
      if (d < distance) [level, distance] = [h.value.level, d];
    }
    const optional = same.some((h) => h.value.kind === "optional");
    // A mention is a requirement only with a level, an optional mark or a word like "Kenntnisse";
    // "our German customers" asks for nothing.
    const cue = optional || a.units.some((u) => u.sentence === sentence && NEED_WORDS.has(u.u));
    if (level === undefined && !cue) continue;
    const need: LanguageNeed = {
      language: hit.value.code,
      level: level ?? DEFAULT_LEVEL,
      optional,
      implied: false,
      where: spotOf(a.field, a.text, a.units, hit.from, hit.to),
    };
    const before = needs.get(need.language);
    if (!before || need.level > before.level) needs.set(need.language, need);
  }
  return [...needs.values()];
}

const DETECT = Object.fromEntries(Object.entries(data.detect).map(([code, ws]) => [code, new Set(ws)]));

/** The language an ad is written in (de or en), by counting their most common words. */
export function detectLanguage(text: string): "de" | "en" | undefined {
  let de = 0;
  let en = 0;
  for (const w of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
    if (DETECT.de!.has(w)) de++;
    if (DETECT.en!.has(w)) en++;
  }
  if (de === en) return undefined;
  return de > en ? "de" : "en";
}

/** The language code a profile's language name means ("Deutsch", "English (native)"), if known. */
export function languageCode(name: string): string | undefined {
  const units = analyze(name).units;
  for (const hit of CUES.find(units)) if (hit.value.kind === "language") return hit.value.code;
  const bare = fold(name.trim());
  return bare in data.languages ? bare : undefined;
}
