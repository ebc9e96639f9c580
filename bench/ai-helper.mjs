// The AI letter helper against a fake OpenAI-compatible provider started in this process:
// 1. time to the first streamed letter text and to the complete checked answer, and what our server
//    adds to the provider's own times (target: under 50 ms at p99);
// 2. the invented facts the fact check catches in the crafted model answers of bench/ai/answers.json
//    (target: all), and its false alarms on the clean ones.
// Usage: npm run bench:ai   (BENCH_AI_RUNS, default 60)

import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import {
  json,
  machineLine,
  pinning,
  quantile,
  root,
  signedInHeaders,
  startServer,
  writeSection,
} from "./lib.mjs";

const RUNS = Number(process.env.BENCH_AI_RUNS ?? 60);
const WARMUP = 5;
const TARGET_P99_MS = 50;
/** The fake model thinks this long before its first token and pauses this long between tokens. */
const FAKE_FIRST_MS = 30;
const FAKE_GAP_MS = 2;
const CHUNKS = 40;

const { answers } = JSON.parse(readFileSync(path.join(root, "bench/ai/answers.json"), "utf8"));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** An OpenAI-compatible chat endpoint that answers `next` (streamed when asked) and notes its own times. */
function startFake() {
  const state = { next: "", timings: [] };
  const server = createServer(async (req, res) => {
    const received = performance.now();
    let raw = "";
    for await (const chunk of req) raw += chunk;
    const body = JSON.parse(raw);
    const content = state.next;
    const usage = { prompt_tokens: 900, completion_tokens: 400, total_tokens: 1300 };
    await sleep(FAKE_FIRST_MS);
    if (!body.stream) {
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ choices: [{ index: 0, message: { role: "assistant", content } }], usage }));
      return;
    }
    res.writeHead(200, { "content-type": "text/event-stream" });
    const send = (choices, extra = {}) =>
      res.write(`data: ${JSON.stringify({ object: "chat.completion.chunk", choices, ...extra })}\n\n`);
    const size = Math.ceil(content.length / CHUNKS);
    let first;
    for (let at = 0; at < content.length; at += size) {
      send([{ index: 0, delta: { content: content.slice(at, at + size) }, finish_reason: null }]);
      first ??= performance.now();
      await sleep(FAKE_GAP_MS);
    }
    send([{ index: 0, delta: {}, finish_reason: "stop" }]);
    send([], { usage });
    res.end("data: [DONE]\n\n");
    state.timings.push({ ttft: first - received, total: performance.now() - received });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ state, url: `http://127.0.0.1:${server.address().port}/v1`, close: () => server.close() }),
    ),
  );
}

/** One streamed helper call: when the first letter text and the result arrived, and the result. */
async function streamOnce(base, headers, body) {
  const started = performance.now();
  const res = await fetch(`${base}/api/application/coverletter/ai/help/stream`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`stream: ${res.status} ${await res.text()}`);
  const decoder = new TextDecoder();
  let buffer = "";
  let first;
  let result;
  for await (const chunk of res.body) {
    buffer += decoder.decode(chunk, { stream: true });
    let end = buffer.indexOf("\n\n");
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      if (event === "delta") first ??= performance.now();
      if (event === "result") result = JSON.parse(/^data: (.*)$/m.exec(block)[1]);
      if (event === "error") throw new Error(block);
      end = buffer.indexOf("\n\n");
    }
  }
  return { ttft: first - started, total: performance.now() - started, result };
}

const { pin, spawnPinned } = pinning();
const fake = await startFake();
const server = await startServer(spawnPinned, {
  AI_BASE_URL: fake.url,
  AI_MODEL: "bench-model",
  AI_REQUESTS_PER_HOUR: "0",
  AI_MONTHLY_TOKENS: "0",
});
try {
  const { base } = server;
  const headers = await signedInHeaders(base, server.outboxDir);
  const post = (p, b) => json(`${base}${p}`, { method: "POST", headers, body: JSON.stringify(b) });
  const { id: profileId } = await post("/api/profile/", {});
  await post("/api/profile/edit", {
    id: profileId,
    vorname: "Anna",
    name: "Muster",
    profiletitle: "Backend",
    title: "Backend-Entwicklerin",
  });
  for (const name of ["TypeScript", "Node.js", "PostgreSQL", "REST"])
    await post("/api/profile/skill/", { name, category: "IT", percentage: 75, profile: { id: profileId } });
  await post("/api/profile/education/", {
    name: "TU Berlin",
    subject_area: "Bachelor Informatik",
    start: "2010-10-01",
    ende: "2014-09-30",
    profile: { id: profileId },
  });
  const work = await post("/api/profile/workexperience/", {
    position_name: "Softwareentwicklerin",
    position_type: "Festanstellung",
    company: "ACME GmbH",
    start: "2015-01-01",
    current: true,
    profile: { id: profileId },
  });
  await post("/api/profile/workexperience/addJobTask", {
    description: "REST-APIs mit Node.js entwickelt",
    workexperience: { id: work.id },
  });
  const application = await post("/api/profile/applications/", {
    job_title: "Backend Developer",
    hireing_company: "Muster GmbH",
    page: "StepStone",
    recipient_salutation: "female",
    recipient_name: "Erika Musterfrau",
    job_description:
      "Wir suchen einen Backend Developer (m/w/d) mit TypeScript, Kubernetes und AWS. Ein Master in Informatik ist von Vorteil, Erfahrung mit Kafka wünschenswert.",
  });
  await post("/api/ai/consent", { provider_host: new URL(fake.url).host });
  const request = (language) => ({
    application_id: application.id,
    profile_id: profileId,
    letter:
      "Sehr geehrte Frau Musterfrau,\n\nhiermit bewerbe ich mich.\n\nMit freundlichen Grüßen\nAnna Muster",
    options: { language },
  });
  const answerOf = (a) =>
    JSON.stringify({
      letter: a.letter,
      subject: "Bewerbung",
      changes: [{ change: "Text", reason: "Klarer" }],
    });

  // 1. Latency: a clean answer, streamed.
  fake.state.next = answerOf(answers.find((a) => a.invented.length === 0));
  const ours = [];
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const run = await streamOnce(base, headers, request("de"));
    if (i >= WARMUP) ours.push(run);
  }
  const theirs = fake.state.timings.slice(WARMUP);
  const overheadFirst = ours.map((r, i) => r.ttft - theirs[i].ttft);
  const overheadTotal = ours.map((r, i) => r.total - theirs[i].total);

  // 2. Invented facts.
  let expected = 0;
  let caught = 0;
  let falseAlarms = 0;
  const missed = [];
  for (const a of answers) {
    fake.state.next = answerOf(a);
    const result = await json(`${base}/api/application/coverletter/ai/help`, {
      method: "POST",
      headers,
      body: JSON.stringify(request(a.language)),
    });
    const flags = result.flagged.filter((f) => f.kind !== "convention");
    for (const claim of a.invented) {
      expected++;
      const at = result.letter.indexOf(claim);
      const hit = flags.some((f) => f.passages.some((p) => p.start < at + claim.length && p.end > at));
      if (hit) caught++;
      else missed.push(`${a.name}: ${claim}`);
    }
    // A flag that overlaps no invented claim is a false alarm.
    for (const f of flags) {
      const spans = a.invented.map((c) => [result.letter.indexOf(c), result.letter.indexOf(c) + c.length]);
      if (!f.passages.some((p) => spans.some(([s, e]) => p.start < e && p.end > s))) {
        falseAlarms++;
        if (process.env.BENCH_VERBOSE) console.log(`false alarm in ${a.name}: ${f.kind} ${f.claim}`);
      }
    }
  }

  const ms = (n) => n.toFixed(1);
  const q = (values, p) => ms(quantile(values, p));
  const p99 = quantile(overheadFirst, 0.99);
  const section = `## AI letter helper (\`npm run bench:ai\`)

${machineLine()}${pin ? " Server pinned to core 1, client and fake provider on core 0." : ""}
${RUNS} streamed helper calls (after ${WARMUP} warm-up) against a fake OpenAI-compatible provider in the bench
process that waits ${FAKE_FIRST_MS} ms before its first token and sends the answer in ${CHUNKS} chunks ${FAKE_GAP_MS} ms apart.
"Ours" is what the browser sees; "overhead" is ours minus the provider's own time for the same call
(session check, consent and limit queries, loading application and profile, the SDK, parsing the
stream, the fact check and the SSE framing).

| | p50 | p99 |
|---|---|---|
| first letter text, ours | ${q(
    ours.map((r) => r.ttft),
    0.5,
  )} ms | ${q(
    ours.map((r) => r.ttft),
    0.99,
  )} ms |
| first token, provider | ${q(
    theirs.map((r) => r.ttft),
    0.5,
  )} ms | ${q(
    theirs.map((r) => r.ttft),
    0.99,
  )} ms |
| **overhead to first text** | **${q(overheadFirst, 0.5)} ms** | **${ms(p99)} ms** (target < ${TARGET_P99_MS} ms: ${p99 < TARGET_P99_MS ? "met" : "missed"}) |
| complete checked answer, ours | ${q(
    ours.map((r) => r.total),
    0.5,
  )} ms | ${q(
    ours.map((r) => r.total),
    0.99,
  )} ms |
| overhead to complete answer | ${q(overheadTotal, 0.5)} ms | ${q(overheadTotal, 0.99)} ms |

Fact check on the ${answers.length} crafted model answers of \`bench/ai/answers.json\`
(${answers.filter((a) => a.invented.length > 0).length} with invented facts, ${answers.filter((a) => a.invented.length === 0).length} clean): **${caught} of ${expected} invented facts caught**
(target: all${caught === expected ? ", met" : `, missed: ${missed.join("; ")}`}); ${falseAlarms} flag${falseAlarms === 1 ? "" : "s"} on true statements.`;
  writeSection("ai-helper", section);
  console.log(section);
} finally {
  await server.stop();
  fake.close();
}
