import type { PreparedProfile } from "./profile.ts";
import { type Analysed, findLiteral, findSkills, SKILLS } from "./skills.ts";
import type { AdSpot } from "./spots.ts";
import type { FitReason } from "./types.ts";

// Soft skills ("Teamfähigkeit") are in almost every ad and say little about the fit: one the profile
// names counts a little, one it does not name is no gap (profiles rarely list them), so it is neither
// counted against the profile nor reported as missing.
const SOFT_WEIGHT = 0.4;
// A skill named in the job title is central to the job.
const TITLE_WEIGHT = 1.5;

/** How much a skill counts at a level: having it at all matters most, the level refines. */
function levelFactor(level: number): number {
  return 0.7 + 0.3 * Math.min(1, Math.max(0, level / 100));
}

/** The dictionary skills an ad names (title first), each with the spot of its first mention. */
export function askedSkills(fields: readonly Analysed[]): Map<number, AdSpot> {
  const asked = new Map<number, AdSpot>();
  for (const f of fields) for (const [id, spot] of findSkills(f)) if (!asked.has(id)) asked.set(id, spot);
  return asked;
}

/**
 * The share of what the ad asks for that the profile has (weighted by importance and level),
 * or undefined when the ad names no skill the dictionary or the profile knows.
 * Adding a matching skill to a profile can only raise it.
 */
export function skillPart(
  profile: PreparedProfile,
  fields: readonly Analysed[],
  asked: ReadonlyMap<number, AdSpot>,
): { value: number | undefined; have: number; total: number; reasons: FitReason[] } {
  const reasons: FitReason[] = [];
  let have = 0;
  let total = 0;
  for (const [id, where] of asked) {
    const skill = SKILLS[id]!;
    const held = profile.skills.get(id);
    if (skill.category === "soft" && !held) continue;
    const weight =
      (skill.category === "soft" ? SOFT_WEIGHT : 1) * (where.field === "title" ? TITLE_WEIGHT : 1);
    total += weight;
    if (held) {
      have += weight * levelFactor(held.level);
      reasons.push({
        type: "skill_matched",
        skill: skill.name,
        profile_skill: held.name,
        source: held.source,
        level: held.level,
        where,
      });
    } else {
      reasons.push({ type: "skill_missing", skill: skill.name, category: skill.category, where });
    }
  }
  for (const l of profile.literal) {
    const where = fields.map((f) => findLiteral(f, l.units)).find(Boolean);
    if (!where) continue;
    // Counted on both sides at its level, so a literal match never lowers the share.
    const weight = levelFactor(l.level) * (where.field === "title" ? TITLE_WEIGHT : 1);
    have += weight;
    total += weight;
    reasons.push({
      type: "skill_matched",
      skill: l.name,
      profile_skill: l.name,
      source: "skills",
      level: l.level,
      where,
    });
  }
  return { value: total > 0 ? have / total : undefined, have, total, reasons };
}
