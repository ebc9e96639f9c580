// Worker-thread entry of the CV parse pool. A worker thread does not get the loaders of the process
// that starts it, and the parser is TypeScript: register tsx here.
import { enableCompileCache } from "node:module";
import { register } from "tsx/esm/api";

// V8's compiled code for the parser and pdf.js is kept on disk for the next start (as in the PDF worker).
enableCompileCache();
register();
/** The parser, or the reason it cannot load (as in the PDF worker: a failed load must not end the server). */
async function loadParser() {
  try {
    return (await import("./parse-task.ts")).parseTask;
  } catch (error) {
    return () => {
      throw error;
    };
  }
}
const parseTask = await loadParser();

export default parseTask;
