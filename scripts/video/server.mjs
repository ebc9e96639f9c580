// Starts the built product (the esbuild bundle and the built web app, as `npm start` runs them) for
// the recording, with the local stand-ins it talks to: a job ad page to import and a mailbox to send to.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";

const root = path.resolve(import.meta.dirname, "../..");

async function freePort() {
  const probe = net.createServer();
  await new Promise((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * The server on a free port with a fresh SQLite data folder. STAGING=1 lets the account be filled
 * with the demo's sample data (POST /api/datareset) while uploads and sending still work, which a
 * demo account (DEMO_MODE) refuses. The job page and the mailbox are on this machine.
 */
export async function startProduct() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "jah-video-"));
  const url = `http://localhost:${port}`;
  const output = [];
  const child = spawn(process.execPath, ["apps/server/dist/main.js"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      STAGING: "1",
      JOB_SOURCES: "off",
      JOB_IMPORT_ALLOW_PRIVATE_NETWORKS: "true",
      MAIL_ACCOUNT_ALLOW_PRIVATE_NETWORKS: "true",
      BOT_CHECK_DIFFICULTY: "5000",
      // Reading the CV may take long on a busy machine; the video does not show the wait (timeline.mjs).
      CV_IMPORT_TIMEOUT_MS: "180000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (d) => output.push(String(d)));
  child.stderr.on("data", (d) => output.push(String(d)));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output.join("")}`);
    try {
      if ((await fetch(`${url}/api/config`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output.join("")}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    outboxDir: path.join(dataDir, "outbox"),
    stop: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A job board page per language with its schema.org JobPosting, as the URL import reads it. */
export async function startJobPage(ads) {
  const server = http.createServer((request, response) => {
    const lang = /^\/jobs\/(de|en)\//.exec(request.url ?? "")?.[1];
    const ad = lang && ads[lang];
    if (!ad) {
      response.writeHead(404).end();
      return;
    }
    const posting = {
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: ad.title,
      hiringOrganization: { "@type": "Organization", name: ad.company },
      jobLocation: { "@type": "Place", address: { "@type": "PostalAddress", addressLocality: ad.location } },
      description: ad.description,
      datePosted: new Date().toISOString().slice(0, 10),
    };
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(`<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${ad.title}</title>
<script type="application/ld+json">${JSON.stringify(posting)}</script></head>
<body><h1>${ad.title}</h1>${ad.description}</body></html>`);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  return {
    // "localhost" reads better in the video than the bare address.
    url: (lang) => `http://localhost:${port}/jobs/${lang}/${ads[lang].slug}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** A mailbox that accepts the user's login and every message: what "Send" reaches in the video. */
export async function startMailbox() {
  const received = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    logger: false,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    onData: (stream, _session, callback) => {
      stream.on("data", () => {});
      stream.on("end", () => {
        received.push(Date.now());
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: server.server.address().port,
    received,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
