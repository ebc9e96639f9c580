// Worker-thread entry of the PDF pool. A worker thread does not get the loaders of the vitest
// process that starts it, and the templates are TypeScript with JSX: register tsx here. tsx applies a
// tsconfig only to the files it includes, and only the templates' own tsconfig includes their .tsx
// files (jsx: react-jsx), whatever the working directory is.
// The built server (scripts/server-build.mjs) bundles this file as dist/pdf-worker.js: there `register`
// does nothing and render-task.ts is part of the bundle.
import { enableCompileCache } from "node:module";
import { setPriority } from "node:os";
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";
import { loadTask } from "../load-task.mjs";

// Renders yield the CPU to the thread that answers HTTP requests. On Linux, priority 0 means the calling
// thread, so only this worker runs at nice 10; elsewhere it may apply to the process or be refused.
if (process.platform === "linux") {
  try {
    setPriority(0, 10);
  } catch {
    // Not allowed here (some containers): render at normal priority.
  }
}

// A worker starts for the first download after a quiet spell, and a third of its start is compiling the
// renderer's modules: V8's compiled code for them is kept on disk (the system's temporary folder, or
// NODE_COMPILE_CACHE) and used by every later start, across restarts.
enableCompileCache();

register({
  tsconfig: fileURLToPath(new URL("../../../../packages/cv-templates/tsconfig.json", import.meta.url)),
});
// The renderer, or the reason it cannot load (load-task.mjs).
const renderTask = await loadTask(async () => {
  // Before the renderer loads: parts of its libraries CVs never use stay out (stand-ins.ts says which).
  const { leaveOutUnusedParts } = await import("@jah/cv-templates/stand-ins");
  leaveOutUnusedParts();
  return (await import("./render-task.ts")).renderTask;
});

export default renderTask;
