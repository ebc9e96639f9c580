import { readFileSync } from "node:fs";
const cpu = () => { const c = process.cpuUsage(); return (c.user + c.system) / 1000; };
let t = cpu(), w = performance.now();
const lap = (what) => { const c = cpu(), n = performance.now(); console.log(what.padEnd(20), (c - t).toFixed(0).padStart(5), "ms cpu", (n - w).toFixed(0).padStart(5), "ms wall"); t = c; w = n; };
const mod = await import("./dist/pdf-worker.js");
lap("load worker module");
const { Font } = await import("@react-pdf/renderer");
const profile = JSON.parse(readFileSync("/tmp/sample.json","utf8"));
if (process.env.FONTS) {
  await mod.default({ kind: "warm", template: "simple_1" }).catch(()=>{});
  lap("warm simple_1");
}
for (const template of ["full", "full", "full"]) { await mod.default({ kind: "pdf", profile, template, picture: null }); lap("render " + template); }
