/** Lower case, umlauts spelt out, diacritics dropped: the form every keyword rule compares. */
export function fold(s: string): string {
  return s
    .normalize("NFKC")
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");
}

/** Characters that start a list item in CVs (bullets, dashes, arrows, checkmarks). */
export const BULLET_RE = /^\s*[•·●○◦▪▫■□►▸▶➢➤✓✔\-–—*+»>]\s+/;

/** Removes a leading bullet character. */
export function stripBullet(s: string): string {
  return s.replace(BULLET_RE, "").trim();
}

/** Collapses white space and trims separators left at either end. */
export function clean(s: string): string {
  return s
    .replace(/\s+/g, " ")
    .replace(/^[\s,;:|·•–—-]+|[\s,;:|·•–—-]+$/g, "")
    .trim();
}

/** Rating glyphs (dots, stars, bars) that say a level graphically, never as text. */
export const RATING_RE = /[●○◉◯•◦★☆■□▪▫▮▯✦✧]+/g;

/** Level words that stand beside a skill rather than being skills themselves. */
const LEVEL_WORDS =
  /^(?:experte|expert|expertin|profi|sehr gute? kenntnisse|gute? kenntnisse|grundkenntnisse|basiskenntnisse|fortgeschritten|advanced|intermediate|beginner|basic|proficient|sehr gut|gut|very good|good|\d{1,3}\s?%|[1-5]\s?\/\s?[1-5]|[abc][12])$/i;

/** Whether a cell only states a level. */
export function isLevelText(text: string): boolean {
  return LEVEL_WORDS.test(text.replace(RATING_RE, " ").trim()) || text.replace(RATING_RE, "").trim() === "";
}
