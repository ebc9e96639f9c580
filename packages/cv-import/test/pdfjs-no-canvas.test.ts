import { createRequire } from "node:module";
import { column, makePdf } from "@jah/testing/cv-documents";
import { describe, expect, it } from "vitest";
import { extractPdf } from "../src/extract/pdf.ts";

describe("pdf.js in the CV import", () => {
  it("reads a PDF's text without loading its drawing addon (@napi-rs/canvas, about 20 MiB)", async () => {
    const lines = ["Paula Neumann", "Berufserfahrung", "Sachbearbeiterin", "Stadtverwaltung Jena"];
    const doc = await extractPdf(makePdf([column(lines.map((text) => [text, 50] as [string, number]))]));
    expect(doc.lines.map((line) => line.text)).toEqual(lines);
    const loaded = Object.keys(createRequire(import.meta.url).cache).filter((file) =>
      file.includes("@napi-rs"),
    );
    expect(loaded).toEqual([]);
    // pdf.js took the stand-in's classes, which say why they cannot be used.
    const DOMMatrix = (globalThis as { DOMMatrix?: new () => unknown }).DOMMatrix;
    expect(() => (DOMMatrix ? new DOMMatrix() : undefined)).toThrow(/Drawing PDF pages/);
  });
});
