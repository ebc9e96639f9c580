import type { PreparedProfile } from "./profile.ts";
import type { Analysed } from "./skills.ts";
import { isStop } from "./vocabulary.ts";

// Content words an ad and a profile share: a good match shares about a third of the ad's words.
const FULL_OVERLAP = 0.35;

/** The ad's meaningful words (units), gathered once per ad. */
export function contentUnits(fields: readonly Analysed[]): Set<string> {
  const ad = new Set<string>();
  for (const f of fields) for (const u of f.units) if (!isStop(u.u) && u.u.length > 2) ad.add(u.u);
  return ad;
}

/** How much of the ad's vocabulary the profile's history, skills and education use too. */
export function experiencePart(profile: PreparedProfile, ad: ReadonlySet<string>): number {
  if (ad.size === 0) return 0;
  let shared = 0;
  for (const u of ad) if (profile.corpus.has(u)) shared++;
  return Math.min(1, shared / ad.size / FULL_OVERLAP);
}
