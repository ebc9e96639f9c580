import type { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { ExportPlan, RECORD_FILES } from "./plan.ts";

const FACTS = ["email"];

/** A plan whose every record file is written (as an empty list) except those `skip` names. */
function planWithRecords(skip: string[] = []) {
  const plan = new ExportPlan(async () => Buffer.from("%PDF"), new AbortController().signal);
  plan.fact("email", async () => "anna@example.com");
  for (const path of RECORD_FILES) if (!skip.includes(path)) plan.json(path, async () => []);
  return plan;
}

const read = async (body: Buffer | Readable) => (Buffer.isBuffer(body) ? body.toString("utf8") : text(body));

describe("the data export's plan", () => {
  it("lays out the README, the record files in their order, stored files, then the files made for the export", async () => {
    const plan = planWithRecords(["settings.json"]);
    plan.cvPdf("profiles/1/cv.pdf", async () => ({ profile: {} as never, picture: null }));
    plan.file("files/documents/1_a.pdf", async () => Buffer.from("a"));
    plan.json("settings.json", async () => ({ language: "de" }), { slots: ["mail_accounts", "ai_usage"] });
    // Filled in the owner's slot order, whatever order the parts come in.
    plan.field("settings.json", "ai_usage", async () => [{ month: "2026-01" }]);
    plan.field("settings.json", "mail_accounts", async () => []);
    const entries = plan.entries((facts) => `for ${facts.get("email")}`, FACTS);
    expect(entries.map((e) => e.path)).toEqual([
      "README.txt",
      ...RECORD_FILES,
      "files/documents/1_a.pdf",
      "profiles/1/cv.pdf",
    ]);
    expect(await read(await entries[0]!.produce())).toBe("for anna@example.com");
    const settings = entries.find((e) => e.path === "settings.json")!;
    expect(await read(await settings.produce())).toBe(
      `${JSON.stringify({ language: "de", mail_accounts: [], ai_usage: [{ month: "2026-01" }] }, null, 2)}\n`,
    );
  });

  it("writes a paged list with the lists other parts give for each item, page after page", async () => {
    const plan = planWithRecords(["applications.json"]);
    const rows = [{ id: 3 }, { id: 7 }];
    plan.jsonPages("applications.json", async (afterId) => rows.filter((r) => r.id > afterId).slice(0, 1), {
      slots: ["notes"],
    });
    const asked: number[][] = [];
    plan.children("applications.json", "notes", async (ids) => {
      asked.push(ids);
      return new Map([[7, [{ value: "call back" }]]]);
    });
    const entry = plan.entries(() => "", FACTS).find((e) => e.path === "applications.json")!;
    expect(JSON.parse(await read(await entry.produce()))).toEqual([
      { id: 3, notes: [] },
      { id: 7, notes: [{ value: "call back" }] },
    ]);
    expect(asked).toEqual([[3], [7]]);
  });

  it("refuses a layout the parts got wrong before anything is written", () => {
    const unknown = planWithRecords();
    unknown.json("secrets.json", async () => ({}));
    expect(() => unknown.entries(() => "", FACTS)).toThrow(
      "secrets.json is not one of the export's record files",
    );

    const unfilled = planWithRecords(["settings.json"]);
    unfilled.json("settings.json", async () => ({}), { slots: ["mail_accounts"] });
    expect(() => unfilled.entries(() => "", FACTS)).toThrow(
      "No user-data part fills mail_accounts of settings.json",
    );

    const noSlot = planWithRecords();
    noSlot.field("account.json", "extra", async () => 1);
    expect(() => noSlot.entries(() => "", FACTS)).toThrow("account.json has no slot extra");

    const missing = planWithRecords(["payments.json"]);
    expect(() => missing.entries(() => "", FACTS)).toThrow("No user-data part writes payments.json");
    expect(() => planWithRecords().entries(() => "", ["email", "language"])).toThrow(
      "No user-data part gives the export's fact language",
    );
    expect(() => planWithRecords().json("account.json", async () => ({}))).toThrow(
      "Two user-data parts write account.json",
    );
  });
});
