import { findDateRange } from "./dates.ts";
import { BULLET_RE, clean, stripBullet } from "./text.ts";
import type { Line, ParsedCertification } from "./types.ts";

/** "Name – Issuer", "Name | Issuer", "Name, Issuer": the issuer after the last such separator. */
const ISSUER = /^(.+?)\s+(?:[–—|·]|-)\s+(.+)$|^(.+?),\s+(\p{Lu}.+)$/u;

/**
 * The entries of a certifications section ("Zertifikate", "Certifications", LinkedIn's sidebar):
 * one a line or bullet, a line that starts in lower case or without a bullet under a bulleted one
 * continuing it (a narrow column wraps long names), the date cut out, an issuer after a dash,
 * pipe or comma. A section of its own is no skill list.
 */
export function extractCertifications(lines: Line[]): ParsedCertification[] {
  const texts: string[] = [];
  const bulleted = lines.some((l) => l.bullet || BULLET_RE.test(l.text));
  lines.forEach((line, i) => {
    const text = line.cells.map((c) => c.text).join("  ");
    const isItem = line.bullet || BULLET_RE.test(text);
    const before = lines[i - 1];
    const continues =
      texts.length > 0 &&
      (/^\p{Ll}/u.test(stripBullet(text)) ||
        (bulleted && !isItem) ||
        /[-–,&/:]$/.test(texts.at(-1) ?? "") ||
        (!bulleted && before !== undefined && wrapped(before, text)));
    if (continues) texts[texts.length - 1] = `${texts.at(-1)} ${stripBullet(text)}`;
    else texts.push(stripBullet(text));
  });
  return texts.map(readCertification).filter((c) => c.name !== "");
}

/** The line before ran to its column's edge: the next line's first word would not have fitted. */
function wrapped(before: Line, text: string): boolean {
  const { right, x, limit } = before;
  const length = before.text.trim().length;
  if (right <= 0 || limit <= 0 || length === 0) return false;
  const charWidth = (right - x) / length;
  const firstWord = text.trim().split(/\s+/)[0] ?? "";
  return right + (firstWord.length + 1) * charWidth > limit;
}

function readCertification(text: string): ParsedCertification {
  let rest = text;
  let date = "";
  const range = findDateRange(rest);
  if (range) {
    date = range.end ?? range.start ?? "";
    rest = `${rest.slice(0, range.index)} ${rest.slice(range.index + range.length)}`;
  }
  rest = clean(rest.replace(/\(\s*\)/g, ""));
  const split = ISSUER.exec(rest);
  const [name, issuer] = split ? [split[1] ?? split[3] ?? "", split[2] ?? split[4] ?? ""] : [rest, ""];
  return { name: clean(name), issuer: clean(issuer), date: date || null };
}
