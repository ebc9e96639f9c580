// Helpers shared by the benchmark scripts: start the real server, sign a user in, measure, record.
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import autocannon from "autocannon";
import { simpleParser } from "mailparser";
import pg from "pg";
import { ensureServerBuild } from "../scripts/server-build.mjs";

export const root = path.resolve(import.meta.dirname, "..");

/** Each figure's median over the runs (throughput and latencies separately). */
export function median(runs) {
  const mid = (key) => [...runs].map((r) => r[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
  return { rps: mid("rps"), p50: mid("p50"), p99: mid("p99") };
}

export async function freePort() {
  const probe = net.createServer();
  await new Promise((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export async function waitFor(url) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

/** JSON request with the browser's Origin header (better-auth checks it); throws on non-2xx. */
export async function json(url, init) {
  const res = await fetch(url, {
    ...init,
    headers: { "content-type": "application/json", origin: new URL(url).origin, ...init?.headers },
  });
  if (!res.ok) throw new Error(`${init?.method ?? "GET"} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** The sign-up's bot check answered as the browser widget does (base64 of challenge and solution). */
async function botCheckSolution(base) {
  const challenge = await json(`${base}/api/botcheck/challenge`);
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** Signs a user up, verifies the address from the outbox and signs in; returns the two headers. */
export async function signedInHeaders(base, outboxDir, email = "bench@example.com") {
  const password = "bench password 1";
  const { token } = await json(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    body: JSON.stringify({ name: "Bench", email, password, altcha: await botCheckSolution(base) }),
  });
  await json(`${base}/api/register/signup`, {
    method: "POST",
    body: JSON.stringify({ username: "Bench", token, email }),
  });
  let link;
  for (let i = 0; i < 100 && !link; i++) {
    const files = existsSync(outboxDir) ? readdirSync(outboxDir, { withFileTypes: true }) : [];
    for (const file of files.filter((f) => f.name.endsWith(".eml"))) {
      const mail = await simpleParser(readFileSync(path.join(outboxDir, file.name)));
      if (JSON.stringify(mail.to).includes(email))
        link = mail.text?.match(/https?:\/\/\S+verifyemail\S+/)?.[0];
    }
    if (!link) await new Promise((r) => setTimeout(r, 100));
  }
  await json(`${base}/api/register/verify${new URL(link).search}`);
  const session = await json(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    body: JSON.stringify({ email, password }),
  });
  return { "x-auth-token": session.token, "x-auth-id": session.user.id };
}

/** Replaces one benchmark's section in docs/benchmarks.md, keeping the others. */
export function writeSection(name, section) {
  const file = path.join(root, "docs/benchmarks.md");
  const header =
    "# Benchmarks\n\nEach section is written by a script under `bench/`; figures are from the machine it names.\n";
  const current = existsSync(file) ? readFileSync(file, "utf8") : header;
  const wrapped = `<!-- bench:${name} -->\n${section}\n<!-- /bench:${name} -->`;
  const pattern = new RegExp(`<!-- bench:${name} -->[\\s\\S]*<!-- /bench:${name} -->`);
  const next = pattern.test(current)
    ? current.replace(pattern, wrapped)
    : `${current.trimEnd()}\n\n${wrapped}\n`;
  writeFileSync(file, next);
}

/** One autocannon run; any non-2xx answer fails the benchmark. */
export function measure(url, { headers = {}, connections = 50, duration = 8 } = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections, duration }, (err, result) => {
      if (err) return reject(err);
      if (result.non2xx > 0 || result.errors > 0) {
        return reject(new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`));
      }
      resolve({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 });
    });
  });
}

/**
 * With two or more cores and taskset, servers share core 1 and this process (the load generator)
 * takes core 0, so targets are measured under the same conditions and runs are less noisy.
 */
export function pinning() {
  const pin = os.cpus().length >= 2 && existsSync("/usr/bin/taskset");
  if (pin) execFileSync("/usr/bin/taskset", ["-pc", "0", String(process.pid)], { stdio: "ignore" });
  return {
    pin,
    spawnPinned: (args, options) =>
      pin
        ? spawn("/usr/bin/taskset", ["-c", "1", process.execPath, ...args], options)
        : spawn(process.execPath, args, options),
  };
}

/** Starts the real server as `npm start` runs it (built first when stale), on a free port with a fresh data folder. */
export async function startServer(spawnPinned, env = {}) {
  await ensureServerBuild();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "jah-bench-"));
  const base = `http://localhost:${port}`;
  const child = spawnPinned(
    [
      ...(process.env.BENCH_PROF ? ["--cpu-prof", "--cpu-prof-dir=/tmp/prof"] : []),
      "--enable-source-maps",
      "apps/server/dist/main.js",
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        APP_URL: base,
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        AUTH_RATE_LIMIT: "1000",
        // Benches measure this machine; the default job sources would reach out to the real APIs.
        JOB_SOURCES: "off",
        ...env,
      },
      stdio: "inherit",
    },
  );
  await waitFor(`${base}/api/config`);
  return {
    base,
    port,
    outboxDir: path.join(dataDir, "outbox"),
    stop: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The machine line every section starts with. */
export function machineLine() {
  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  return `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}.`;
}

/** The q-quantile (0..1) of the values, nearest rank. */
export function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/** Saves a profile (as show/{id} returns it) through the API, as the editor would; returns its id. */
export async function createProfileThroughApi(base, headers, source) {
  const post = (path, body) =>
    json(`${base}/api/profile/${path}`, { method: "POST", headers, body: JSON.stringify(body) });
  const { id } = await post("", {});
  const { skills, socialmedias, educations, workexperiences, ...fields } = source;
  await post("edit", { ...fields, id });
  const strip = ({ id: _id, ...rest }) => rest;
  for (const skill of skills) await post("skill/", { ...strip(skill), profile: { id } });
  for (const { date: _d, ...link } of socialmedias)
    await post("socialmedia/", { ...strip(link), profile: { id } });
  for (const education of educations) await post("education/", { ...strip(education), profile: { id } });
  for (const { job_tasks, ...work } of workexperiences) {
    const saved = await post("workexperience/", { ...strip(work), profile: { id } });
    for (const task of job_tasks) {
      await post("workexperience/addJobTask", {
        description: task.description,
        workexperience: { id: saved.id },
      });
    }
  }
  return id;
}

const BENCH_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** A scratch PostgreSQL database for one run, or null when PostgreSQL does not answer. */
export async function scratchPostgres() {
  const admin = new pg.Client({ connectionString: BENCH_ADMIN_URL });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `jah_bench_${randomBytes(4).toString("hex")}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(BENCH_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: BENCH_ADMIN_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
