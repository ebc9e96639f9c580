// Worker-thread entry of the CV parse pool. A worker thread does not get the loaders of the process
// that starts it, and the parser is TypeScript: register tsx here.
import { register } from "tsx/esm/api";

register();
const { parseTask } = await import("./parse-task.ts");

export default parseTask;
