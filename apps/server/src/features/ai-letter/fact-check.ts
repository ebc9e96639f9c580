import {
  type AiLetterResult,
  type AiPassage,
  analyseField,
  findSkills,
  impliedSkills,
  SKILLS,
} from "@jah/shared";
import type { LetterContext } from "./context.ts";
import { findNames } from "./names.ts";
import { type Corpus, corpusOf, mentions } from "./words.ts";

type Flag = AiLetterResult["flagged"][number];

/** What the letter's claims are checked against: the user's profile, the application (the ad) and their own text. */
export type FactSources = Pick<LetterContext, "profile" | "application"> & { ownLetter: string };

const YEAR = /\b(19[5-9]\d|20\d\d)\b/g;
const NUMBER_WORDS: Record<string, number> = {
  ein: 1,
  einem: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
  elf: 11,
  zwölf: 12,
  fünfzehn: 15,
  zwanzig: 20,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
};
const EXPERIENCE =
  /\b(\d{1,2}|[a-zäöüß]+)\s*\+?\s*-?\s*(?:jährige[nrms]?|Jahre[n]?|years?)\b[^.\n]{0,40}?\b(Berufserfahrung|Erfahrung|experience|Berufsjahre|im Beruf)/giu;

/** Degrees by family: how a letter names one, and how a profile that holds one would show it. */
const DEGREES: { label: string; claim: RegExp; holds: RegExp }[] = [
  {
    label: "Bachelor",
    claim: /\bBachelor\p{L}*|\bB\.\s?(?:Sc|A|Eng|Ed)\.|\bBSc\b/gu,
    holds: /bachelor|\bB\.?\s?(Sc|A|Eng|Ed)\b/i,
  },
  {
    label: "Master",
    claim:
      /(?<!Scrum[\s-]?)\bMaster(?:s|studium|abschluss|arbeit|'s)?\b(?![\s-]?(?:Data|plan|class))|\bM\.\s?(?:Sc|A|Eng|Ed)\.|\bMSc\b/gu,
    holds: /(?<!scrum[\s-]?)master|\bM\.?\s?(Sc|A|Eng|Ed)\b/i,
  },
  { label: "MBA", claim: /\bMBA\b/gu, holds: /\bMBA\b/i },
  {
    label: "Diplom",
    claim: /\bDiplom(?!at)\p{L}*|\bDipl\.(?:-?\s?\p{L}+\.?)?/gu,
    holds: /diplom(?!at)|\bdipl\./i,
  },
  {
    label: "Doctorate",
    claim:
      /\bPh\.?\s?D\b|\bPromotion\b|\bpromoviert\p{L}*|\bDoktor(?:arbeit|grad|titel)?\b|\bdoctorate\b|(?<!(?:Frau|Herr|Ms|Mr|Mrs|Dear)\s+)\bDr\.(?=\s*(?:rer|phil|ing|med|\p{Lu}))/gu,
    holds: /\bph\.?\s?d\b|promotion|promoviert|doktor|doctorate|\bdr\./i,
  },
  {
    label: "Ausbildung",
    claim: /\b(?:Berufsausbildung|Ausbildung|ausgebildete[nrms]?|apprenticeship)\b/giu,
    holds: /ausbild|apprentice|\bIHK\b|fachinformatiker|kauf(frau|mann)|geselle/i,
  },
  {
    label: "Abitur",
    claim: /\b(?:Abitur|Fachabitur|Fachhochschulreife|Hochschulreife|A-levels?)\b/gu,
    holds: /abitur|hochschulreife|a-level/i,
  },
  { label: "Staatsexamen", claim: /\bStaatsexamens?\b/gu, holds: /staatsexamen/i },
  {
    label: "Meister",
    claim: /\b(?:Meisterbrief|Meisterprüfung|Meistertitel|Handwerksmeister\p{L}*)\b/gu,
    holds: /meister(?!.*scrum)/i,
  },
];

const CERT_ACRONYM =
  /\b(?:PMP|PSM\s?I{1,3}|CSM|ITIL(?:\s?v?\d)?|CISSP|CISA|CISM|PRINCE2|ISTQB|CCNA|CCNP|TOEFL|IELTS|CFA|ACCA|IPMA|CKA|CKAD|LPIC(?:-?\d)?|MCSE|MCSA|TOGAF|Six Sigma)\b/gu;
const CERT_PHRASE =
  /\b(?:zertifizierte[nrms]?|certified|Zertifikat|Zertifizierung|certificate|certification)\s+(?:(?:als|in|zum|zur|as|for|im|of)\s+)?((?:[\p{L}\d+#.-]+\s?){1,3})/giu;

const spanOf = (m: RegExpMatchArray, text = m[0]): AiPassage => ({
  start: m.index!,
  end: m.index! + text.length,
});

/**
 * The claims of a new letter that the user's facts do not hold, found by rules, not by a model:
 * skills (the fit vocabulary; soft skills are opinions, not facts), years and years of experience,
 * degrees, certificates, and names of employers, schools and other organisations.
 */
export function checkFacts(letter: string, sources: FactSources, now = new Date()): Flag[] {
  const profileText = profileTextOf(sources.profile);
  const adText = [
    sources.application.job_title,
    sources.application.hireing_company,
    sources.application.location,
    sources.application.job_description,
    sources.application.recipient_name,
  ].join("\n");
  const own = `${profileText}\n${sources.ownLetter}`;
  const known: Corpus = corpusOf(`${own}\n${adText}`);
  const flags: Flag[] = [];
  const add = (flag: Flag) => {
    const same = flags.find(
      (f) => f.kind === flag.kind && f.claim.toLowerCase() === flag.claim.toLowerCase(),
    );
    if (same) same.passages.push(...flag.passages);
    else flags.push(flag);
  };

  // Skills: the vocabulary's, and what the profile shows implies (MS Office → Excel).
  const letterSkills = findSkills(analyseField("description", letter));
  const held = new Set(findSkills(analyseField("description", own)).keys());
  for (const id of [...held]) for (const implied of impliedSkills(id)) held.add(implied);
  const asked = new Set(findSkills(analyseField("description", adText)).keys());
  const skillSpans: AiPassage[] = [];
  // The job title as the letter quotes it ("als Backend Developer") claims nothing.
  const quoted = occurrences(letter, sources.application.job_title);
  for (const [id, spot] of letterSkills) {
    skillSpans.push({ start: spot.start, end: spot.end });
    const skill = SKILLS[id]!;
    if (skill.category === "soft" || held.has(id)) continue;
    if (quoted.some((q) => spot.start >= q.start && spot.end <= q.end)) continue;
    // A lower-case word the vocabulary stems into a skill ("solide" → SOLID) is ordinary language.
    if (spot.text === spot.text.toLowerCase() && spot.text !== skill.name.toLowerCase()) continue;
    add({
      claim: spot.text,
      kind: "skill",
      reason: asked.has(id)
        ? `The ad asks for ${skill.name}, but your profile does not list it.`
        : `Your profile does not list ${skill.name}.`,
      passages: [{ start: spot.start, end: spot.end }],
    });
  }

  // Years: named somewhere in the user's facts or the ad, or inside a period of the profile.
  const years = new Set<number>([now.getUTCFullYear()]);
  for (const m of `${own}\n${adText}`.matchAll(YEAR)) years.add(Number(m[1]));
  for (const period of periodsOf(sources.profile, now)) {
    for (let y = period.from; y <= period.to; y++) years.add(y);
  }
  for (const m of letter.matchAll(YEAR)) {
    if (years.has(Number(m[1]))) continue;
    add({
      claim: m[1]!,
      kind: "date",
      reason: `Neither your profile nor the ad mentions ${m[1]}.`,
      passages: [spanOf(m)],
    });
  }

  // Years of experience: at most the span from the first job to the last (or today).
  const work = periodsOf({ ...sources.profile, educations: [] }, now);
  const span =
    work.length === 0
      ? 0
      : Math.max(...work.map((p) => p.toExact)) - Math.min(...work.map((p) => p.fromExact));
  for (const m of letter.matchAll(EXPERIENCE)) {
    const raw = m[1]!.toLowerCase();
    const claimed = /^\d+$/.test(raw) ? Number(raw) : NUMBER_WORDS[raw];
    if (claimed === undefined || claimed <= span + 1) continue;
    add({
      claim: m[0],
      kind: "experience",
      reason: `Your profile shows about ${Math.round(span)} years of work experience, not ${claimed}.`,
      passages: [spanOf(m)],
    });
  }

  // Degrees: a family the profile's education, qualifications or title do not show.
  for (const degree of DEGREES) {
    if (degree.holds.test(own)) continue;
    for (const m of letter.matchAll(degree.claim)) {
      add({
        claim: m[0],
        kind: "degree",
        reason: `Your profile shows no ${degree.label} degree.`,
        passages: [spanOf(m)],
      });
    }
  }

  // Certificates: named ones by their acronym, others by the words after "certified" / "Zertifikat".
  for (const m of letter.matchAll(CERT_ACRONYM)) {
    if (mentions(own, m[0])) continue;
    add({
      claim: m[0],
      kind: "certificate",
      reason: `Your profile does not mention ${m[0]}.`,
      passages: [spanOf(m)],
    });
  }
  for (const m of letter.matchAll(CERT_PHRASE)) {
    const object = m[1]!.trim();
    if (corpusOf(own).hasAllWords(object)) continue;
    add({
      claim: m[0].trim(),
      kind: "certificate",
      reason: `Your profile does not mention a certificate for ${object}.`,
      passages: [spanOf(m, m[0].trim())],
    });
  }

  // Names of employers, schools and other organisations or people.
  for (const name of findNames(letter, skillSpans)) {
    if (known.hasAllWords(name.significant.join(" "))) continue;
    add({
      claim: name.text,
      kind: name.kind,
      reason:
        name.kind === "employer"
          ? `Your profile names no employer "${name.text}", and the ad does not mention it.`
          : name.kind === "education"
            ? `Your profile's education does not name "${name.text}".`
            : `"${name.text}" appears neither in your profile nor in the ad.`,
      passages: [{ start: name.start, end: name.end }],
    });
  }
  return flags.sort((a, b) => (a.passages[0]?.start ?? 0) - (b.passages[0]?.start ?? 0));
}

/** Where `phrase` stands in `text`, case aside. */
function occurrences(text: string, phrase: string): AiPassage[] {
  const p = phrase.trim().toLowerCase();
  if (p.length < 2) return [];
  const lowerText = text.toLowerCase();
  const found: AiPassage[] = [];
  for (let at = lowerText.indexOf(p); at >= 0; at = lowerText.indexOf(p, at + 1))
    found.push({ start: at, end: at + p.length });
  return found;
}

/** Every text of the profile the letter may draw on. */
function profileTextOf(p: FactSources["profile"]): string {
  return [
    p.vorname,
    p.name,
    p.title,
    ...p.skills.map((s) => s.name),
    ...p.languages.map((l) => l.name),
    ...p.qualifications.map((q) => q.name),
    ...p.educations.flatMap((e) => [e.name, e.subject_area, e.description]),
    ...p.workexperiences.flatMap((w) => [
      w.position_name,
      w.company,
      w.description,
      ...w.job_tasks.map((t) => t.description),
    ]),
  ].join("\n");
}

type Period = { from: number; to: number; fromExact: number; toExact: number };

/** The profile's periods in years (work and education); an open or current one runs to today. */
function periodsOf(p: FactSources["profile"], now: Date): Period[] {
  const year = (date: string) => {
    const d = new Date(date);
    return d.getUTCFullYear() + d.getUTCMonth() / 12;
  };
  const today = now.getUTCFullYear() + now.getUTCMonth() / 12;
  const rows = [
    ...p.workexperiences.map((w) => ({ start: w.start, ende: w.current ? null : w.ende })),
    ...p.educations.map((e) => ({ start: e.start, ende: e.ende })),
  ];
  return rows.flatMap((r) => {
    if (!r.start) return [];
    const fromExact = year(r.start);
    const toExact = r.ende ? year(r.ende) : today;
    return [{ from: Math.floor(fromExact), to: Math.floor(toExact), fromExact, toExact }];
  });
}
