// `npm run dev`: the API with reload on port 3000 and the Vite dev server (which proxies /api to it).
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const children = [
  spawn("npx", ["tsx", "watch", "apps/server/src/main.ts"], { cwd: root, stdio: "inherit" }),
  spawn("npx", ["vite"], { cwd: path.join(root, "apps/web"), stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
  process.exit(0);
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
