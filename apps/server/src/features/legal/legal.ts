import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { LEGAL_PAGES, type LegalPage, type LegalPageDto, REQUIRED_LEGAL_PAGES } from "@jah/shared";

type Language = "de" | "en";

/** A part the operator still has to fill in, as the templates mark it: [[...]]. */
const PLACEHOLDER = /\[\[[^\]]*\]\]/;

function fileOf(dir: string, language: Language, page: LegalPage): string {
  return path.join(dir, language, `${page}.md`);
}

/**
 * The page in the asked language, or in the other one when the operator wrote it only once (a German
 * operator may publish the German text alone); null when it exists in neither.
 */
export async function readLegalPage(
  dir: string,
  page: LegalPage,
  language: Language,
): Promise<LegalPageDto | null> {
  for (const lang of language === "de" ? (["de", "en"] as const) : (["en", "de"] as const)) {
    const file = fileOf(dir, lang, page);
    if (!existsSync(file)) continue;
    // The Markdown renderer (marked, sanitize-html) loads with the first page asked for, not at start.
    const { renderMarkdown } = await import("@jah/blog");
    return { page, language: lang, html: renderMarkdown(readFileSync(file, "utf8")) };
  }
  return null;
}

/**
 * Which legal pages the operator has published: written in at least one language, with nothing of
 * the template left to fill in. The web app links only these and says of the others that the operator
 * has not published them (issue 43), rather than linking an empty page. Read from disk each time, like
 * the pages themselves, so a page put in place shows without a restart.
 */
export function publishedLegalPages(dir: string): Record<LegalPage, boolean> {
  const published = (page: LegalPage) => {
    const files = (["de", "en"] as const).map((lang) => fileOf(dir, lang, page)).filter((f) => existsSync(f));
    return files.length > 0 && files.every((file) => !PLACEHOLDER.test(readFileSync(file, "utf8")));
  };
  return Object.fromEntries(LEGAL_PAGES.map((page) => [page, published(page)])) as Record<LegalPage, boolean>;
}

/**
 * Why the server may not take payments yet: each required page (Impressum, AGB) that exists in
 * neither language or still has parts of the template to fill in. Empty when all is there.
 */
export function legalPageProblems(dir: string): string[] {
  const problems: string[] = [];
  for (const page of REQUIRED_LEGAL_PAGES) {
    const files = (["de", "en"] as const).map((lang) => fileOf(dir, lang, page)).filter((f) => existsSync(f));
    if (files.length === 0) problems.push(`${page}: missing (${fileOf(dir, "de", page)})`);
    for (const file of files) {
      if (PLACEHOLDER.test(readFileSync(file, "utf8")))
        problems.push(`${page}: ${file} still has [[...]] to fill in`);
    }
  }
  return problems;
}

/**
 * The start-up warning of a fresh install (issue 43): every page links the Impressum and the AGB, and
 * sign-up names the AGB, so an operator who has not written them yet is told where they go. True
 * when it warned.
 */
export function warnWithoutLegalPages(
  config: { legalDir: string },
  log: { warn: (message: string) => void },
): boolean {
  const problems = legalPageProblems(config.legalDir);
  if (problems.length === 0) return false;
  log.warn(
    `The legal pages are not published yet (${problems.join("; ")}). Every page links the Impressum and the AGB, and sign-up names the AGB: copy content/legal/templates/{de,en}/*.md to ${config.legalDir}/{de,en}/ and fill in every [[...]] (content/legal/templates/README.md).`,
  );
  return true;
}

/** Throws the start-up refusal with PAYMENTS=stripe while a required legal page is missing or unfinished. */
export function assertLegalPages(config: { payments: boolean; legalDir: string }): void {
  if (!config.payments) return;
  const problems = legalPageProblems(config.legalDir);
  if (problems.length === 0) return;
  throw new Error(
    [
      "PAYMENTS=stripe needs the Impressum and the AGB (issue 25): a paid service in Germany must show them.",
      ...problems.map((p) => `  - ${p}`),
      `Copy content/legal/templates/{de,en}/*.md to ${config.legalDir}/{de,en}/, fill in every [[...]] and start again.`,
    ].join("\n"),
  );
}
