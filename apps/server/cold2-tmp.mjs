const t0 = performance.now();
const mod = await import("/work/main/apps/server/dist/pdf-worker.js");
const t1 = performance.now();
await mod.default({ kind: "warm", step: "render", template: "full" });
const t3 = performance.now();
console.log({ import: t1 - t0, first: t3 - t1 });
