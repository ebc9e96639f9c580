// npm run cv:parse -- FILE... --out DIR: one JSON per document, in the benchmark's schema.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { CvImportError } from "./errors.ts";
import { parseCv } from "./parse.ts";

const args = process.argv.slice(2);
const outAt = args.indexOf("--out");
const out = outAt >= 0 ? args[outAt + 1] : undefined;
const files = args.filter((_, i) => i !== outAt && i !== outAt + 1);
if (!out || files.length === 0) {
  console.error("usage: npm run cv:parse -- FILE... --out DIR");
  process.exit(2);
}
mkdirSync(out, { recursive: true });
let failed = 0;
for (const file of files) {
  const started = performance.now();
  try {
    // An offline tool, not a server facing hostile files: the first document also loads pdf.js (and,
    // from source, compiles the parser), which on a busy machine can take most of the default 10 s.
    const parsed = await parseCv(new Uint8Array(readFileSync(file)), { timeoutMs: 60_000 });
    const name = path.basename(file).replace(/\.(pdf|docx)$/i, "");
    writeFileSync(path.join(out, `${name}.json`), `${JSON.stringify(parsed, null, 2)}\n`);
    console.log(`${file}\t${(performance.now() - started).toFixed(1)} ms`);
  } catch (error) {
    failed++;
    const code = error instanceof CvImportError ? error.code : "error";
    console.error(`${file}\t${code}\t${(error as Error).message}`);
  }
}
process.exit(failed > 0 ? 1 : 0);
