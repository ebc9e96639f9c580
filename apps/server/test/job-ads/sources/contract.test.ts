import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { contract as jobsuche } from "../../../src/features/job-ads/sources/bundesagentur.ts";
import { fixture } from "./local-server.ts";

/**
 * The fields each adapter reads, held against its recorded answers: when a fixture is re-recorded and a
 * field an adapter needs is gone or changed its type, the contract fails here, before an adapter quietly
 * reads empty ads. A path runs through objects ("arbeitsort.ort"); "[]" walks every item of a list.
 */
type Field = { path: string; type: "string" | "number" | "boolean" | "array" | "object" | "text" };
type Contract = { adapter: string; files: string[]; read: (text: string) => unknown; fields: Field[] };

const json = (text: string) => JSON.parse(text) as unknown;
const xml = (text: string) =>
  new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "@",
    isArray: (n) => ["position", "item", "entry", "url", "sitemap", "jobDescription", "link"].includes(n),
  }).parse(text) as unknown;

const CONTRACTS: Contract[] = [
  {
    adapter: "bundesagentur (search)",
    files: ["bundesagentur-jobs-1.json", "bundesagentur-jobs-2.json"],
    read: json,
    fields: [
      { path: "stellenangebote", type: "array" },
      // A string in the real answers ("1234"), which is why the adapter reads it with Number().
      { path: "maxErgebnisse", type: "string" },
      ...jsonsucheOffer(),
    ],
  },
  {
    adapter: "bundesagentur (detail)",
    files: ["bundesagentur-details.json"],
    // The file maps each refnr to its detail answer.
    read: (text) => Object.values(JSON.parse(text) as Record<string, unknown>),
    fields: jobsuche.detail.map((f) => ({ path: `[].${f}`, type: "string" as const })),
  },
  {
    adapter: "arbeitnow",
    files: ["arbeitnow-1.json", "arbeitnow-2.json", "arbeitnow-3.json"],
    read: json,
    fields: [
      { path: "data[].slug", type: "string" },
      { path: "data[].title", type: "string" },
      { path: "data[].company_name", type: "string" },
      { path: "data[].description", type: "string" },
      { path: "data[].url", type: "string" },
      { path: "data[].location", type: "string" },
      { path: "data[].remote", type: "boolean" },
      { path: "data[].job_types", type: "array" },
      // Unix seconds, a number.
      { path: "data[].created_at", type: "number" },
      { path: "links", type: "object" },
    ],
  },
  {
    adapter: "greenhouse",
    files: ["greenhouse-jobs.json"],
    read: json,
    fields: [
      { path: "jobs[].id", type: "number" },
      { path: "jobs[].absolute_url", type: "string" },
      { path: "jobs[].title", type: "string" },
      { path: "jobs[].content", type: "string" },
      { path: "jobs[].location.name", type: "string" },
      { path: "jobs[].updated_at", type: "string" },
    ],
  },
  {
    adapter: "lever",
    files: ["lever-postings.json"],
    read: (text) => ({ postings: JSON.parse(text) as unknown }),
    fields: [
      { path: "postings[].id", type: "string" },
      { path: "postings[].text", type: "string" },
      { path: "postings[].hostedUrl", type: "string" },
      { path: "postings[].categories.location", type: "string" },
      { path: "postings[].categories.commitment", type: "string" },
      // Milliseconds since 1970.
      { path: "postings[].createdAt", type: "number" },
    ],
  },
  {
    adapter: "personio",
    files: ["personio.xml"],
    read: xml,
    fields: [
      { path: "workzag-jobs.position[].id", type: "text" },
      { path: "workzag-jobs.position[].name", type: "text" },
      { path: "workzag-jobs.position[].office", type: "text" },
      { path: "workzag-jobs.position[].jobDescriptions", type: "object" },
      { path: "workzag-jobs.position[].createdAt", type: "text" },
    ],
  },
  {
    adapter: "feed (RSS)",
    files: ["feed-rss.xml"],
    read: xml,
    fields: [
      { path: "rss.channel.item[].title", type: "text" },
      { path: "rss.channel.item[].link", type: "text" },
      { path: "rss.channel.item[].guid", type: "text" },
    ],
  },
  {
    adapter: "feed (Atom)",
    files: ["feed-atom.xml", "feed-atom-xhtml.xml"],
    read: xml,
    fields: [
      { path: "feed.entry[].title", type: "text" },
      { path: "feed.entry[].id", type: "text" },
      { path: "feed.entry[].link", type: "array" },
    ],
  },
  {
    adapter: "jsonld (sitemaps)",
    files: ["sitemap-jobs.xml"],
    read: xml,
    fields: [{ path: "urlset.url[].loc", type: "text" }],
  },
];

function jsonsucheOffer(): Field[] {
  return jobsuche.offer.map((f) => ({ path: `stellenangebote[].${f}`, type: "string" as const }));
}

/** Every value at `path`, walking lists at "[]". */
function valuesAt(root: unknown, path: string): unknown[] {
  let values: unknown[] = [root];
  for (const part of path.split(".")) {
    const list = part.endsWith("[]");
    const name = list ? part.slice(0, -2) : part;
    values = values.flatMap((value) => {
      const inner = name === "" ? value : (value as Record<string, unknown> | undefined)?.[name];
      return list ? (Array.isArray(inner) ? inner : [undefined]) : [inner];
    });
  }
  return values;
}

function typeOf(value: unknown): Field["type"] | "missing" {
  if (value === undefined || value === null || value === "") return "missing";
  if (Array.isArray(value)) return "array";
  return typeof value as Field["type"];
}

/** The contract's violations in one recorded answer: "path: expected type, got ...". */
function violations(root: unknown, fields: Field[]): string[] {
  const found: string[] = [];
  for (const field of fields) {
    for (const at of valuesAt(root, field.path)) {
      // A repeatable element (RSS <link>) is a list; the adapter reads its first, as xmlText does.
      const value = field.type === "text" && Array.isArray(at) ? at[0] : at;
      const actual = typeOf(value);
      // XML text is a string, or an element with attributes whose text sits in "#text".
      const ok =
        field.type === "text"
          ? actual === "string" ||
            actual === "number" ||
            (actual === "object" && "#text" in (value as object))
          : actual === field.type;
      if (!ok) found.push(`${field.path}: expected ${field.type}, got ${actual}`);
    }
  }
  return found;
}

describe("each adapter's contract with its recorded answers", () => {
  for (const contract of CONTRACTS) {
    for (const file of contract.files) {
      it(`${contract.adapter}: ${file} has every field the adapter reads`, () => {
        expect(violations(contract.read(fixture(file)), contract.fields)).toEqual([]);
      });
    }
  }

  it("fails when a required field disappears or changes its type", () => {
    const page = JSON.parse(fixture("bundesagentur-jobs-1.json"));
    delete page.stellenangebote[1].refnr;
    page.maxErgebnisse = 3;
    expect(violations(page, CONTRACTS[0]!.fields)).toEqual([
      "maxErgebnisse: expected string, got number",
      "stellenangebote[].refnr: expected string, got missing",
    ]);
    const board = JSON.parse(fixture("arbeitnow-1.json"));
    delete board.data[0].company_name;
    expect(violations(board, CONTRACTS[2]!.fields)).toEqual([
      "data[].company_name: expected string, got missing",
    ]);
    const personio = xml(
      fixture("personio.xml").replace(/<name>[^<]*<\/name>\s*<jobDescriptions>/, "<jobDescriptions>"),
    );
    expect(violations(personio, CONTRACTS[5]!.fields)).toEqual([
      "workzag-jobs.position[].name: expected text, got missing",
    ]);
  });
});
