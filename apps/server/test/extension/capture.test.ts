import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { EXTENSION_HTML_MAX_CHARS } from "@jah/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, buildApplication } from "../support/applications.ts";
import { testDialects } from "../support/dialects.ts";
import { createToken, withToken } from "../support/extension.ts";
import { buildFullProfile, buildProfile } from "../support/profiles.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { type TestUser, verifiedUser } from "../support/users.ts";

const FETCH = "/api/profile/applications/fetchjob";

/** A web server that records every request it gets: the proof that the import fetched nothing. */
async function startRecorder(): Promise<{ server: Server; origin: string; requests: string[] }> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url ?? "/");
    res.writeHead(200, { "content-type": "text/html" }).end("<title>Fetched job</title>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
}

/** The rendered page as the extension reads it, full of references to the recording server. */
function renderedPage(origin: string): string {
  const posting = {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: "Frontend-Entwicklerin (m/w/d)",
    hiringOrganization: { "@type": "Organization", name: "Beispiel AG", sameAs: `${origin}/org` },
    jobLocation: { "@type": "Place", address: { addressLocality: "Leipzig" } },
    description: `<p>Sie bauen unsere Oberfläche.</p><img src="${origin}/desc.png">`,
    url: `${origin}/posting`,
  };
  return `<!doctype html><html><head>
    <title>Frontend-Entwicklerin | Beispiel AG</title>
    <link rel="canonical" href="${origin}/jobs/42?utm_source=feed">
    <link rel="stylesheet" href="${origin}/style.css">
    <meta property="og:image" content="${origin}/og.png">
    <script src="${origin}/app.js"></script>
    <script type="application/ld+json">${JSON.stringify(posting)}</script>
  </head><body>
    <iframe src="${origin}/frame"></iframe><img src="${origin}/logo.png">
    <h1>Frontend-Entwicklerin (m/w/d)</h1>
  </body></html>`;
}

describe.each(testDialects())("extension capture on %s", (dialect) => {
  let server: TestServer;
  let recorder: Awaited<ReturnType<typeof startRecorder>>;
  let user: TestUser;
  let token: string;

  beforeAll(async () => {
    recorder = await startRecorder();
    // Private addresses allowed: a fetch, if the server tried one, would reach the recorder.
    server = await startTestServer(dialect, { JOB_IMPORT_ALLOW_PRIVATE_NETWORKS: "1" });
    user = await verifiedUser(server);
    token = (await createToken(server, user)).token;
  });
  afterAll(async () => {
    await server.stop();
    recorder.server.closeAllConnections();
    await new Promise((resolve) => recorder.server.close(resolve));
  });

  it("reads the job from the html it is given and fetches nothing, not even what the page references", async () => {
    const url = `${recorder.origin}/jobs/42?utm_source=extension&ref=feed`;
    const res = await withToken(server, token, "POST", FETCH, { url, html: renderedPage(recorder.origin) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      job_title: "Frontend-Entwicklerin (m/w/d)",
      hireing_company: "Beispiel AG",
      location: "Leipzig",
      job_description: "Sie bauen unsere Oberfläche.",
      link: `${recorder.origin}/jobs/42`,
    });
    // The same with the web app's session.
    const bySession = await api(server, user, "POST", FETCH, { url, html: renderedPage(recorder.origin) });
    expect(bySession.body.job_title).toBe("Frontend-Entwicklerin (m/w/d)");
    expect(recorder.requests).toEqual([]);

    // The control: without html the server does fetch (so the recorder would have seen a fetch).
    const fetched = await withToken(server, token, "POST", FETCH, { url: `${recorder.origin}/page` });
    expect(fetched.body.job_title).toBe("Fetched job");
    expect(recorder.requests).toEqual(["/page"]);
    recorder.requests.length = 0;
  });

  it("takes html up to 2 MB and refuses more with 400 on the field", async () => {
    const url = `${recorder.origin}/big`;
    const head = "<html><head><title>Big page</title></head><body><p>";
    const fill = (length: number) => `${head}${"a".repeat(length - head.length)}`;
    const fits = await withToken(server, token, "POST", FETCH, { url, html: fill(EXTENSION_HTML_MAX_CHARS) });
    expect(fits.status).toBe(200);
    expect(fits.body.job_title).toBe("Big page");
    // Two-byte letters: the body limit leaves room for a full page of them as JSON.
    const umlauts = await withToken(server, token, "POST", FETCH, {
      url,
      html: `${head}${"ä".repeat(EXTENSION_HTML_MAX_CHARS - head.length)}`,
    });
    expect(umlauts.status).toBe(200);
    const over = await withToken(server, token, "POST", FETCH, {
      url,
      html: fill(EXTENSION_HTML_MAX_CHARS + 1),
    });
    expect(over.status).toBe(400);
    expect(over.body.fields).toEqual({ html: "At most 2 MB" });
    expect(recorder.requests).toEqual([]);
  });

  it("saves a job as a todo application and recognises its link however it is dressed", async () => {
    const link =
      "https://www.stepstone.de/stellenangebote--Entwickler-Berlin--123456-inline.html?utm_source=x&cid=7";
    const saved = await withToken(server, token, "POST", "/api/extension/applications", {
      job_title: "Entwickler (m/w/d)",
      hireing_company: "Muster GmbH",
      location: "Berlin",
      job_description: "Wir suchen Sie.\n\n- TypeScript",
      link,
      source_page: "StepStone",
      contact_name: "Erika Musterfrau",
      contact_salutation: "female",
      contact_email: "erika@muster.example",
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body).toEqual({
      id: expect.any(Number),
      webUrl: `http://localhost:3000/applications/${saved.body.id}`,
    });
    const stored = (await api(server, user, "GET", `/api/profile/applications/show/${saved.body.id}`)).body;
    expect(stored).toMatchObject({
      job_title: "Entwickler (m/w/d)",
      hireing_company: "Muster GmbH",
      location: "Berlin",
      page: "StepStone",
      link: "https://www.stepstone.de/stellenangebote--Entwickler-Berlin--123456-inline.html",
      recipient_salutation: "female",
      recipient_name: "Erika Musterfrau",
      mail_address: "erika@muster.example",
      status: "todo",
    });

    const application = {
      id: saved.body.id,
      job_title: "Entwickler (m/w/d)",
      hireing_company: "Muster GmbH",
      status: "todo",
      webUrl: saved.body.webUrl,
    };
    for (const same of [
      link,
      "http://stepstone.de/stellenangebote--Entwickler-Berlin--123456-inline.html/",
      "https://WWW.STEPSTONE.DE/stellenangebote--Entwickler-Berlin--123456-inline.html?gclid=abc#apply",
    ]) {
      const tracked = await withToken(
        server,
        token,
        "GET",
        `/api/extension/tracked?url=${encodeURIComponent(same)}`,
      );
      expect(tracked.body, same).toEqual({ tracked: true, application });
    }
    const other = await withToken(
      server,
      token,
      "GET",
      `/api/extension/tracked?url=${encodeURIComponent("https://www.stepstone.de/stellenangebote--Tester--999.html")}`,
    );
    expect(other.body).toEqual({ tracked: false });

    const duplicate = await withToken(server, token, "POST", "/api/extension/applications", {
      job_title: "Entwickler",
      link: `${link}&utm_medium=mail`,
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({ statusCode: 409, application });
  });

  it("recognises a link tracked in the web app, with its current status", async () => {
    const link = "https://boards.greenhouse.io/acme/jobs/555";
    const app = await buildApplication(server, user, { link: `${link}?gh_src=abc` });
    await api(server, user, "POST", "/api/profile/applications/edit", { id: app.id, status: "rejected" });
    const tracked = await withToken(
      server,
      token,
      "GET",
      `/api/extension/tracked?url=${encodeURIComponent(link)}`,
    );
    expect(tracked.body).toMatchObject({ tracked: true, application: { id: app.id, status: "rejected" } });
  });

  it("answers bad fields with 400 per field and saves nothing", async () => {
    const before = (await api(server, user, "GET", "/api/profile/applications/")).body;
    const res = await withToken(server, token, "POST", "/api/extension/applications", {
      job_title: "",
      link: "javascript:alert(1)",
      contact_email: "not an address",
      contact_salutation: "sir",
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual([
      "contact_email",
      "contact_salutation",
      "job_title",
      "link",
    ]);
    const missing = await withToken(server, token, "POST", "/api/extension/applications", {
      job_title: "Job",
    });
    expect(missing.body.fields.link).toBe("Required");
    expect((await api(server, user, "GET", "/api/profile/applications/")).body).toEqual(before);
    const badUrl = await withToken(server, token, "GET", "/api/extension/tracked?url=ftp%3A%2F%2Fx");
    expect(badUrl.status).toBe(400);
    expect(badUrl.body.fields.url).toBeTruthy();
  });

  it("lists the profiles by title and scores each as calculatefit does", async () => {
    const owner = await verifiedUser(server);
    const ownerToken = (await createToken(server, owner)).token;
    const full = await buildFullProfile(server, owner);
    const second = await buildProfile(server, owner, { profiletitle: "", title: "Designer" });
    const profiles = await withToken(server, ownerToken, "GET", "/api/extension/profiles");
    expect(profiles.body).toEqual([
      { id: full.id, title: "Backend" },
      { id: second.id, title: "Designer" },
    ]);

    const job = {
      job_title: "Backend Developer (TypeScript)",
      hireing_company: "Muster GmbH",
      location: "Berlin",
      job_description: "We build APIs in TypeScript. German required.",
    };
    const fit = await withToken(server, ownerToken, "POST", "/api/extension/fit", job);
    expect(fit.status).toBe(200);
    expect(fit.body).toHaveLength(2);
    const application = await buildApplication(server, owner, job);
    for (const entry of fit.body as Array<{ profileId: number; title: string; score: number }>) {
      const expected = await api(
        server,
        owner,
        "GET",
        `/api/profile/calculatefit/${entry.profileId}/${application.id}`,
      );
      expect(entry.score, entry.title).toBe(expected.body);
    }
    expect(fit.body[0].score).toBeGreaterThanOrEqual(fit.body[1].score);
    expect(
      (await withToken(server, ownerToken, "POST", "/api/extension/fit", {})).body.fields.job_title,
    ).toBe("Required");
  });
});
