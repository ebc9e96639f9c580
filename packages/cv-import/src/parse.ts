import { extractCertifications } from "./certifications.ts";
import { extractContact } from "./contact.ts";
import { isDateOnly } from "./dates.ts";
import { toEducation } from "./education.ts";
import { groupEntries } from "./entries.ts";
import { CvImportError } from "./errors.ts";
import { toWork } from "./experience.ts";
import { extractDocx } from "./extract/docx.ts";
import { extractPdf } from "./extract/pdf.ts";
import { headingKind } from "./headings.ts";
import { extractLanguages, hasLanguageLabel, splitLanguage } from "./languages.ts";
import { repairLetterSpacing } from "./letter-spacing.ts";
import { runningEdgeLines, withoutMargins } from "./margins.ts";
import { findName, labelledNameParts } from "./names.ts";
import { extractPersonal } from "./personal.ts";
import { isCountry, readPlace } from "./places.ts";
import { type Section, type SectionKind, splitSections } from "./sections.ts";
import { extractSkills } from "./skills.ts";
import { sniffFormat } from "./sniff.ts";
import { extractSummary } from "./summary.ts";
import { markSymbolBullets } from "./symbol-bullets.ts";
import { clean, fold } from "./text.ts";
import type { DocText, Line, ParsedCv } from "./types.ts";
import { joinWrappedPlaces } from "./wrapped-place.ts";

/** The upload limit of the import (issue 7): larger files are refused before any parsing. */
export const MAX_CV_BYTES = 5_000_000;

export type ParseOptions = {
  /** Give up after this many milliseconds (checked between pages and steps). Default 10 s. */
  timeoutMs?: number;
  /** Refuse larger files. Default MAX_CV_BYTES. */
  maxBytes?: number;
};

/** The document's lines, within the size and time limits (typed errors for refused files). */
async function extractWithinLimits(bytes: Uint8Array, options: ParseOptions): Promise<DocText> {
  const maxBytes = options.maxBytes ?? MAX_CV_BYTES;
  if (bytes.length > maxBytes)
    throw new CvImportError("too-large", `The file is larger than ${maxBytes} bytes`);
  const format = sniffFormat(bytes);
  const timeoutMs = options.timeoutMs ?? 10_000;
  const deadline = Date.now() + timeoutMs;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new CvImportError("timeout", "Reading the file took too long")),
      timeoutMs,
    );
  });
  try {
    // The race covers a stuck pdf.js promise; the deadline covers the steps in between.
    const doc = await Promise.race([
      format === "pdf" ? extractPdf(bytes, deadline) : extractDocx(bytes),
      timeout,
    ]);
    if (Date.now() > deadline) throw new CvImportError("timeout", "Reading the file took too long");
    return doc;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Reads a CV (PDF or DOCX, told apart by its bytes) into the benchmark's schema. Throws
 * CvImportError for files it cannot read. The time limit stops a slow file between steps;
 * a server should still run this off the request thread so a hostile file cannot block it.
 */
export async function parseCv(bytes: Uint8Array, options: ParseOptions = {}): Promise<ParsedCv> {
  return readCv(await extractWithinLimits(bytes, options));
}

/** parseCv plus the document's text in reading order, for a second opinion (one extraction). */
export async function parseCvWithText(
  bytes: Uint8Array,
  options: ParseOptions = {},
): Promise<{ parsed: ParsedCv; text: string }> {
  const doc = repaired(await extractWithinLimits(bytes, options));
  return { parsed: readRepaired(doc), text: doc.lines.map((line) => line.text).join("\n") };
}

/** Interprets extracted lines: sections, contact data, name, entries, skills and languages. */
export function readCv(doc: DocText): ParsedCv {
  return readRepaired(repaired(doc));
}

/**
 * Letter-spaced and small-caps text joined back into words, and symbol-font bullets read as
 * bullets, before any rule reads the lines.
 */
function repaired(doc: DocText): DocText {
  return { ...doc, lines: markSymbolBullets(repairLetterSpacing(doc.lines)) };
}

function readRepaired(doc: DocText): ParsedCv {
  const { head, sections } = splitSections(withoutRunningLines(doc), doc.bodySize);
  const of = (...kinds: SectionKind[]) => sections.filter((s) => kinds.includes(s.kind));
  const contactLines = [...head, ...of("contact", "profile", "other", "interests").flatMap((s) => s.lines)];
  const contact = extractContact(texts(joinWrappedPlaces(contactLines)));
  // Contact data printed elsewhere (a footer, a sidebar section we did not recognise).
  const everywhere = extractContact(texts(joinWrappedPlaces(doc.lines)));
  for (const key of ["email", "phone", "postcode", "city", "street", "houseNumber"] as const) {
    // A city without a postcode elsewhere is as likely an employer's place as the person's.
    if (key === "city" && !everywhere.postcode) continue;
    if (!contact[key]) contact[key] = everywhere[key];
  }
  contact.website ??= everywhere.website;
  // LinkedIn's export prints the location under the headline ("Austin, Texas, United States").
  if (!contact.city) contact.city = headPlace(head);
  // Profiles known only from a link target count too; other link targets (employers) do not.
  const linked = extractContact(doc.links.filter((url) => !/^mailto:/i.test(url))).socialLinks;
  for (const link of [...everywhere.socialLinks, ...linked]) {
    if (!contact.socialLinks.some((known) => sameUrl(known, link))) contact.socialLinks.push(link);
  }

  const labelled = labelledNameParts([...contactLines, ...doc.lines.slice(0, 30)]);
  const name = findName(doc.lines, labelled, { bodySize: doc.bodySize, email: contact.email });
  // A photo placeholder prints the initials ("OH"): no entry, skill or company.
  const initials = `${name.firstName.charAt(0)}${name.lastName.charAt(0)}`.toUpperCase();
  if (initials.length === 2) {
    for (const section of sections) section.lines = section.lines.filter((l) => l.text.trim() !== initials);
  }
  // A running header at the top of a later page ("Marcus Whitfield – Résumé", "Lebenslauf Anna
  // Berger") printed on that page only: no skill or entry of the section it falls into.
  const header = runningHeader(doc.lines, `${name.firstName} ${name.lastName}`);
  for (const section of sections) section.lines = section.lines.filter((l) => !header.has(l));
  const entriesOf = (kind: SectionKind) => of(kind).flatMap((s) => groupEntries(s.lines));
  const work = datedOnly(entriesOf("work").map(toWork)).filter((w) => w.position || w.company);
  const education = datedOnly(entriesOf("education").map(toEducation)).filter(
    (e) => e.subject || e.institution,
  );
  // "Languages: Python, SQL" under Skills: a languages section that names no language is a skill group.
  const languageSections = of("languages");
  const codeLanguages = languageSections.filter((s) => extractLanguages(s.lines).length === 0);
  const skillSections = [...of("skills"), ...codeLanguages].map(withoutLanguageRows);
  // A certifications section of its own is no skill list (a "Zertifikate" group inside the
  // skills section stays one of its groups).
  const certifications = of("certificates").flatMap((s) => extractCertifications(s.lines));
  const listed = skillSections.flatMap(({ section: s, rest }) => extractSkills(rest, s.heading));
  const languages = [
    ...languageSections.flatMap((s) => extractLanguages(s.lines)),
    ...skillSections.flatMap(({ languageRows }) => extractLanguages(languageRows)),
  ];
  // "Sprachen: Deutsch, Englisch (C1)" as a group of the skills section lists languages.
  const skills = listed.filter((skill) => {
    // "Führerschein: Klasse B" under the skills is no skill.
    if (DRIVING_LICENCE.test(fold(skill.category)) || DRIVING_LICENCE.test(fold(skill.name))) return false;
    const language = headingKind(skill.category) === "languages" ? splitLanguage(skill.name) : undefined;
    if (language) languages.push({ name: language.name, level: language.level || (skill.level ?? "") });
    return !language;
  });
  // Birth date and birth name only when the CV labels them; the labels are specific enough to read every line.
  const { birthDate, birthName } = extractPersonal(texts(doc.lines));
  const summary = extractSummary(of("profile").map((s) => s.lines));
  return {
    ...name,
    ...contact,
    work,
    education,
    skills,
    languages,
    ...(certifications.length > 0 ? { certifications } : {}),
    ...(birthDate ? { birthDate } : {}),
    ...(birthName ? { birthName } : {}),
    ...(summary ? { summary } : {}),
  };
}

/**
 * The city of a place line alone in the head, above the first section: "City, Region, Country"
 * (LinkedIn's location line under the headline) or a place the place rules know ("Dublin, Ireland").
 */
function headPlace(head: Line[]): string {
  for (const line of head.slice(0, 12)) {
    if (line.cells.length !== 1) continue;
    const text = line.text.trim();
    const three = /^(\p{Lu}[^,]{1,40}),\s*[^,]{2,40},\s*([^,]{2,40})$/u.exec(text);
    if (three?.[1] && isCountry(three[2] ?? "")) return clean(three[1]);
    const place = readPlace(text);
    if (place?.city) return place.city;
  }
  return "";
}

/** Words of a document's title line: "Lebenslauf", "Curriculum Vitae", "Résumé", "CV". */
const DOCUMENT_TITLE = /^(?:lebenslauf|curriculum vitae|cv|resume|tabellarischer lebenslauf)\b/;

/**
 * The first two lines of every page after the first that name the person ("Marcus Whitfield |
 * Résumé", "Anna Berger – Seite 2") or the document ("Lebenslauf – Anna Berger"), in at most
 * eight words: a running header. The name's words are compared folded, so capitals, umlauts and a
 * middle initial do not matter.
 */
function runningHeader(lines: Line[], name: string): Set<Line> {
  const found = new Set<Line>();
  const nameWords = fold(name)
    .split(/[^a-z]+/)
    .filter((w) => w.length > 1);
  const seen = new Map<number, number>();
  for (const line of lines) {
    if (line.page < 2) continue;
    const index = seen.get(line.page) ?? 0;
    seen.set(line.page, index + 1);
    if (index >= 2) continue;
    const text = fold(line.text.trim());
    if (text.split(/\s+/).length > 8) continue;
    const words = new Set(text.split(/[^a-z]+/));
    const named = nameWords.length >= 2 && nameWords.every((w) => words.has(w));
    if (named || DOCUMENT_TITLE.test(text)) found.add(line);
  }
  return found;
}

/** A driving licence as a label or a skill ("Führerschein: Klasse B", "Driving licence B"), folded. */
const DRIVING_LICENCE = /^(?:fuehrerschein|fahrerlaubnis|driving licen[cs]e)\b/;

/**
 * Europass puts the languages in its skills part, as label rows ("Muttersprache | Deutsch",
 * "Weitere Sprachen | Englisch – C1") with more languages on the lines under the label.
 */
function withoutLanguageRows(section: Section): { section: Section; rest: Line[]; languageRows: Line[] } {
  const rest: Line[] = [];
  const languageRows: Line[] = [];
  let inLanguages = false;
  for (const line of section.lines) {
    // "Languages: Python, SQL, Scala" under Skills names programming languages: a skill group.
    if (hasLanguageLabel(line)) inLanguages = extractLanguages([line]).length > 0;
    else if (!(inLanguages && line.cells.length === 1 && splitLanguage(line.text))) inLanguages = false;
    (inLanguages ? languageRows : rest).push(line);
  }
  return { section, rest, languageRows };
}

function texts(lines: Line[]): string[] {
  return lines.map((l) => l.cells.map((c) => c.text).join("  "));
}

/**
 * When most entries of a list carry a period, an undated one is a stray line (a note, a
 * certificate under the degrees), not an entry.
 */
function datedOnly<T extends { start: string | null; end: string | null }>(entries: T[]): T[] {
  const dated = entries.filter((e) => e.start || e.end);
  return dated.length >= Math.max(1, entries.length / 2) ? dated : entries;
}

/**
 * Small print repeated on several pages (a footer with the name, a running header, the same with
 * its page number changing) is no content, nor are a signature block and page numbers. Lines are capped in number and length: no CV needs more, and the rules stay linear.
 */
function withoutRunningLines(doc: DocText): Line[] {
  const pages = new Map<string, Set<number>>();
  for (const line of doc.lines) {
    const key = line.text.trim();
    pages.set(key, (pages.get(key) ?? new Set()).add(line.page));
  }
  const running = runningEdgeLines(doc.lines);
  // A period alone on its line is content even when another page prints the same one (a doctorate
  // listed under work and under education): a running header or footer is never just a period.
  const repeated = (l: Line) => (pages.get(l.text.trim())?.size ?? 0) >= 2 && !isDateOnly(l.text);
  const kept = doc.lines.filter((l) => l.size > doc.bodySize || (!repeated(l) && !running.has(l)));
  // Signature blocks and page numbers (issue 28).
  return withoutMargins(kept)
    .slice(0, MAX_LINES)
    .map((l) => (l.text.length > MAX_LINE_CHARS ? capLine(l) : l));
}

const MAX_LINES = 5_000;
const MAX_LINE_CHARS = 1_000;

function capLine(line: Line): Line {
  const cells = line.cells.map((c) => ({ ...c, text: c.text.slice(0, MAX_LINE_CHARS) }));
  return { ...line, cells, text: line.text.slice(0, MAX_LINE_CHARS) };
}

/** URLs compared without scheme, "www.", case and a trailing slash. */
function sameUrl(a: string, b: string): boolean {
  const norm = (u: string) =>
    u
      .toLowerCase()
      .replace(/^[a-z]+:\/\//, "")
      .replace(/^www\./, "")
      .replace(/\/+$/, "");
  return norm(a) === norm(b);
}
