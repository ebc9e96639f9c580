import { execFileSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";

/** What @react-pdf/hyphenate/en-us gives in a plain Node process, with or without the stand-in. */
function hyphenationModule(withStandIn: boolean): string[] {
  const standIn = pathToFileURL(path.resolve(import.meta.dirname, "../src/pdf/hyphenation-stand-in.ts")).href;
  const code = `
    ${withStandIn ? `(await import(${JSON.stringify(standIn)})).leaveOutHyphenationPatterns();` : ""}
    const module = await import("@react-pdf/hyphenate/en-us");
    console.log(JSON.stringify(module.syllables("documentation")));`;
  const output = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", code], {
    cwd: path.resolve(import.meta.dirname, ".."),
    encoding: "utf8",
  });
  return JSON.parse(output);
}

describe("leaveOutHyphenationPatterns", () => {
  it("gives react-pdf's text layout a hyphenation module without the patterns, splitting no word", () => {
    expect(hyphenationModule(true)).toEqual(["documentation"]);
    // Without it, the module splits the word by its patterns.
    expect(hyphenationModule(false)).toEqual(["doc", "u", "men", "ta", "tion"]);
  });
});
