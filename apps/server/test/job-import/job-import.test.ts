import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { HOST_REFUSED_CODE, HOST_REFUSED_MESSAGE } from "@jah/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../support/applications.ts";
import { testDialects } from "../support/dialects.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { authHeaders, signUp, type TestUser, verifiedUser } from "../support/users.ts";

const FETCH = "/api/profile/applications/fetchjob";
const HTML = { "content-type": "text/html; charset=utf-8" };
// One answer for a private address and an unknown name (issue 37).
const REFUSED = { url: HOST_REFUSED_MESSAGE };

const posting = {
  "@context": "https://schema.org",
  "@type": "JobPosting",
  title: "Softwareentwickler für Größenänderungen (m/w/d)",
  hiringOrganization: { "@type": "Organization", name: "Müller & Söhne GmbH" },
  jobLocation: { "@type": "Place", address: { addressLocality: "Düsseldorf", addressRegion: "NRW" } },
  description:
    "<p>Wir suchen Verstärkung für unser Büro.</p><ul><li>Gehalt: 60.000 &euro; im Jahr</li><li>Gr&ouml;&szlig;te Freiheit</li></ul>",
};
const jobPage = `<!doctype html><html><head><title>Job | Muster</title>
  <script type="application/ld+json">{ broken</script>
  <script type="application/ld+json">${JSON.stringify({ "@graph": [{ "@type": "WebSite" }, posting] })}</script>
  </head><body><h1>Softwareentwickler</h1></body></html>`;
const plainPage = `<html><head><title>Ausbildung zum Bäcker – Jobbörse</title>
  <meta property="og:site_name" content="Jobbörse"></head><body><p>Text</p></body></html>`;

/** A job site in the test process that counts every request it receives. */
async function startJobSite(): Promise<{ server: Server; origin: string; port: number; paths: string[] }> {
  const paths: string[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://site");
    paths.push(url.pathname);
    const hop = url.pathname.match(/^\/hop\/(\d+)$/);
    if (hop) {
      const left = Number(hop[1]) - 1;
      res.writeHead(302, { location: left > 0 ? `/hop/${left}` : "/job" }).end();
    } else if (url.pathname === "/job") res.writeHead(200, HTML).end(jobPage);
    else if (url.pathname === "/plain") res.writeHead(200, HTML).end(plainPage);
    else if (url.pathname === "/image") res.writeHead(200, { "content-type": "image/png" }).end("png");
    else if (url.pathname === "/huge") {
      // Chunked, without a Content-Length: the reader has to count.
      res.writeHead(200, HTML);
      for (let i = 0; i < 3; i++) res.write(`<p>${"ä".repeat(524_288)}</p>`);
      res.end();
    } else res.writeHead(404, HTML).end("<title>Not found</title>");
  });
  // Both stacks where the machine has IPv6, so a request to [::1] would be counted too.
  await new Promise<void>((resolve) => {
    server.once("error", () => server.listen(0, "127.0.0.1", resolve));
    server.listen(0, "::", resolve);
  });
  const port = (server.address() as AddressInfo).port;
  return { server, origin: `http://127.0.0.1:${port}`, port, paths };
}

describe.each(testDialects())("job import on %s", (dialect) => {
  let site: Awaited<ReturnType<typeof startJobSite>>;
  let open: TestServer;
  let strict: TestServer;
  let openUser: TestUser;
  let strictUser: TestUser;

  beforeAll(async () => {
    site = await startJobSite();
    open = await startTestServer(dialect, { JOB_IMPORT_ALLOW_PRIVATE_NETWORKS: "1" });
    strict = await startTestServer(dialect);
    openUser = await verifiedUser(open);
    strictUser = await verifiedUser(strict);
  });
  afterAll(async () => {
    await open.stop();
    await strict.stop();
    site.server.closeAllConnections();
    await new Promise((resolve) => site.server.close(resolve));
  });

  const fetchJob = (url: string) => api(open, openUser, "POST", FETCH, { url });
  const failureOf = (body: unknown) => (body as { fields?: { url?: string } }).fields?.url;

  it("fills the application from the page's JobPosting", async () => {
    const res = await fetchJob(`${site.origin}/job`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      job_title: "Softwareentwickler für Größenänderungen (m/w/d)",
      hireing_company: "Müller & Söhne GmbH",
      location: "Düsseldorf, NRW",
      job_description:
        "Wir suchen Verstärkung für unser Büro.\n\n- Gehalt: 60.000 € im Jahr\n- Größte Freiheit",
      link: `${site.origin}/job`,
      page: "127.0.0.1",
      recipient_name: "",
      mail_address: "",
    });
  });

  it("falls back to the page title without a JobPosting", async () => {
    const res = await fetchJob(`${site.origin}/plain`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      job_title: "Ausbildung zum Bäcker",
      hireing_company: "",
      location: "",
      job_description: "",
      link: `${site.origin}/plain`,
      page: "127.0.0.1",
      recipient_name: "",
      mail_address: "",
    });
  });

  it("follows two redirects and answers the final link, but not four", async () => {
    const two = await fetchJob(`${site.origin}/hop/2`);
    expect(two.status).toBe(200);
    expect(two.body.link).toBe(`${site.origin}/job`);
    expect(two.body.hireing_company).toBe("Müller & Söhne GmbH");

    const four = await fetchJob(`${site.origin}/hop/4`);
    expect(four.status).toBe(400);
    expect(failureOf(four.body)).toBe("The link redirects too often");
  });

  it("refuses pages over 2 MB, error statuses and other content with 400", async () => {
    const huge = await fetchJob(`${site.origin}/huge`);
    expect(huge.status).toBe(400);
    expect(huge.body).toMatchObject({
      statusCode: 400,
      error: "Bad Request",
      fields: { url: "The page is too large" },
    });

    const missing = await fetchJob(`${site.origin}/missing`);
    expect(missing.status).toBe(400);
    expect(failureOf(missing.body)).toBe("The site answered with status 404");

    const image = await fetchJob(`${site.origin}/image`);
    expect(image.status).toBe(400);
    expect(failureOf(image.body)).toBe("The link does not lead to a web page");
  });

  it("logs a failed import by host, never with the link's query string", async () => {
    const res = await fetchJob(`${site.origin}/missing?token=s3cr3t-session-value`);
    expect(res.status).toBe(400);
    const logs = open.logs.join("");
    expect(logs).toContain("job import failed");
    expect(logs).toContain(`127.0.0.1:${site.port}`);
    expect(logs).not.toContain("s3cr3t-session-value");
  });

  it("refuses private, loopback and link-local addresses without contacting them", async () => {
    const before = site.paths.length;
    for (const url of [
      `http://127.0.0.1:${site.port}/job`,
      `http://localhost:${site.port}/job`,
      `http://[::1]:${site.port}/`,
      "http://169.254.169.254/",
    ]) {
      const res = await api(strict, strictUser, "POST", FETCH, { url });
      expect(res.status, url).toBe(400);
      expect(res.body, url).toMatchObject({ fields: REFUSED, code: HOST_REFUSED_CODE });
    }
    expect(site.paths.length).toBe(before);
  });

  it("answers an unknown name exactly as a private address, so the answers map no network", async () => {
    const unknown = await api(strict, strictUser, "POST", FETCH, { url: "http://nowhere.invalid/job" });
    const private_ = await api(strict, strictUser, "POST", FETCH, {
      url: `http://127.0.0.1:${site.port}/job`,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual(private_.body);
    expect(JSON.stringify(unknown.body)).not.toMatch(/private|local|found/i);
  });

  it("validates the link and needs a verified session", async () => {
    const ftp = await fetchJob("ftp://x");
    expect(ftp.status).toBe(400);
    expect(failureOf(ftp.body)).toBe("Must be a web address (http or https)");
    const long = await fetchJob(`https://example.com/${"a".repeat(2000)}`);
    expect(failureOf(long.body)).toBe("At most 2000 characters");
    const empty = await api(open, openUser, "POST", FETCH, {});
    expect(failureOf(empty.body)).toBe("Required");

    const before = site.paths.length;
    const anonymous = await open.app.inject({
      method: "POST",
      url: FETCH,
      payload: { url: `${site.origin}/job` },
    });
    expect(anonymous.statusCode).toBe(401);
    const unverified = await signUp(open);
    const res = await open.app.inject({
      method: "POST",
      url: FETCH,
      headers: authHeaders(unverified),
      payload: { url: `${site.origin}/job` },
    });
    expect(res.statusCode).toBe(422);
    expect(site.paths.length).toBe(before);
  });
});
