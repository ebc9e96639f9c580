// Scale-out on this machine: the authenticated read and the application list against one instance and
// against two instances on one PostgreSQL database (the load spread over both), and a document download
// from S3-compatible storage (s3rver) against the local disk. Writes the "scaling" section of
// docs/benchmarks.md; docs/scaling.md turns the figures into a capacity estimate.
// Usage: npm run bench:scaling   (needs Node 24 and PostgreSQL; takes about four minutes)
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import PDFDocument from "pdfkit";
import S3rver from "s3rver";
import {
  json,
  machineLine,
  measure,
  median,
  scratchPostgres,
  signedInHeaders,
  startServer,
  writeSection,
} from "./lib.mjs";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 40;
const APPLICATIONS = 1_000;
// Servers are not pinned here: a second instance can only help if it may use the second core.
const spawnFree = (await import("node:child_process")).spawn;
const spawnServer = (args, options) => spawnFree(process.execPath, args, options);

/** The load split over the instances at once; throughput summed, the worst p99 kept. */
async function spread(urls, headers) {
  const share = Math.max(1, Math.round(CONNECTIONS / urls.length));
  const runs = await Promise.all(
    urls.map((url) => measure(url, { headers, connections: share, duration: DURATION_S })),
  );
  return {
    rps: runs.reduce((sum, r) => sum + r.rps, 0),
    p50: Math.max(...runs.map((r) => r.p50)),
    p99: Math.max(...runs.map((r) => r.p99)),
  };
}

/** Medians of alternating rounds against one instance and against both. */
async function compare(one, both, headers) {
  await spread(both, headers);
  const single = [];
  const double = [];
  for (let round = 0; round < ROUNDS; round++) {
    single.push(await spread(one, headers));
    double.push(await spread(both, headers));
  }
  return { single: median(single), double: median(double) };
}

async function seedApplications(base, headers) {
  let next = 0;
  const worker = async () => {
    while (next < APPLICATIONS) {
      const i = next++;
      await json(`${base}/api/profile/applications/`, {
        method: "POST",
        headers,
        body: JSON.stringify({
          job_title: `Developer ${i}`,
          hireing_company: `Company ${i % 300}`,
          page: "StepStone",
          recipient_salutation: "female",
          location: "Berlin",
          job_description: "We are looking for someone who likes TypeScript. ".repeat(5),
          status: i % 3 ? "applied" : "todo",
          date: `2026-${String(1 + (i % 12)).padStart(2, "0")}-${String(1 + (i % 28)).padStart(2, "0")}`,
        }),
      });
    }
  };
  await Promise.all(Array.from({ length: 10 }, worker));
}

/** A real PDF of about 1 MB (text pages), as a data URL the upload endpoint takes. */
function largePdfDataUrl() {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ compress: false });
    const chunks = [];
    doc.on("data", (c) => chunks.push(c));
    doc.on("end", () => resolve(`data:application/pdf;base64,${Buffer.concat(chunks).toString("base64")}`));
    for (let page = 0; page < 40; page++) {
      if (page) doc.addPage();
      doc.fontSize(8).text(randomBytes(12_000).toString("base64"));
    }
    doc.end();
  });
}

async function uploadDocument(base, headers, fileString) {
  const doc = await json(`${base}/api/documents/`, {
    method: "POST",
    headers,
    body: JSON.stringify({ file_string: fileString, file_name: "zeugnis.pdf", original_name: "zeugnis.pdf" }),
  });
  return `${base}/api/documents/download/${doc.id}`;
}

const database = await scratchPostgres();
if (!database) throw new Error("PostgreSQL does not answer; set BENCH_DATABASE_URL.");
const s3Dir = mkdtempSync(path.join(os.tmpdir(), "jah-bench-s3-"));
const s3 = new S3rver({
  port: 0,
  address: "127.0.0.1",
  silent: true,
  directory: s3Dir,
  configureBuckets: [{ name: "bench" }],
});
const { port: s3Port } = await s3.run();
const shared = {
  DATABASE_URL: database.url,
  // Sessions signed by one instance are read by the other.
  AUTH_SECRET: randomBytes(32).toString("hex"),
  AUTH_RATE_LIMIT: "100000",
};
const s3Env = {
  STORAGE: "s3",
  S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
  S3_REGION: "us-east-1",
  S3_BUCKET: "bench",
  S3_ACCESS_KEY_ID: "S3RVER",
  S3_SECRET_ACCESS_KEY: "S3RVER",
  S3_FORCE_PATH_STYLE: "true",
};
const a = await startServer(spawnServer, shared);
const b = await startServer(spawnServer, shared);
const local = await startServer(spawnServer, {});
const onS3 = await startServer(spawnServer, s3Env);
try {
  const headers = await signedInHeaders(a.base, a.outboxDir);
  await seedApplications(a.base, headers);
  const read = (s) => `${s.base}/api/usersettings/show`;
  const list = (s) => `${s.base}/api/profile/applications/?page=1`;
  const reads = await compare([read(a)], [read(a), read(b)], headers);
  const lists = await compare([list(a)], [list(a), list(b)], headers);

  const pdf = await largePdfDataUrl();
  const sizeKb = Math.round((pdf.length * 3) / 4 / 1024);
  const localHeaders = await signedInHeaders(local.base, local.outboxDir);
  const s3Headers = await signedInHeaders(onS3.base, onS3.outboxDir);
  const localUrl = await uploadDocument(local.base, localHeaders, pdf);
  const s3Url = await uploadDocument(onS3.base, s3Headers, pdf);
  const downloads = { local: [], s3: [] };
  for (let round = 0; round < ROUNDS; round++) {
    downloads.local.push(
      await measure(localUrl, { headers: localHeaders, connections: 10, duration: DURATION_S }),
    );
    downloads.s3.push(await measure(s3Url, { headers: s3Headers, connections: 10, duration: DURATION_S }));
  }
  const dl = { local: median(downloads.local), s3: median(downloads.s3) };

  const row = (name, r) => `| ${name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} |`;
  const growth = (c) => `${((c.double.rps / c.single.rps - 1) * 100).toFixed(0)} %`;
  const lines = [
    "## Scale-out: one instance against two, S3 against the local disk",
    "",
    `${machineLine()} PostgreSQL 15 on the same machine; autocannon with ${CONNECTIONS} connections in all (split evenly over the instances), ${ROUNDS} alternating rounds of ${DURATION_S} s (medians). Servers unpinned: the instances, PostgreSQL and the load generator share the two cores.`,
    "",
    "| target | req/s | p50 ms | p99 ms |",
    "|---|---:|---:|---:|",
    row("GET /api/usersettings/show, one instance", reads.single),
    row("GET /api/usersettings/show, two instances", reads.double),
    row(
      `application list (${APPLICATIONS.toLocaleString("en")} applications, page 1), one instance`,
      lists.single,
    ),
    row("application list, two instances", lists.double),
    row(`document download (${sizeKb} KB PDF), local disk`, dl.local),
    row("document download, S3 (s3rver)", dl.s3),
    "",
    `The second instance adds ${growth(reads)} to the authenticated read and ${growth(lists)} to the list on this 2-core machine, where one instance already shares its cores with PostgreSQL and the load generator; on separate machines each instance brings its own cores. s3rver is a test server that keeps objects as files: a download through it costs a second HTTP hop and a copy (figures for AWS, MinIO or R2 depend on their network).`,
  ];
  writeSection("scaling", lines.join("\n"));
  console.log(lines.join("\n"));
} finally {
  await Promise.all([a.stop(), b.stop(), local.stop(), onS3.stop()]);
  await database.drop();
  await s3.close();
  rmSync(s3Dir, { recursive: true, force: true });
}
