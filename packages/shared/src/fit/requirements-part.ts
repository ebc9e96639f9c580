import type { AdTerms, FoundQualification, QualificationKind } from "./ad-terms.ts";
import type { PreparedProfile } from "./profile.ts";
import type { FitReason } from "./types.ts";
import { analyze, isStop } from "./vocabulary.ts";

// Entries that show a kind of qualification when the ad names no subject (or the profile names the
// qualification without its subject: "Examen", "Approbation").
const EVIDENCE: Record<QualificationKind, RegExp> = {
  vocational:
    /ausbildung|apprentice|examen|examiniert|gesell|facharbeiter|berufsabschluss|vocational|\bihk\b|\bhwk\b|meister|studium|bachelor|master|diplom|degree/,
  degree:
    /studium|bachelor|master|diplom|degree|\bb\.? ?(?:sc|a|eng)\b|\bm\.? ?(?:sc|a|eng)\b|universit|hochschule|\bphd\b|promotion|staatsexamen|magister|\bmba\b/,
  master_craftsman: /meister|master craftsman/,
  state_recognition: /staatlich|examen|examiniert|state[- ](?:registered|recogni|certified)|\bregistered\b/,
  licence_to_practise: /approbation|licen[cs]e to practi/,
};

/**
 * The ad's alternatives ("Pflegefachkraft, Gesundheits- und Krankenpfleger/in oder Altenpfleger/in");
 * "und" splits too, so "degree in English and a teaching qualification" is met by a degree in English.
 */
function alternatives(subject: string): Set<string>[] {
  return subject
    .split(/,|\/(?!-)|\s+(?:oder|or|bzw\.?|beziehungsweise|und|and|sowie)\s+/)
    .map(
      (part) =>
        new Set(
          analyze(part)
            .units.map((u) => u.u)
            .filter((u) => !isStop(u) && u.length > 2),
        ),
    )
    .filter((units) => units.size > 0);
}

// The alternatives of each subject, analysed once per text (an ad is scored against many profiles).
const alternativesCache = new Map<string, Set<string>[]>();
function alternativesOf(subject: string): Set<string>[] {
  let found = alternativesCache.get(subject);
  if (!found) {
    if (alternativesCache.size >= 5_000) alternativesCache.clear();
    found = alternatives(subject);
    alternativesCache.set(subject, found);
  }
  return found;
}

/** The profile entry that shows the qualification, or null. */
function shownBy(profile: PreparedProfile, q: FoundQualification): string | null {
  if (q.subject) {
    for (const alt of alternativesOf(q.subject)) {
      for (const entry of profile.credentials) {
        let shared = 0;
        for (const u of alt) if (entry.units.has(u)) shared++;
        // Half of the alternative's words: "Gesundheits- und Krankenpfleger" meets "Krankenpflegerin".
        if (shared > 0 && shared * 2 >= alt.size) return entry.text;
      }
    }
    // A named subject the profile does not show is not met by a qualification in something else,
    // except for a kind that itself is the subject ("Approbation als Ärztin", "Meister").
    if (q.kind === "vocational" || q.kind === "degree") return null;
  }
  return profile.credentials.find((entry) => EVIDENCE[q.kind].test(entry.folded))?.text ?? null;
}

// A qualification in a named trade ("Ausbildung als Fachkraft für Lagerlogistik") counts in the skill
// share like one skill; a bare "abgeschlossene Berufsausbildung" half as much.
const SUBJECT_WEIGHT = 1;
const BARE_WEIGHT = 0.5;

/** What the ad's qualifications add to the skill share: the weight met and the weight asked. */
export function qualificationTally(reasons: readonly FitReason[]): { have: number; total: number } {
  let have = 0;
  let total = 0;
  for (const r of reasons) {
    if (r.type !== "qualification") continue;
    const weight = r.subject ? SUBJECT_WEIGHT : BARE_WEIGHT;
    total += weight;
    if (r.met) have += weight;
  }
  return { have, total };
}

/** One reason for each qualification, condition and restriction of the ad (each kind once). */
export function requirementReasons(profile: PreparedProfile, terms: AdTerms): FitReason[] {
  const reasons: FitReason[] = [];
  const seen = new Set<string>();
  for (const q of terms.qualifications) {
    const key = `${q.kind}:${q.subject ?? ""}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const entry = shownBy(profile, q);
    reasons.push({
      type: "qualification",
      kind: q.kind,
      subject: q.subject,
      met: entry !== null,
      profile_entry: entry,
      where: q.where,
    });
  }
  for (const c of terms.conditions) {
    if (seen.has(c.kind)) continue;
    seen.add(c.kind);
    reasons.push({ type: "condition", kind: c.kind, where: c.where });
  }
  for (const r of terms.restrictions) {
    if (seen.has(r.kind)) continue;
    seen.add(r.kind);
    reasons.push({ type: "restriction", kind: r.kind, where: r.where });
  }
  return reasons;
}
