// Worker-thread entry of the CV parse pool. A worker thread does not get the loaders of the process
// that starts it, and the parser is TypeScript: register tsx here.
import { enableCompileCache } from "node:module";
import { register } from "tsx/esm/api";
import { loadTask } from "../../load-task.mjs";

// V8's compiled code for the parser and pdf.js is kept on disk for the next start (as in the PDF worker).
enableCompileCache();
register();
// The parser, or the reason it cannot load (load-task.mjs: a failed load must not end the server).
const parseTask = await loadTask(async () => (await import("./parse-task.ts")).parseTask);

export default parseTask;
