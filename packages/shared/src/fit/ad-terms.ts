/**
 * The parts of an ad that are neither skills nor a career stage: the qualifications it requires
 * ("abgeschlossene Ausbildung als …", "degree in …"), the conditions it offers ("unbefristeter
 * Vertrag", "Vollzeit", "TVöD", "30 Tage Urlaub") and what it rules out ("Homeoffice ist nicht
 * möglich", "no visa sponsorship", "ohne Berufserfahrung"). Each is found with its spot and then
 * blanked from the text the skills, seniority and work mode read, so that "unbefristeter Vertrag"
 * is no missing "Contract Law", "abgeschlossene Ausbildung" no apprenticeship and a negated
 * "Homeoffice" no hybrid job.
 */
import type { AdSpot } from "./spots.ts";

export const QUALIFICATION_KINDS = [
  "vocational",
  "degree",
  "master_craftsman",
  "state_recognition",
  "licence_to_practise",
] as const;
export type QualificationKind = (typeof QUALIFICATION_KINDS)[number];

export const CONDITION_KINDS = [
  "permanent",
  "fixed_term",
  "full_time",
  "part_time",
  "shifts",
  "collective_pay",
  "holidays",
] as const;
export type ConditionKind = (typeof CONDITION_KINDS)[number];

export const RESTRICTION_KINDS = ["no_remote", "no_visa_sponsorship", "no_experience_needed"] as const;
export type RestrictionKind = (typeof RESTRICTION_KINDS)[number];

export type FoundQualification = { kind: QualificationKind; subject: string | null; where: AdSpot };
export type FoundTerm<K> = { kind: K; where: AdSpot };

export type AdTerms = {
  qualifications: FoundQualification[];
  conditions: FoundTerm<ConditionKind>[];
  restrictions: FoundTerm<RestrictionKind>[];
  /** Title and description with every found term blanked (same length, so offsets stay true). */
  maskedTitle: string;
  maskedDescription: string;
};

/**
 * Lower case without accents, one character for one: the patterns below are written in this form
 * and their offsets are the original text's ("ß" becomes "s", not "ss", to keep the length).
 */
export function foldSameLength(text: string): string {
  // Fast path: without combining marks in the text nothing can shrink, so an unchanged length means
  // lower-casing and dropping accents kept every offset (true of Latin text).
  const quick = text.toLowerCase().replace(/ß/g, "s").normalize("NFD").replace(/\p{M}/gu, "");
  if (quick.length === text.length && !/\p{M}/u.test(text)) return quick;
  let out = "";
  for (const ch of text) {
    const lower = ch.toLowerCase();
    const plain = lower === "ß" ? "s" : lower.normalize("NFD").replace(/\p{M}/gu, "");
    out += plain.length === ch.length ? plain : ch;
  }
  return out;
}

// Qualifications. "abgeschlossen" in all its endings, "erfolgreich" optional; the subject runs to the
// end of the clause ("als Pflegefachkraft, Gesundheits- und Krankenpfleger/in oder …").
const DONE = String.raw`(?:erfolgreich\s+)?(?:abgeschlossene[nmrs]?|absolvierte[nmrs]?|fertige[nmrs]?|beendete[nmrs]?)`;
const SUBJECT = String.raw`([^.;:\n()]{2,90})`;
const QUALIFICATIONS: [QualificationKind, RegExp][] = [
  [
    "vocational",
    new RegExp(
      String.raw`\b${DONE}\s+(?:kaufmannische\s+|gewerbliche\s+|handwerkliche\s+|technische\s+|medizinische\s+|pflegerische\s+|einschlagige\s+|duale\s+|schulische\s+)?(?:berufs)?ausbildung(?:\s+(?:als|zum|zur|zu[mr]?|im\s+bereich|in\s+der|in\s+einem|im|in)\s+${SUBJECT})?`,
      "gu",
    ),
  ],
  [
    "vocational",
    /\b(?:completed|finished|successfully\s+completed)\s+(?:vocational\s+training|apprenticeship|vocational\s+qualification)(?:\s+(?:as|in)\s+([^.;:\n()]{2,90}))?/gu,
  ],
  [
    "vocational",
    /\bausbildung\s+(?:als|zum|zur)\s+([^.;:\n()]{2,90}?)\s+(?:ist\s+)?(?:abgeschlossen|vorausgesetzt|erforderlich|notwendig|zwingend)/gu,
  ],
  [
    "degree",
    new RegExp(
      String.raw`\b(?:${DONE}\s+)?(?:(?:fach)?hochschul|universitats)?studium(?:\s+(?:der|des|im\s+bereich|in\s+der|in\s+den|im|in)\s+${SUBJECT})?`,
      "gu",
    ),
  ],
  [
    "degree",
    new RegExp(
      String.raw`\b(?:${DONE}\s+)?(?:(?:fach)?hochschulabschluss|universitatsabschluss|bachelorabschluss|masterabschluss|diplom\b)(?:\s+(?:in\s+der|im\s+bereich|in|als|der)\s+${SUBJECT})?`,
      "gu",
    ),
  ],
  [
    "degree",
    // "degree of" is left out: "a high degree of independence" is no qualification.
    /\b(?:(?:a|an)\s+)?(?:(?:completed|university|bachelor'?s?|master'?s?|relevant)\s+)?degree(?:\s+in\s+([^.;:\n()]{2,90}))?/gu,
  ],
  [
    "master_craftsman",
    /\b(?:\p{L}+)?meister(?:in|titel|brief|prufung|schule)?\b(?!\s*(?:ihres|deines|des)\s+fachs)/gu,
  ],
  ["master_craftsman", /\bmaster\s+craftsman\b/gu],
  [
    "state_recognition",
    /\bstaatlich(?:e)?\s+(?:anerkannte[nmrs]?|gepruft(?:e[nmrs]?)?|examiniert(?:e[nmrs]?)?|anerkennung)(?:\s+(?:als\s+)?([^.;:\n()]{2,90}))?/gu,
  ],
  ["state_recognition", /\bstate[- ](?:recogni[sz]ed|registered|certified)\s+([^.;:\n()]{2,90})?/gu],
  ["licence_to_practise", /\b(?:deutsche\s+)?approbation(?:\s+als\s+([^.;:\n()]{2,90}))?/gu],
  ["licence_to_practise", /\blicen[cs]e\s+to\s+practi[cs]e(?:\s+(?:as|in)\s+([^.;:\n()]{2,90}))?/gu],
];
// A title or role word before "Meister" that is no craft qualification ("Bürgermeister", "Weltmeister").
const NOT_A_MASTER = /^(?:burger|welt|europa|spiel|haus|zahl|kassen|schul)meister/;

// Conditions of the contract: never skills, never a career stage.
const CONDITIONS: [ConditionKind, RegExp][] = [
  [
    "permanent",
    /\b(?:unbefristete[nmrs]?|unbefristet)(?:\s+(?:arbeits)?(?:vertrag|vertrage|anstellung|arbeitsverhaltnis|beschaftigung|stelle|festanstellung))?|\b(?:arbeits)?vertrag\s+(?:ist\s+)?unbefristet|\bfeste?\s*anstellung|\bfestanstellung|\bpermanent\s+(?:contract|position|role|employment|job)|\bopen-ended\s+contract/gu,
  ],
  [
    "fixed_term",
    /\b(?:befristete[nmrs]?|befristet|zeitlich\s+befristet)(?:\s+(?:arbeits)?(?:vertrag|anstellung|arbeitsverhaltnis|beschaftigung|stelle))?(?:\s+(?:auf|fur)\s+(?:\d+|zwei|drei|ein|eine?n?)\s+(?:jahre?n?|monate?n?))?|\bfixed[- ]term(?:\s+(?:contract|position|role))?|\btemporary\s+contract/gu,
  ],
  ["full_time", /\b(?:in\s+)?vollzeit(?:stelle)?\b|\bfull[- ]time\b/gu],
  ["part_time", /\b(?:in\s+)?teilzeit(?:stelle)?\b|\bpart[- ]time\b/gu],
  [
    "shifts",
    /\b(?:drei|zwei|wechsel|nacht|fruh|spat)?schicht(?:dienst|arbeit|betrieb|system|modell)e?n?\b|\b(?:im\s+)?schichtbetrieb|\b(?:rotating\s+|night\s+)?shift(?:s|\s+work|\s+pattern)\b/gu,
  ],
  [
    "collective_pay",
    /\b(?:verguetung|vergutung|bezahlung|entlohnung|eingruppierung)?\s*(?:nach|gemass|gem\.)?\s*(?:tvod(?:-[a-z]+)?|tv-?l|tv-?h|avr(?:-[a-z]+)?|tv\s?od)\b|\btarif(?:vertrag|vertraglich|vertragliche[nmrs]?|lich|liche[nmrs]?|bindung|gebunden(?:e[nmrs]?)?)?\b(?:\s+(?:vergutung|bezahlung|entlohnung))?|\bcollective(?:ly)?\s+(?:agreement|bargain\w*)/gu,
  ],
  [
    "holidays",
    // Only days named as leave: "innerhalb von 14 Tagen" is no holiday.
    /\b\d{2}\s+(?:urlaubstage|(?:arbeits)?tage\s+(?:jahres)?urlaub(?:sanspruch)?)(?:\s+(?:im|pro)\s+jahr)?|\b\d{2}\s+days?'?\s+(?:of\s+)?(?:annual\s+|paid\s+)?(?:holiday|leave|vacation)s?\b/gu,
  ],
];

// Restrictions: what they name is ruled out.
const REMOTE_WORDS = String.raw`(?:remote(?:-?arbeit|-?tatigkeit|\s+work(?:ing)?)?|home\s?-?office(?:-?tage)?|mobile[ns]?\s+arbeit(?:en)?|work(?:ing)?\s+from\s+home|telearbeit)`;
const RESTRICTIONS: [RestrictionKind, RegExp][] = [
  [
    "no_remote",
    new RegExp(
      String.raw`\b(?:kein(?:e[nmrs]?)?|ohne|no|not|non)\s+(?:moglichkeit\s+(?:zu[mr]?|fur|auf)\s+|option\s+(?:for|of|to)\s+|possibility\s+(?:for|of|to)\s+|a\s+|an\s+)?${REMOTE_WORDS}`,
      "gu",
    ),
  ],
  [
    "no_remote",
    new RegExp(
      String.raw`${REMOTE_WORDS}[^.;\n]{0,40}?\b(?:(?:ist|sind|is|are)\s+)?(?:leider\s+|unfortunately\s+)?(?:nicht|not|kaum)\s+(?:moglich|vorgesehen|angeboten|verfugbar|gegeben|moglich|possible|available|offered|an\s+option|supported)|${REMOTE_WORDS}[^.;\n]{0,20}?\b(?:ist\s+|is\s+)?(?:ausgeschlossen|excluded)`,
      "gu",
    ),
  ],
  [
    "no_visa_sponsorship",
    /\b(?:no|not\s+able\s+to\s+(?:offer|provide)|unable\s+to\s+(?:offer|provide)|cannot\s+(?:offer|provide)|can't\s+(?:offer|provide)|do\s+not\s+(?:offer|provide))\s+(?:any\s+)?visa\s+sponsorship|\b(?:cannot|can't|can\s+not|do\s+not|don't|will\s+not|won't|are\s+unable\s+to|are\s+not\s+able\s+to)\s+sponsor\s+(?:work\s+)?(?:visas?|work\s+permits?)|\bvisa\s+sponsorship\s+(?:is\s+)?not\s+(?:available|possible|offered|provided)|\bkein(?:e[nmrs]?)?\s+(?:visa|visum|arbeitserlaubnis)[- ]?(?:sponsoring|unterstutzung|sponsorship)|\b(?:visa|visum)[- ]?(?:sponsoring|unterstutzung)\s+(?:ist\s+)?(?:leider\s+)?nicht\s+moglich/gu,
  ],
  [
    "no_experience_needed",
    /\b(?:auch\s+)?ohne\s+(?:vorherige\s+|einschlagige\s+)?(?:berufserfahrung|erfahrung|vorkenntnisse)|\bkein(?:e[nmrs]?)?\s+(?:berufserfahrung|vorkenntnisse|erfahrung|fachkenntnisse)\s+(?:erforderlich|notwendig|notig|vorausgesetzt|benotigt)|\b(?:berufserfahrung|vorkenntnisse|erfahrung)\s+(?:ist\s+|sind\s+)?(?:nicht\s+(?:erforderlich|notwendig|notig|zwingend\s+erforderlich|vorausgesetzt)|keine\s+voraussetzung)|\bquereinsteiger(?:innen)?\s+(?:sind\s+)?(?:herzlich\s+)?willkommen|\bno\s+(?:prior\s+|previous\s+)?(?:experience|qualifications?)\s+(?:is\s+|are\s+)?(?:required|needed|necessary)|\bexperience\s+(?:is\s+)?not\s+(?:required|needed|necessary)/gu,
  ],
];

type Span = { start: number; end: number };

function spotIn(field: AdSpot["field"], text: string, start: number, end: number): AdSpot {
  const a = Math.max(0, start - 40);
  const b = Math.min(text.length, end + 40);
  const snippet = `${a > 0 ? "…" : ""}${text.slice(a, b).replace(/\s+/g, " ").trim()}${b < text.length ? "…" : ""}`;
  return { field, start, end, text: text.slice(start, end), snippet };
}

function blank(text: string, spans: readonly Span[]): string {
  let out = text;
  for (const { start, end } of spans) out = out.slice(0, start) + " ".repeat(end - start) + out.slice(end);
  return out;
}

/** The subject of a qualification, cut at a "und"/"and" that starts another requirement. */
function cleanSubject(raw: string | undefined): string | null {
  if (!raw) return null;
  const cut = raw
    .split(
      /\s+(?:sowie|und\s+(?:mehr|erste|einschlagig|berufserfahrung|erfahrung)|and\s+(?:at\s+least|\d|experience)|with\s+|mit\s+)/,
    )[0]!
    .replace(/[\s,-]+$/, "")
    .trim();
  return cut.length >= 2 ? cut : null;
}

/** Every match of the patterns in `folded`, skipping spans already taken by an earlier pattern. */
function scan<K>(
  folded: string,
  patterns: readonly [K, RegExp][],
  taken: Span[],
): { kind: K; start: number; end: number; subject?: { start: number; end: number } }[] {
  const found: { kind: K; start: number; end: number; subject?: { start: number; end: number } }[] = [];
  for (const [kind, re] of patterns) {
    for (const m of folded.matchAll(re)) {
      let start = m.index;
      let end = start + m[0].length;
      // Leading spaces of an optional word are not part of the term.
      while (start < end && /\s/.test(folded[start]!)) start++;
      while (end > start && /\s/.test(folded[end - 1]!)) end--;
      if (end - start < 2 || taken.some((s) => start < s.end && end > s.start)) continue;
      const subjectText = m[1];
      const subject =
        subjectText === undefined
          ? undefined
          : {
              start: m.index + m[0].lastIndexOf(subjectText),
              end: m.index + m[0].lastIndexOf(subjectText) + subjectText.length,
            };
      taken.push({ start, end });
      found.push({ kind, start, end, subject });
    }
  }
  return found;
}

/** The ad's qualifications, conditions and restrictions, and its text with them blanked out. */
export function readAdTerms(title: string, description: string): AdTerms {
  const folded = foldSameLength(description);
  const taken: Span[] = [];
  // Restrictions first: "ohne Berufserfahrung" is a restriction, not a qualification.
  const restrictions = scan(folded, RESTRICTIONS, taken).map((f) => ({
    kind: f.kind,
    where: spotIn("description", description, f.start, f.end),
  }));
  const conditions = scan(folded, CONDITIONS, taken).map((f) => ({
    kind: f.kind,
    where: spotIn("description", description, f.start, f.end),
  }));
  const qualifications: FoundQualification[] = [];
  const masked: Span[] = [...restrictions, ...conditions].map((t) => t.where);
  for (const f of scan(folded, QUALIFICATIONS, taken)) {
    const word = folded.slice(f.start, f.end);
    if (f.kind === "master_craftsman" && NOT_A_MASTER.test(word)) continue;
    // A bare "Studium" or "degree" without "abgeschlossen" or a subject is a plain word, not a requirement.
    if (
      f.kind === "degree" &&
      !f.subject &&
      !/abgeschloss|absolviert|completed|university|bachelor|master|abschluss|diplom|relevant/.test(word)
    )
      continue;
    const subject = f.subject ? cleanSubject(description.slice(f.subject.start, f.subject.end)) : null;
    qualifications.push({ kind: f.kind, subject, where: spotIn("description", description, f.start, f.end) });
    // Only the words that would read as an apprenticeship are blanked; the subject ("Pflegefachkraft",
    // "Informatik") and the other qualifications stay, they name the trade the ad is about.
    if (f.kind === "vocational") masked.push({ start: f.start, end: f.subject?.start ?? f.end });
  }
  // In a title only a finished qualification is blanked ("Pflegekraft mit abgeschlossener Ausbildung"):
  // the title's other words name the job itself.
  const titleFolded = foldSameLength(title);
  const titleSpans = [...titleFolded.matchAll(new RegExp(`${DONE}\\s+(?:berufs)?ausbildung`, "gu"))].map(
    (m) => ({ start: m.index, end: m.index + m[0].length }),
  );
  return {
    qualifications,
    conditions,
    restrictions,
    maskedTitle: blank(title, titleSpans),
    maskedDescription: blank(description, masked),
  };
}
