import type { LanguageNeed } from "./languages.ts";
import type { PreparedProfile } from "./profile.ts";
import type { FitReason } from "./types.ts";

// A German ad expects some German even when it does not say so; an English one some English.
const IMPLIED_LEVEL = 50;
const OPTIONAL_WEIGHT = 0.5;
const UNKNOWN_SHARE = 0.5;

/** Whether the profile speaks what the ad asks for (or, unsaid, the language the ad is in). */
export function languagePart(
  profile: PreparedProfile,
  asked: readonly LanguageNeed[],
  adLanguage: "de" | "en",
): { value: number; reasons: FitReason[]; unspoken: boolean } {
  const needs: LanguageNeed[] = [...asked];
  if (!needs.some((n) => n.language === adLanguage)) {
    needs.push({ language: adLanguage, level: IMPLIED_LEVEL, optional: false, implied: true, where: null });
  }
  let have = 0;
  let total = 0;
  let unspoken = false;
  const reasons: FitReason[] = [];
  const seen = new Set<string>();
  for (const n of needs) {
    if (seen.has(n.language)) continue;
    seen.add(n.language);
    const level = profile.languages.get(n.language) ?? 0;
    const weight = n.optional ? OPTIONAL_WEIGHT : 1;
    // A profile without a languages list may speak it or not: half credit, no penalty.
    const unknown = level === 0 && !profile.languagesListed;
    total += weight;
    have += weight * (unknown ? UNKNOWN_SHARE : Math.min(1, level / n.level));
    if (level === 0 && !n.optional && !unknown) unspoken = true;
    reasons.push({
      type: "language",
      language: n.language,
      required_level: n.level,
      profile_level: level,
      met: level >= n.level,
      optional: n.optional,
      implied: n.implied,
      where: n.where,
    });
  }
  return { value: total > 0 ? have / total : 1, reasons, unspoken };
}
