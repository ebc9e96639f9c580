import data from "./data/titles.json" with { type: "json" };
import { once } from "./once.ts";
import { PhraseIndex } from "./phrases.ts";
import { analyseField, findSkills, SKILLS } from "./skills.ts";
import { isStop, phraseUnits } from "./vocabulary.ts";

/** A job title as what it is (roles: developer, nurse …) and what about (topics: Java, Pflege …). */
export type TitleShape = { roles: Set<number>; topics: Map<string, string> };

/** The role groups' phrases, the related pairs and the noise words, built at their first use (once.ts). */
const roleTables = once(() => {
  const roles = new PhraseIndex<number>();
  data.roles.forEach((group, role) => {
    for (const alias of group) roles.add(phraseUnits(alias), role);
  });
  const roleIds = new Map(data.roles.map((group, role) => [group[0]!, role]));
  const related = new Set(
    data.related.flatMap(([a, b]) => {
      const x = roleIds.get(a!)!;
      const y = roleIds.get(b!)!;
      return [`${x}:${y}`, `${y}:${x}`];
    }),
  );
  const noise = new Set(data.noise.flatMap(phraseUnits));
  return { roles, related, noise };
});

/** The roles and topics of a title; the topics map a key to how the title spells it. */
export function titleShape(title: string): TitleShape {
  const a = analyseField("title", title);
  const tables = roleTables();
  const roles = new Set<number>();
  const covered = new Set<number>();
  for (const hit of tables.roles.find(a.units)) {
    roles.add(hit.value);
    for (let i = hit.from; i < hit.to; i++) covered.add(i);
  }
  const topics = new Map<string, string>();
  for (const [id, spot] of findSkills(a)) {
    const inside = a.units.flatMap((u, i) => (u.start >= spot.start && u.end <= spot.end ? [i] : []));
    // "Fachkraft für Lagerlogistik" is a role; its "Logistik" is not a second topic.
    if (inside.every((i) => covered.has(i))) continue;
    topics.set(skillTopic(id), SKILLS[id]!.name);
    for (const i of inside) covered.add(i);
  }
  a.units.forEach((u, i) => {
    if (!covered.has(i) && !isStop(u.u) && !tables.noise.has(u.u))
      topics.set(u.u, a.text.slice(u.start, u.end));
  });
  return { roles, topics };
}

/** The name of a role group, for reasons. */
export function roleName(role: number): string {
  return data.roles[role]![0]!;
}

function roleSimilarity(a: Set<number>, b: Set<number>): number {
  const { related } = roleTables();
  let best = 0;
  for (const x of a)
    for (const y of b) best = Math.max(best, x === y ? 1 : related.has(`${x}:${y}`) ? 0.6 : 0);
  return best;
}

/**
 * How much the titles' topics agree: the share of the job's topics the profile title names (or the
 * profile holds as a skill: "Machine Learning Engineer" for a data scientist who knows ML), and the
 * share of the profile title's topics the job names.
 */
function topicSimilarity(
  job: Map<string, string>,
  profile: Map<string, string>,
  held: ReadonlySet<string>,
): number {
  if (job.size === 0 && profile.size === 0) return 0;
  let covered = 0;
  for (const k of job.keys()) if (profile.has(k) || held.has(k)) covered++;
  let named = 0;
  for (const k of profile.keys()) if (job.has(k)) named++;
  const jobShare = job.size > 0 ? covered / job.size : 0;
  const profileShare = profile.size > 0 ? named / profile.size : jobShare;
  return (jobShare + profileShare) / 2;
}

/** How alike two titles are, 0..1: the same role counts most, shared topics refine it. */
export function titleSimilarity(
  job: TitleShape,
  profile: TitleShape,
  held: ReadonlySet<string> = new Set(),
): number {
  const topics = topicSimilarity(job.topics, profile.topics, held);
  if (job.roles.size > 0 && profile.roles.size > 0) {
    const roles = roleSimilarity(job.roles, profile.roles);
    // Two bare roles ("Koch" and "Cook") are alike as far as their roles are; the role counts most,
    // what the title adds ("Fintech App", "Intensivstation") refines it.
    return 0.75 * roles + 0.25 * (job.topics.size + profile.topics.size === 0 ? roles : topics);
  }
  if (job.topics.size === 0) return 0;
  return 0.75 * topics;
}

/** The topic key of a dictionary skill, as titles use it. */
export function skillTopic(id: number): string {
  return `skill:${id}`;
}

/** What two titles share, as the job title spells it (roles by their group name). */
export function sharedTerms(job: TitleShape, profile: TitleShape): string[] {
  const roles = [...job.roles].filter((r) => profile.roles.has(r)).map(roleName);
  const topics = [...job.topics].filter(([k]) => profile.topics.has(k)).map(([, v]) => v);
  return [...roles, ...topics];
}
