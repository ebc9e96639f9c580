import type { Entry } from "./entries.ts";
import { ORGANISATION, stripPlace } from "./experience.ts";
import { clean } from "./text.ts";
import type { ParsedEducation } from "./types.ts";

/** Words that name a place of learning. */
const INSTITUTION =
  /(universit|hochschule|fachhochschule|\bschule\b|schule\b|gymnasium|akademie|academy|college|school|institut|\bTU\b|\bFH\b|\bHS\b|berufskolleg|kantonsschule|realschule|gesamtschule|\bIHK\b|\bHWK\b|polytechnic|conservatoire)/i;
/** Words that name a degree or qualification. */
const DEGREE =
  /\b(B\.?\s?Sc|M\.?\s?Sc|B\.?\s?A\b|M\.?\s?A\b|B\.?\s?Eng|M\.?\s?Eng|BSc|MSc|MBA|PhD|Dr\.|Dipl|Diplom|Bachelor|Master|Magister|Staatsexamen|Abitur|Matura|Fachabitur|Mittlere Reife|Realschulabschluss|Ausbildung|Lehre|A-Levels?|GCSEs?|Highers|Degree|Promotion|Studium|LL\.?[BM])/i;

/** An education entry: the subject is the degree line, the institution the school. */
export function toEducation(entry: Entry): ParsedEducation {
  const headers = joinBareSchool(
    entry.headers.flatMap((h) => h.split(/\s+[·|•]\s+|\s+[–—]\s+/)).flatMap(splitAtSchool),
  );
  let subject = "";
  let institution = "";
  const school = headers.findIndex((h) => INSTITUTION.test(h) && !DEGREE.test(h));
  if (school >= 0) {
    institution = stripPlace(headers[school] ?? "");
    subject = clean(headers.find((_, i) => i !== school) ?? "");
  } else {
    const degree = headers.findIndex((h) => DEGREE.test(h));
    const s = degree >= 0 ? degree : 0;
    subject = clean(headers[s] ?? "");
    const other = headers.find((h, i) => i !== s && (ORGANISATION.test(h) || i > s)) ?? "";
    institution = stripPlace(other);
  }
  return {
    institution,
    subject,
    start: entry.dates?.start ?? null,
    end: entry.dates?.current ? null : (entry.dates?.end ?? null),
  };
}

/** A school's kind without its name: the name wrapped onto the next line ("Hochschule" / "Bremen"). */
const BARE_SCHOOL =
  /^(?:(?:Technische |Freie )?Universit(?:ät|y)|(?:Fach)?[Hh]ochschule|College|Akademie|Academy|Institut|Institute|(?:Berufs)?[Ss]chule|Gymnasium)(?:\s+(?:of|für|der|des))?$/u;

/** Joins a bare school kind with the short capitalised line after it, its name. */
function joinBareSchool(headers: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < headers.length; i++) {
    const header = headers[i] ?? "";
    const next = headers[i + 1]?.trim() ?? "";
    const name = /^\p{Lu}/u.test(next) && next.split(/\s+/).length <= 4 && !DEGREE.test(next);
    if (BARE_SCHOOL.test(header.trim()) && name) {
      out.push(`${header.trim()} ${next}`);
      i++;
    } else out.push(header);
  }
  return out;
}

/** "B.Sc. Informatik, Universität Bonn": a comma splits a line only in front of a school's name. */
function splitAtSchool(text: string): string[] {
  const comma = /^(.+?),\s+(.+)$/.exec(text);
  if (comma?.[1] && comma[2] && INSTITUTION.test(comma[2]) && !INSTITUTION.test(comma[1]))
    return [comma[1], comma[2]];
  return [text];
}
