// The container test's checks through the API, as a user's browser makes them:
//
//   node scripts/container/checks.mjs create URL OUTBOX_COMMAND   signs up, verifies the address with the
//                                                                 link from the outbox, uploads a file,
//                                                                 imports a CV (PDF) and downloads its PDF
//   node scripts/container/checks.mjs find URL                    signs in, finds the file again and
//                                                                 downloads the CV's PDF again
//
// OUTBOX_COMMAND prints the outbox's mails (the container's /data/outbox/*.eml) on standard output: the
// test reads them through `podman exec`, since the outbox lives in the container's volume.
import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";

const [mode, url, outboxCommand] = process.argv.slice(2);
const email = "container-test@example.com";
const password = "Container-test-1234";
const fileText = `Stored in the container at ${new Date().toISOString()}\n`;
const fileName = "container-test.txt";
/** A real CV (LaTeX moderncv, two pages) from the import bench: read by the image's CV-import worker. */
const cvFile = new URL("../../bench/cv-import-set2/documents/p51-de-moderncv-classic.pdf", import.meta.url);

function fail(message) {
  console.error(`container check failed: ${message}`);
  process.exit(1);
}

/** A JSON call from the app's own origin (better-auth takes calls only from there), with the session. */
let session = {};
async function call(method, path, body) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      origin: url,
      "accept-language": "en",
      ...(body ? { "content-type": "application/json" } : {}),
      ...session,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) fail(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

/** The bot check's solution when the server asks for one (sign-up), solved as the ALTCHA widget does. */
async function botSolution() {
  const response = await fetch(`${url}/api/botcheck/challenge`);
  if (response.status === 404) return {};
  const challenge = await response.json();
  const { solveChallenge } = await import("altcha-lib");
  const { deriveKey } = await import("altcha-lib/algorithms/sha");
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
  if (!solution) fail("the bot-check challenge was not solved in time");
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  };
  return { altcha: Buffer.from(JSON.stringify(payload)).toString("base64") };
}

async function create() {
  const identity = await call("POST", "/api/auth/sign-up/email", {
    name: "Container Tester",
    email,
    password,
    ...(await botSolution()),
  });
  await call("POST", "/api/register/signup", { username: "Container Tester", token: identity.token, email });
  let link;
  for (let attempt = 0; attempt < 30 && !link; attempt++) {
    const mails = execSync(outboxCommand, { encoding: "utf8" })
      .replace(/=\r?\n/g, "")
      .replace(/=3D/g, "=");
    link = mails.match(/https?:\/\/\S*\/verifyemail\?\S+/)?.[0];
    if (!link) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (!link) fail("no verification mail in the outbox");
  await call("GET", `/api/register/verify${new URL(link).search}`);
  await signIn();
  const fileString = `data:text/plain;base64,${Buffer.from(fileText).toString("base64")}`;
  await call("POST", "/api/documents/", {
    file_string: fileString,
    file_name: fileName,
    original_name: fileName,
  });
  const imported = await call("POST", "/api/profile/importcv", {
    file_string: `data:application/pdf;base64,${readFileSync(cvFile).toString("base64")}`,
    file_name: "cv.pdf",
  });
  if (!imported?.profileId)
    fail(`the CV import answered no profile: ${JSON.stringify(imported).slice(0, 300)}`);
  const bytes = await cvPdf();
  console.log(
    `created ${email}, verified, uploaded ${fileName}, imported a CV and rendered it (${bytes} bytes)`,
  );
}

/** The first profile's CV as PDF (the image's PDF worker renders it); its size in bytes. */
async function cvPdf() {
  const profiles = await call("GET", "/api/profile/");
  const profile = profiles[0];
  if (!profile?.vorname) fail(`no imported profile listed: ${JSON.stringify(profiles).slice(0, 300)}`);
  const response = await fetch(`${url}/api/profile/download/${profile.id}`, { headers: session });
  const pdf = Buffer.from(await response.arrayBuffer());
  if (!response.ok || pdf.subarray(0, 5).toString() !== "%PDF-" || pdf.length < 10_000)
    fail(`the CV download answered ${response.status} with ${pdf.length} bytes`);
  return pdf.length;
}

/** Signs in; the API takes the session as x-auth-token and x-auth-id, as the web app sends them. */
async function signIn() {
  session = {};
  const { token, user } = await call("POST", "/api/auth/sign-in/email", { email, password });
  if (!token || !user?.id) fail("sign-in answered no session");
  session = { "x-auth-token": token, "x-auth-id": user.id };
}

async function find() {
  await signIn();
  const documents = await call("GET", "/api/documents/");
  const list = Array.isArray(documents) ? documents : (documents.documents ?? documents.items ?? []);
  const stored = list.find((document) => document.original_name === fileName);
  if (!stored) fail(`the uploaded file is not listed: ${JSON.stringify(documents).slice(0, 300)}`);
  const download = await fetch(`${url}/api/documents/download/${stored.id}`, { headers: session });
  const text = await download.text();
  if (!download.ok || !text.startsWith("Stored in the container"))
    fail(`download answered ${download.status}`);
  const bytes = await cvPdf();
  console.log(
    `found ${email} and ${fileName} again (${stored.file_size} bytes), rendered the CV (${bytes} bytes)`,
  );
}

if (!url || !["create", "find"].includes(mode) || (mode === "create" && !outboxCommand)) {
  console.error("Usage: node scripts/container/checks.mjs create URL OUTBOX_COMMAND | find URL");
  process.exit(2);
}
await (mode === "create" ? create() : find());
