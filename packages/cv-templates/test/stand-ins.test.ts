import { execFileSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";

/** Runs `code` (an ES module's body) in a plain Node process, with or without the stand-ins first. */
function run(code: string, withStandIns: boolean): unknown {
  const standIns = pathToFileURL(path.resolve(import.meta.dirname, "../src/pdf/stand-ins.ts")).href;
  const body = `${withStandIns ? `(await import(${JSON.stringify(standIns)})).leaveOutUnusedParts();` : ""}
    const result = await (async () => { ${code} })();
    console.log(JSON.stringify(result));`;
  const output = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", body], {
    cwd: path.resolve(import.meta.dirname, ".."),
    encoding: "utf8",
  });
  return JSON.parse(output);
}

describe("leaveOutUnusedParts", () => {
  it("gives react-pdf's text layout a hyphenation module without the patterns, splitting no word", () => {
    const code = `return (await import("@react-pdf/hyphenate/en-us")).syllables("documentation");`;
    expect(run(code, true)).toEqual(["documentation"]);
    // Without it, the module splits the word by its patterns.
    expect(run(code, false)).toEqual(["doc", "u", "men", "ta", "tion"]);
  });

  it("gives pdfkit an AES that refuses, and takes fetch away so yoga decodes its inline WebAssembly itself", () => {
    const code = `const { cbc } = await import("@noble/ciphers/aes");
      let refused = "";
      try { cbc(new Uint8Array(16), new Uint8Array(16)); } catch (error) { refused = error.message; }
      return { refused, fetch: typeof globalThis.fetch };`;
    expect(run(code, true)).toEqual({ refused: "CV PDFs are not encrypted.", fetch: "undefined" });
    expect(run("return typeof globalThis.fetch;", false)).toBe("function");
  });

  it("still renders the CV (layout with yoga, fonts, PDF) in a thread without them", () => {
    const code = `const { renderCvPdf } = await import("./src/node.ts");
      const { sampleProfile } = await import("./src/sample.ts");
      const pdf = await renderCvPdf(sampleProfile("en"), { template: "full" });
      return { start: pdf.subarray(0, 5).toString(), size: pdf.length > 10000 };`;
    expect(run(code, true)).toEqual({ start: "%PDF-", size: true });
  });
});
