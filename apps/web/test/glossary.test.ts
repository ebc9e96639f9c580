import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import de from "../public/locales/de/translation.json" with { type: "json" };
import en from "../public/locales/en/translation.json" with { type: "json" };

const root = join(import.meta.dirname, "../../..");

type Row = { term: string; avoidDe: string[]; avoidEn: string[] };

/** The glossary's table (docs/glossary.md): each row's term and the words not to use for it. */
function glossary(): Row[] {
  // The terms' table comes first; the areas' table below "## Areas" names folders, not words to avoid.
  const text = readFileSync(join(root, "docs/glossary.md"), "utf8").split("\n## ")[0] ?? "";
  const words = (cell = "") =>
    cell
      .split(",")
      .map((w) => w.trim())
      .filter(Boolean);
  return text
    .split("\n")
    .filter((line) => line.startsWith("| ") && !line.startsWith("| Deutsch"))
    .map((line) => line.split("|").map((cell) => cell.trim()))
    .map((cells) => ({ term: cells[1] ?? "", avoidDe: words(cells[4]), avoidEn: words(cells[5]) }));
}

/** Every text of a nested translation tree. */
function texts(tree: unknown, prefix = ""): Array<[string, string]> {
  if (typeof tree === "string") return [[prefix, tree]];
  if (!tree || typeof tree !== "object") return [];
  return Object.entries(tree).flatMap(([key, value]) => texts(value, prefix ? `${prefix}.${key}` : key));
}

/** The extension's messages (Chrome's _locales format). */
function extensionTexts(language: string): Array<[string, string]> {
  const file = join(root, "apps/extension/public/_locales", language, "messages.json");
  const messages = JSON.parse(readFileSync(file, "utf8")) as Record<string, { message: string }>;
  return Object.entries(messages).map(([key, { message }]) => [`extension:${key}`, message]);
}

/** The German string literals of the server's mails (the `lang === "de"` branches' texts). */
function germanMailTexts(): Array<[string, string]> {
  // The platform's templates (mail/templates/) and each feature's own mails (features/<area>/*-mail.ts).
  const server = join(root, "apps/server/src");
  const files = readdirSync(server, { recursive: true, encoding: "utf8" }).filter(
    (name) =>
      !name.endsWith(".test.ts") &&
      (/^mail\/templates\/[^/]+\.ts$/.test(name) || /^features\/.+-mail\.ts$/.test(name)),
  );
  return files.flatMap((name) => {
    const source = readFileSync(join(server, name), "utf8");
    const literals = source.match(/(["`])(?:(?!\1)[^\\]|\\.)*\1/g) ?? [];
    // German sentences carry umlauts or typical words; identifiers and English lines are left out.
    return literals
      .filter((l) => /[äöüßÄÖÜ]|\b(Sie|Ihr|Ihre|und|der|die|das)\b/.test(l))
      .map((l): [string, string] => [`mail:${name}`, l.slice(1, -1)]);
  });
}

/** Whole-word, case-sensitive: "Mail" is found in "eine Mail", not in "E-Mail" or "Mailto"; "0 Tage" not in "30 Tage". */
function uses(text: string, word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  return new RegExp(`(?<![\\p{L}\\p{N}\\-])${escaped}(?![\\p{L}])`, "u").test(text);
}

function offences(all: Array<[string, string]>, rows: Row[], pick: (row: Row) => string[]) {
  return rows.flatMap((row) =>
    pick(row).flatMap((word) =>
      all.filter(([, text]) => uses(text, word)).map(([key]) => `${key}: "${word}" (say "${row.term}")`),
    ),
  );
}

describe("glossary (docs/glossary.md)", () => {
  const rows = glossary();

  it("is a table with words to avoid", () => {
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.flatMap((r) => r.avoidDe)).toContain("Zustimmung");
  });

  it("finds a word to avoid whole, not inside another word", () => {
    expect(uses("Bitte prüfen Sie Ihre Mail.", "Mail")).toBe(true);
    expect(uses("Bitte prüfen Sie Ihre E-Mail.", "Mail")).toBe(false);
    expect(uses("Alle Firmen", "Firma")).toBe(false);
    expect(uses("30 Tage lang", "0 Tage")).toBe(false);
    expect(uses("vor 0 Tagen", "0 Tage")).toBe(false);
    expect(uses("seit 0 Tage", "0 Tage")).toBe(true);
    expect(uses("Zustimmung widerrufen", "Zustimmung")).toBe(true);
  });

  it("keeps the German texts (web app, extension, mails) to its terms", () => {
    const mails = germanMailTexts();
    expect(mails.length).toBeGreaterThan(20);
    const german = [...texts(de), ...extensionTexts("de"), ...mails];
    expect(german.length).toBeGreaterThan(1000);
    expect(offences(german, rows, (row) => row.avoidDe)).toEqual([]);
  });

  it("keeps the English texts to its terms", () => {
    const english = [...texts(en), ...extensionTexts("en")];
    expect(offences(english, rows, (row) => row.avoidEn)).toEqual([]);
  });
});
