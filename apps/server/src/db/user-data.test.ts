import { describe, expect, it } from "vitest";
import { checkUserDataParts, groupByParent, safeName } from "./user-data.ts";

describe("the user-data contract's helpers", () => {
  it("refuses a table in two parts and a kept table the part does not own", () => {
    expect(() =>
      checkUserDataParts([
        { feature: "a", tables: ["x"] },
        { feature: "b", tables: ["y", "x"] },
      ]),
    ).toThrow("Table x is in the user-data parts of a and b");
    expect(() => checkUserDataParts([{ feature: "a", tables: ["x"], resetKeeps: { y: "why" } }])).toThrow(
      "a keeps y on reset but does not own it",
    );
    expect(() =>
      checkUserDataParts([{ feature: "a", tables: ["x"], resetKeeps: { x: "why" } }]),
    ).not.toThrow();
  });

  it("groups rows by the item they belong to, that key left out", () => {
    const rows = [
      { application_id: 2, value: "a" },
      { application_id: 1, value: "b" },
      { application_id: 2, value: "c" },
    ];
    expect([...groupByParent(rows, "application_id")]).toEqual([
      [2, [{ value: "a" }, { value: "c" }]],
      [1, [{ value: "b" }]],
    ]);
  });

  it("makes names safe as one path segment in the zip", () => {
    expect(safeName("../Zeugnis: März?.pdf")).toBe("Zeugnis_ März_.pdf");
    expect(safeName("invoice\u202Efdp.exe")).toBe("invoicefdp.exe");
    expect(safeName("...", "document")).toBe("document");
    expect(safeName(`${"x".repeat(200)}.pdf`)).toHaveLength(120);
  });
});
