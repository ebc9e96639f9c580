import type { PreparedProfile } from "./profile.ts";
import { sharedTerms, skillTopic, type TitleShape, titleSimilarity } from "./titles.ts";
import type { FitReason } from "./types.ts";

/** The best likeness of the job title to the profile's title, wishes and positions. */
export function titlePart(
  profile: PreparedProfile,
  jobTitle: string,
  job: TitleShape,
): { value: number; reasons: FitReason[] } {
  const held = new Set([...profile.skills.keys()].map(skillTopic));
  let best: { value: number; t: PreparedProfile["titles"][number] } | undefined;
  for (const t of profile.titles) {
    const value = titleSimilarity(job, t.shape, held) * t.weight;
    if (!best || value > best.value) best = { value, t };
  }
  const reason: FitReason = {
    type: "title",
    job_title: jobTitle,
    profile_title: best?.t.text ?? null,
    source: best?.t.source ?? null,
    similarity: Math.round((best?.value ?? 0) * 100) / 100,
    shared: best ? sharedTerms(job, best.t.shape) : [],
  };
  return { value: best?.value ?? 0, reasons: [reason] };
}
