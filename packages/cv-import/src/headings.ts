import { fold } from "./text.ts";

/** The kinds of CV section the parser reads; `other` stops the previous section at an unknown heading. */
export type SectionKind =
  | "work"
  | "education"
  | "skills"
  | "languages"
  | "profile"
  | "contact"
  | "interests"
  | "certificates"
  | "other";

/**
 * Heading words and phrases, folded (ä → ae, ß → ss). Earlier kinds win in a combined heading:
 * "Projekte & Berufserfahrung" is work, "Language Skills" is languages.
 */
const VOCABULARY: [SectionKind, string[]][] = [
  [
    "languages",
    [
      "sprachen",
      "sprachkenntnisse",
      "fremdsprachen",
      "languages",
      "language",
      "language skills",
      // Europass: "Muttersprache(n)", "Weitere Sprache(n)", "Mother tongue(s)", "Other language(s)";
      // "Muttersprache" or "Mother tongue" alone is a level, not a heading.
      "muttersprache n",
      "sprache n",
      "mother tongue s",
      "other language s",
    ],
  ],
  [
    "work",
    [
      "berufserfahrung",
      "erfahrung",
      "beruflicher werdegang",
      "werdegang",
      "praxiserfahrung",
      "berufspraxis",
      "berufstaetigkeit",
      "projekterfahrung",
      "taetigkeiten",
      "beschaeftigungsverlauf",
      "karriere",
      "laufbahn",
      "experience",
      "work experience",
      "work history",
      "employment",
      "employment history",
      "career",
      "career history",
      "professional experience",
      "arbeitserfahrung",
      "stationen",
      "beruflicher hintergrund",
      "professional background",
      "praktika",
      "praktikum",
      "praktische erfahrung",
      "internships",
      "internship",
      "nebentaetigkeiten",
      "relevant experience",
      "projekte",
      "projects",
      "freelance projects",
      "auftraege",
    ],
  ],
  [
    "education",
    [
      "ausbildung",
      "bildung",
      "bildungsweg",
      "schulbildung",
      "schul",
      "berufsausbildung",
      "berufsbildung",
      "schulausbildung",
      "studium",
      "hochschulbildung",
      "akademischer werdegang",
      "weiterbildung",
      "weiterbildungen",
      "fortbildungen",
      "akademische ausbildung",
      "schulische ausbildung",
      "hochschulstudium",
      "trainings",
      "courses",
      "kurse",
      "fortbildung",
      "fort",
      "education",
      "academic background",
      "academic",
      "qualifications",
      "training",
      "schule",
      // Europass: "Allgemeine und berufliche Bildung", "Education and training".
      "allgemeine und berufliche bildung",
    ],
  ],
  [
    "certificates",
    [
      "zertifikate",
      "zertifizierungen",
      "certifications",
      "certificates",
      "lizenzen",
      "licences",
      "licenses",
      "auszeichnungen",
      "awards",
    ],
  ],
  [
    "skills",
    [
      "kenntnisse",
      "faehigkeiten",
      "fachkenntnisse",
      "it kenntnisse",
      "edv kenntnisse",
      "kompetenzen",
      "fachkompetenzen",
      "kernkompetenzen",
      "qualifikationen",
      "staerken",
      "skills",
      "key skills",
      "core skills",
      "technical skills",
      "core competencies",
      "competencies",
      "expertise",
      "tools",
      "technologien",
      "technologies",
      "tech stack",
      "software",
      "methoden",
      "it",
      "edv",
      // Europass: "Digitale Kompetenzen", "Digital skills", "Digital competences".
      "digitale kompetenzen",
      "digital skills",
      "digital competences",
    ],
  ],
  [
    "profile",
    [
      "profil",
      "kurzprofil",
      "ueber mich",
      "zusammenfassung",
      "summary",
      "profile",
      "about me",
      "about",
      "personal statement",
      "objective",
      "professional summary",
      "personal profile",
    ],
  ],
  [
    "contact",
    [
      "kontakt",
      "kontaktdaten",
      "contact",
      "contact details",
      "persoenliche daten",
      "persoenliches",
      "personal details",
      "personal data",
      "angaben zur person",
      "zur person",
      "personal information",
      "details",
    ],
  ],
  [
    "interests",
    [
      "interessen",
      "hobbys",
      "hobbies",
      "freizeit",
      "interests",
      "ehrenamt",
      "ehrenamtliches engagement",
      "volunteering",
      "engagement",
    ],
  ],
  [
    "other",
    [
      "referenzen",
      "references",
      "publikationen",
      "publications",
      "sonstiges",
      "misc",
      "other",
      // A driving licence is no skill (Europass "Führerschein", "Driving licence").
      "fuehrerschein",
      "fahrerlaubnis",
      "driving licence",
      "driving license",
      "driving licences",
    ],
  ],
];

const CONNECTORS = new Set([
  "soft",
  "hard",
  "computer",
  "personal",
  "fachliche",
  "methodische",
  "soziale",
  "persoenliche",
  "sonstige",
  "project",
  "projekt",
  "und",
  "and",
  "meine",
  "my",
  "weitere",
  "relevant",
  "relevante",
  "beruflicher",
  "berufliche",
  "professional",
  "key",
  "core",
  "additional",
  "selected",
  "ausgewaehlte",
  "freelance",
  "freiberufliche",
  "selbststaendige",
  // LinkedIn's "Top Skills" / "Top-Kenntnisse".
  "top",
]);

const PHRASES = VOCABULARY.flatMap(([kind, phrases]) =>
  phrases.map((p) => ({ kind, words: p.split(" ") })),
).sort((a, b) => b.words.length - a.words.length);

/** Folded words of a heading; "B E R U F S E R F A H R U N G" and "Skills:" become plain words. */
export function headingWords(text: string): string[] {
  let s = text.trim();
  // Letter-spaced headings: single letters separated by spaces, words by wider gaps.
  if (/^(\p{L} ){3,}\p{L}(\s|$)/u.test(s)) s = s.replace(/(\p{L}) (?=\p{L}( |$))/gu, "$1");
  return fold(s)
    .replace(/[:.]+$/, "")
    .split(/[^a-z]+/)
    .filter((w) => w !== "");
}

/** The section a heading text names, or undefined when it is not a known heading. */
export function headingKind(text: string): SectionKind | undefined {
  if (text.length > 60 || /\d|@/.test(text)) return undefined;
  const words = headingWords(text);
  if (words.length === 0 || words.length > 6) return undefined;
  const kinds: SectionKind[] = [];
  let i = 0;
  while (i < words.length) {
    const word = words[i] ?? "";
    const phrase = PHRASES.find((p) => p.words.every((w, k) => words[i + k] === w));
    if (phrase) {
      kinds.push(phrase.kind);
      i += phrase.words.length;
    } else if (CONNECTORS.has(word)) {
      i++;
    } else {
      return undefined;
    }
  }
  return VOCABULARY.map(([kind]) => kind).find((kind) => kinds.includes(kind));
}
