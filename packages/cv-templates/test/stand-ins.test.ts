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

  it("leaves out fontkit's Brotli decoder (WOFF2 only) and react-pdf's reconcilers for other React versions", () => {
    // Which modules a render loads, by a load hook registered after the stand-ins' own.
    const code = `const { registerHooks } = await import("node:module");
      const loaded = [];
      registerHooks({ load(url, context, next) { loaded.push(url); return next(url, context); } });
      const { renderCvPdf } = await import("./src/node.ts");
      const { sampleProfile } = await import("./src/sample.ts");
      await renderCvPdf(sampleProfile("de"), { template: "elegant" });
      const files = loaded.filter((url) => url.startsWith("file:"));
      const reconcilers = files.filter((url) => /reconciler-\\d+\\.js$/.test(url)).map((url) => url.split("/").pop());
      return { brotli: files.filter((url) => url.includes("/node_modules/brotli/")).length, reconcilers };`;
    expect(run(code, true)).toEqual({ brotli: 0, reconcilers: ["reconciler-33.js"] });
    const without = run(code, false) as { brotli: number; reconcilers: string[] };
    expect(without.brotli).toBeGreaterThan(0);
    expect(without.reconcilers.sort()).toEqual(["reconciler-23.js", "reconciler-31.js", "reconciler-33.js"]);
  });

  it("still renders the CV (layout with yoga, fonts, PDF) in a thread without them", () => {
    const code = `const { renderCvPdf } = await import("./src/node.ts");
      const { sampleProfile } = await import("./src/sample.ts");
      const pdf = await renderCvPdf(sampleProfile("en"), { template: "full" });
      return { start: pdf.subarray(0, 5).toString(), size: pdf.length > 10000 };`;
    expect(run(code, true)).toEqual({ start: "%PDF-", size: true });
  });
});
