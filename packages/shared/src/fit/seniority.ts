/**
 * Seniority: which career stage an ad is for (from its title, or failing that from its text) and how
 * many years of experience a profile's dated work entries show. Weighed against each other in
 * `seniority-part.ts`.
 */
export const SENIORITY_LEVELS = [
  "apprentice",
  "intern",
  "student",
  "trainee",
  "junior",
  "senior",
  "lead",
  "head",
] as const;
export type SeniorityLevel = (typeof SENIORITY_LEVELS)[number];

/** What an ad asks for: a stage with its usual years, or only years a description names. */
export type SeniorityAsk = { level: SeniorityLevel | null; min: number; max: number | null };

/** The years of experience a stage usually means (German and English job markets alike). */
const YEARS: Record<SeniorityLevel, { min: number; max: number | null }> = {
  apprentice: { min: 0, max: 2 },
  intern: { min: 0, max: 1 },
  student: { min: 0, max: 2 },
  trainee: { min: 0, max: 2 },
  junior: { min: 0, max: 3 },
  senior: { min: 4, max: null },
  lead: { min: 6, max: null },
  head: { min: 8, max: null },
};

// Title words, most specific first: "Werkstudent Senior Data" is still a student job. JavaScript's \b
// only knows ASCII letters, which is why "Seniorenzentrum" and "Ausbildungsleiter" (a trainer) do not
// match: the letter after the word continues it.
const IN_TITLE: [SeniorityLevel, RegExp][] = [
  ["student", /\b(werkstudent(in|en|innen)?|working student|studentische[rn]? (aushilfe|hilfskraft))\b/i],
  ["intern", /\b((pflicht)?praktik(um|ant|antin|anten)|internship|intern)\b/i],
  ["apprentice", /\b(ausbildung|azubi|auszubildende[rn]?|apprentice(ship)?)\b/i],
  ["trainee", /\b(trainee(programm|-programm)?|graduate program(me)?)\b/i],
  [
    "head",
    /\b(head of|director|direktor(in)?|abteilungsleit(er|erin|ung)|bereichsleit(er|erin|ung)|vice president|vp)\b/i,
  ],
  ["lead", /\b(lead(?!\s*(generation|management|gen)\b)|teamleit(er|erin|ung)|principal)\b/i],
  ["senior", /\b(senior|sr\.)(?=\s|$|-)/i],
  ["junior", /\b(junior|jr\.|berufseinsteiger(in)?|entry[- ]level|absolvent(in)?|graduate)(?=\s|$|-|\/|,)/i],
];

// In an ad's text only phrases that name the job itself count ("Sie arbeiten mit Senior-Kollegen" does not).
const IN_TEXT: [SeniorityLevel, RegExp][] = [
  ["student", /\b(als werkstudent(in)?|werkstudententätigkeit|working student position)\b/i],
  ["intern", /\b(pflichtpraktikum|praktikum (im|in der|für)|internship (in|with|at))\b/i],
  ["apprentice", /\b(ausbildung (zum|zur|als)|apprenticeship (as|in))\b/i],
  ["trainee", /\b(trainee-?programm|graduate program(me)?)\b/i],
];

// "mindestens 5 Jahre Berufserfahrung", "3+ years of experience", "2–4 Jahre Erfahrung".
const YEARS_ASKED =
  /\b(?:mindestens |min\. |at least )?(\d{1,2})\s*\+?\s*(?:(?:-|–|bis|to)\s*(\d{1,2})\s*)?(?:jahre|jahren|years?|yrs)\b[^.\n]{0,30}?(?:erfahrung|berufserfahrung|experience)/i;
// "mehrjährige Berufserfahrung", "several years of experience": a few years, not a beginner.
const SEVERAL_YEARS =
  /\b(mehrjährige|langjährige|several years|many years|extensive)\b[^.\n]{0,20}?(erfahrung|berufserfahrung|experience)/i;

/** The career stage an ad is for, from its title, else its text; null when it names none. */
export function seniorityAsked(title: string, description: string): SeniorityAsk | null {
  for (const [level, re] of IN_TITLE) if (re.test(title)) return { level, ...YEARS[level] };
  for (const [level, re] of IN_TEXT) if (re.test(description)) return { level, ...YEARS[level] };
  const years = YEARS_ASKED.exec(description);
  if (years) {
    const min = Number(years[1]);
    // More than 15 is not a requirement but a company's history ("seit 30 Jahren Erfahrung").
    if (min >= 1 && min <= 15) return { level: null, min, max: null };
  }
  if (SEVERAL_YEARS.test(description)) return { level: null, min: 3, max: null };
  return null;
}

/** A work entry as the fit reads it: dates `YYYY-MM-DD`, an open end meaning "until today". */
export type DatedWork = {
  position_name: string;
  position_type?: string;
  start?: string | null;
  ende?: string | null;
  current?: boolean;
};

const TRAINING =
  /praktik|werkstudent|working student|intern|ausbildung|azubi|apprentice|trainee|studentische/i;
const DAY = 86_400_000;

/** The days covered by a set of intervals, overlaps counted once. */
function coveredDays(spans: [number, number][]): number {
  const sorted = spans.filter(([a, b]) => b > a).sort((x, y) => x[0] - y[0]);
  let total = 0;
  let end = -Infinity;
  for (const [a, b] of sorted) {
    const from = Math.max(a, end);
    if (b > from) total += b - from;
    end = Math.max(end, b);
  }
  return total / DAY;
}

/**
 * Years of experience from dated work entries: overlapping jobs count once, internships, student
 * jobs and apprenticeships half (they are experience, but not of the full job). Null when no entry
 * has a start date, so an undated profile is never judged by it.
 */
export function experienceYears(work: readonly DatedWork[], today: Date): number | null {
  const full: [number, number][] = [];
  const training: [number, number][] = [];
  for (const w of work) {
    const start = w.start ? Date.parse(w.start) : Number.NaN;
    if (Number.isNaN(start)) continue;
    const endParsed = w.ende ? Date.parse(w.ende) : Number.NaN;
    const end = w.current || Number.isNaN(endParsed) ? today.getTime() : endParsed;
    const span: [number, number] = [start, Math.min(end, today.getTime())];
    (TRAINING.test(`${w.position_type ?? ""} ${w.position_name}`) ? training : full).push(span);
  }
  if (full.length + training.length === 0) return null;
  return (coveredDays(full) + coveredDays(training) / 2) / 365.25;
}
