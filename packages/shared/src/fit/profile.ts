import { foldSameLength } from "./ad-terms.ts";
import { isNationwide } from "./conditions.ts";
import { languageCode } from "./languages.ts";
import { experienceYears } from "./seniority.ts";
import { analyseField, findSkills, impliedSkills, resolveSkillName } from "./skills.ts";
import { type TitleShape, titleShape } from "./titles.ts";
import type { FitProfile } from "./types.ts";
import { analyze, isStop } from "./vocabulary.ts";

type Source = "skills" | "qualifications" | "work_history" | "title";
type Held = { name: string; level: number; source: Source };
type TitleSource = "title" | "profiletitle" | "searching" | "position";

/** A profile analysed once, so that scoring it against many ads repeats no text work. */
export type PreparedProfile = {
  titles: { text: string; shape: TitleShape; source: TitleSource; weight: number }[];
  /** Dictionary skills the profile has, by id, at the best level any entry gives. */
  skills: Map<number, Held>;
  /** Profile skills the dictionary does not know, looked for word by word. */
  literal: { name: string; units: string[]; level: number }[];
  /** Every meaningful unit of the profile's titles, skills, history and education. */
  corpus: Set<string>;
  /** Entries that can show a qualification (titles, positions, education, qualifications), with their units. */
  credentials: { text: string; folded: string; units: Set<string> }[];
  languages: Map<string, number>;
  /** False when the profile lists no languages: only its CV language is assumed, others unknown. */
  languagesListed: boolean;
  places: string[];
  postcode: string;
  nationwide: boolean;
  remoteOnly: boolean;
  freelance: boolean;
  /** Years of experience from dated work entries; null when none is dated. */
  years: number | null;
};

// Skills only seen in the work history or soft-skill list count as intermediate.
const IMPLIED_LEVEL = 50;
// Without a languages list, the CV's own language is taken as spoken well.
const ASSUMED_LEVEL = 75;

/** Records a skill and what it implies (PostgreSQL → SQL), each at the best level seen. */
function hold(skills: Map<number, Held>, id: number, held: Held) {
  for (const each of [id, ...impliedSkills(id)]) {
    const before = skills.get(each);
    if (!before || held.level > before.level) skills.set(each, held);
  }
}

/** Analyses a profile once; score it against many ads with `scoreFit`. */
export function prepareFitProfile(p: FitProfile, today: Date = new Date()): PreparedProfile {
  const titles: PreparedProfile["titles"] = [];
  const addTitle = (text: string | undefined, source: TitleSource, weight: number) => {
    if (text?.trim()) titles.push({ text, shape: titleShape(text), source, weight });
  };
  addTitle(p.title, "title", 1);
  addTitle(p.profiletitle, "profiletitle", 0.9);
  for (const s of p._searching ?? []) addTitle(s.name, "searching", 1);
  for (const w of p.workexperiences ?? []) addTitle(w.position_name, "position", w.current ? 0.95 : 0.85);

  const skills = new Map<number, Held>();
  const literal: PreparedProfile["literal"] = [];
  for (const s of p.skills ?? []) {
    const level = s.percentage ?? IMPLIED_LEVEL;
    const { ids, literal: units } = resolveSkillName(s.name);
    for (const id of ids) hold(skills, id, { name: s.name, level, source: "skills" });
    if (units.length > 0) literal.push({ name: s.name, units, level });
  }
  for (const q of p.qualifications ?? []) {
    for (const id of resolveSkillName(q.name).ids)
      hold(skills, id, { name: q.name, level: IMPLIED_LEVEL, source: "qualifications" });
  }
  const history = (p.workexperiences ?? []).flatMap((w) => [
    w.position_name,
    w.description ?? "",
    ...(w.job_tasks ?? []).map((t) => t.description),
  ]);
  // A title ("Softwareentwicklerin", "Finanzbuchhalter") shows the skill of the trade.
  for (const t of titles.filter((x) => x.source !== "position")) {
    for (const id of findSkills(analyseField("title", t.text)).keys())
      hold(skills, id, { name: t.text, level: IMPLIED_LEVEL, source: "title" });
  }
  for (const text of history) {
    for (const id of findSkills(analyseField("description", text)).keys()) {
      hold(skills, id, {
        name: text.length > 80 ? `${text.slice(0, 77)}…` : text,
        level: IMPLIED_LEVEL,
        source: "work_history",
      });
    }
  }

  const corpusTexts = [
    p.title,
    p.profiletitle,
    ...(p._searching ?? []).map((s) => s.name),
    ...(p.skills ?? []).map((s) => s.name),
    ...(p.qualifications ?? []).map((q) => q.name),
    ...history,
    ...(p.educations ?? []).flatMap((e) => [e.name ?? "", e.subject_area ?? ""]),
  ];
  const corpus = new Set<string>();
  for (const text of corpusTexts)
    for (const u of analyze(text ?? "").units) if (!isStop(u.u)) corpus.add(u.u);

  const credentialTexts = [
    ...titles.map((t) => t.text),
    ...(p.qualifications ?? []).map((q) => q.name),
    ...(p.educations ?? []).map((e) => [e.name, e.subject_area].filter(Boolean).join(", ")),
  ];
  const credentials = credentialTexts
    .filter((text) => text.trim())
    .map((text) => ({
      text,
      folded: foldSameLength(text),
      units: new Set(
        analyze(text)
          .units.map((u) => u.u)
          .filter((u) => !isStop(u)),
      ),
    }));

  const languages = new Map<string, number>();
  for (const l of p.languages ?? []) {
    const code = languageCode(l.name);
    if (code) languages.set(code, Math.max(languages.get(code) ?? 0, l.level ?? IMPLIED_LEVEL));
  }
  const languagesListed = languages.size > 0;
  if (!languagesListed && p.profile_language) languages.set(p.profile_language, ASSUMED_LEVEL);

  const places = [p.city ?? "", ...(p.einsatz_orte ?? "").split(/[,;/\n]|\bund\b|\band\b/)]
    .map((s) => s.trim())
    .filter((s) => s.length >= 2);
  return {
    titles,
    skills,
    literal,
    corpus,
    credentials,
    languages,
    languagesListed,
    places,
    postcode: (p.postcode ?? "").trim(),
    nationwide: isNationwide(p.einsatz_orte ?? ""),
    remoteOnly: p.remote_only ?? false,
    freelance: p.freelance ?? false,
    years: experienceYears(p.workexperiences ?? [], today),
  };
}
