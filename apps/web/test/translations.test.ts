import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import de from "../public/locales/de/translation.json" with { type: "json" };
import en from "../public/locales/en/translation.json" with { type: "json" };

/** Flattens nested texts to "A.B.C" keys. */
function flatten(tree: unknown, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (tree && typeof tree === "object" && !Array.isArray(tree)) {
    for (const [key, value] of Object.entries(tree)) {
      for (const [k, v] of flatten(value, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, tree);
  }
  return out;
}

const files = { en: flatten(en), de: flatten(de) };

describe("translation files", () => {
  it("have the same keys in English and German", () => {
    const missingInDe = [...files.en.keys()].filter((key) => !files.de.has(key));
    const missingInEn = [...files.de.keys()].filter((key) => !files.en.has(key));
    expect({ missingInDe, missingInEn }).toEqual({ missingInDe: [], missingInEn: [] });
  });

  it("have no empty or non-text values", () => {
    for (const [language, map] of Object.entries(files)) {
      const bad = [...map].filter(([, value]) => typeof value !== "string" || value.trim() === "");
      expect(bad.map(([key]) => `${language}:${key}`)).toEqual([]);
    }
  });

  it("use the same placeholders in both languages", () => {
    const placeholders = (text: unknown) =>
      String(text)
        .match(/{{\s*\w+\s*}}/g)
        ?.sort() ?? [];
    const differing = [...files.en].filter(([key, text]) => {
      return JSON.stringify(placeholders(text)) !== JSON.stringify(placeholders(files.de.get(key)));
    });
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it("contain every key the source code names", () => {
    // Our keys are dotted, capitalised segments ("Login.Messages.Error"); no other string looks so.
    const keyLiteral = /["'`]([A-Z][A-Za-z]*(?:\.[A-Z][A-Za-z0-9]*)+)["'`]/g;
    const sources: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
          sources.push(readFileSync(path, "utf8"));
      }
    };
    walk(join(import.meta.dirname, "../src"));
    const used = new Set(
      sources.flatMap((text) => [...text.matchAll(keyLiteral)].map((m) => m[1] as string)),
    );
    expect(used.size).toBeGreaterThan(50);
    // A plural key ("Fit.Matched" with a count) exists as its _one and _other forms.
    const known = (key: string) =>
      files.en.has(key) || (files.en.has(`${key}_one`) && files.en.has(`${key}_other`));
    expect([...used].filter((key) => !known(key))).toEqual([]);
  });
});
