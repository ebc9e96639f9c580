import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

describe("guarded-get.ts", () => {
  it("loads without Node's fetch implementation (undici stays out of an idle server)", () => {
    // A plain Node process: vitest's own process has long loaded undici.
    const body = `await import("./guarded-get.ts");
      console.log(JSON.stringify(process.moduleLoadList.filter((m) => m.includes("undici"))));`;
    const output = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", body], {
      cwd: import.meta.dirname,
      encoding: "utf8",
    });
    expect(JSON.parse(output)).toEqual([]);
  });
});
