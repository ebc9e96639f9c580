import { stripBullet } from "./text.ts";
import type { Line } from "./types.ts";

/** Contact data and label rows a "Profil" block in a sidebar holds besides (or instead of) prose. */
const NOT_PROSE =
  /@|https?:\/\/|www\.|\b(?:linkedin|xing|github)\.com|\+?\d[\d\s/().-]{6,}\d|^[^:]{2,30}:\s|^\s*\d{4,5}\s+\p{Lu}/u;

/** Words of a line: a paragraph's lines have several, a label or a name one or two. */
const words = (text: string) => text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;

/**
 * The summary paragraph of a CV (issue 42): the prose under "Profil", "Kurzprofil", "Summary",
 * "About" or "Über mich", joined back from its wrapped lines. Contact lines and label rows in the
 * same block are left out; a block without a sentence's worth of prose (a sidebar "Profil" that
 * only lists personal data) gives none. Bulleted points keep a line each.
 */
export function extractSummary(sections: Line[][]): string {
  const paragraphs: string[] = [];
  for (const lines of sections) {
    const prose = lines.filter((l) => l.cells.length === 1 && !NOT_PROSE.test(l.text.trim()));
    const total = prose.reduce((n, l) => n + words(l.text), 0);
    if (total < 8 || !prose.some((l) => words(l.text) >= 5)) continue;
    paragraphs.push(joinLines(prose));
  }
  return paragraphs.join("\n\n").trim();
}

/** Wrapped lines as one text: a word split at a hyphen is joined again, a bullet starts a new line. */
function joinLines(lines: Line[]): string {
  let text = "";
  for (const line of lines) {
    const part = stripBullet(line.text.trim());
    if (part === "") continue;
    if (text === "") text = part;
    else if (line.bullet) text += `\n${part}`;
    else if (/\p{Ll}-$/u.test(text) && /^\p{Ll}/u.test(part)) text = `${text.slice(0, -1)}${part}`;
    else if (/-$/.test(text)) text += part;
    else text += ` ${part}`;
  }
  return text.replace(/[ \t]+/g, " ").trim();
}
