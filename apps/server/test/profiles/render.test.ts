import { sampleProfile } from "@jah/cv-templates/sample";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../support/applications.ts";
import { dispositionOf } from "../support/content-disposition.ts";
import { testDialects } from "../support/dialects.ts";
import { buildProfile, saveWholeProfile } from "../support/profiles.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { authHeaders, type TestUser, verifiedUser } from "../support/users.ts";

describe.each(testDialects())("CV rendering on %s", (dialect) => {
  let server: TestServer;
  let user: TestUser;
  let sampleId: number;
  beforeAll(async () => {
    server = await startTestServer(dialect, { PDF_WORKERS: "2" });
    user = await verifiedUser(server);
    sampleId = await saveWholeProfile(server, user, sampleProfile("de"));
  });
  afterAll(() => server.stop());

  const get = (url: string, who: TestUser = user) =>
    server.app.inject({ method: "GET", url, headers: authHeaders(who) });

  it("downloads the CV as a PDF named after the profile", async () => {
    const res = await get(`/api/profile/download/${sampleId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(res.rawPayload.length).toBeGreaterThan(10_000);
    expect(dispositionOf(res.headers["content-disposition"])).toEqual({
      type: "attachment",
      filename: "Lena_Weissmuller_Freiberuflich_-_Web_&_Cloud.pdf",
      "filename*": "UTF-8''Lena_Wei%C3%9Fm%C3%BCller_Freiberuflich_%E2%80%93_Web_%26_Cloud.pdf",
    });
    const inline = await get(`/api/profile/download/${sampleId}?inline=1&template=dark`);
    expect(inline.statusCode).toBe(200);
    expect(dispositionOf(inline.headers["content-disposition"])).toMatchObject({
      type: "inline",
      filename: expect.stringMatching(/^Lena_/),
    });
    expect((await get(`/api/profile/download/${sampleId}?template=fancy`)).statusCode).toBe(400);
  });

  it("renders the HTML preview with a strict content security policy", async () => {
    const res = await get(`/api/profile/htmlpreview/${sampleId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.body).toContain("Weißmüller");
    expect(res.headers["content-security-policy"]).toMatch(/default-src 'none'/);
    expect(res.headers["content-security-policy"]).not.toMatch(/script-src/);
  });

  it("answers 404 for another user's profile", async () => {
    const intruder = await verifiedUser(server);
    expect((await get(`/api/profile/download/${sampleId}`, intruder)).statusCode).toBe(404);
    expect((await get(`/api/profile/htmlpreview/${sampleId}`, intruder)).statusCode).toBe(404);
  });

  it("puts the photo into the PDF and the preview", async () => {
    const png = await sharp({ create: { width: 80, height: 80, channels: 3, background: "#3366cc" } })
      .png()
      .toBuffer();
    const profile = await buildProfile(server, user, {
      picture: `data:image/png;base64,${png.toString("base64")}`,
    });
    const withPhoto = await get(`/api/profile/download/${profile.id}`);
    expect(withPhoto.statusCode, withPhoto.body).toBe(200);
    await api(server, user, "POST", "/api/profile/edit", { ...profile, picture: null });
    const without = await get(`/api/profile/download/${profile.id}`);
    // The photo is embedded as an image XObject; without it the CV has no image at all.
    expect(withPhoto.rawPayload.includes("/Subtype /Image")).toBe(true);
    expect(without.rawPayload.includes("/Subtype /Image")).toBe(false);
    await api(server, user, "POST", "/api/profile/edit", {
      ...profile,
      picture: `data:image/png;base64,${png.toString("base64")}`,
    });
    const preview = await get(`/api/profile/htmlpreview/${profile.id}`);
    expect(preview.body).toContain('src="data:image/jpeg;base64,');
  });

  it("renders a nearly empty profile too", async () => {
    const profile = await buildProfile(server, user, { profiletitle: "" });
    const res = await get(`/api/profile/download/${profile.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(dispositionOf(res.headers["content-disposition"]).filename).toBe("Anna_Muster_.pdf");
  });

  it("keeps answering other requests while renders run", async () => {
    // Four renders at once; meanwhile health checks go out one after another. Rendering on the main
    // thread would hold the event loop for whole layout passes, and few checks would get through. The
    // count is a ratio of two CPU-bound rates, not a time limit, so it holds on slow machines too.
    // A long CV (every work experience and education three times): each render holds a worker longer,
    // so the pool's count stays far above the main thread's however busy the machine is.
    const sample = sampleProfile("de");
    const long = {
      ...sample,
      workexperiences: [...sample.workexperiences, ...sample.workexperiences, ...sample.workexperiences],
      educations: [...sample.educations, ...sample.educations, ...sample.educations],
    };
    const longId = await saveWholeProfile(server, user, long);
    let downloadsDone = 0;
    let firstDone = -1;
    let healthAnswered = 0;
    const downloads = Array.from({ length: 4 }, () =>
      get(`/api/profile/download/${longId}`).then((res) => {
        expect(res.statusCode).toBe(200);
        if (downloadsDone++ === 0) firstDone = healthAnswered;
      }),
    );
    const health = (async () => {
      while (downloadsDone < 4 && healthAnswered < 100_000) {
        // A macrotask between checks, as network requests are: lets the workers' answers in.
        await new Promise((resolve) => setImmediate(resolve));
        const res = await server.app.inject({ method: "GET", url: "/api/health" });
        expect(res.json()).toEqual({ status: "ok" });
        healthAnswered++;
      }
    })();
    await Promise.all([...downloads, health]);
    // On the main thread, checks only get in where the renderer awaits: about 110 before the first
    // render finished, however long the CV (a layout pass runs without a break). In the pool they run
    // beside it: 14,000 when a render took 0.3 s; with the two-page CV 780 to 1,500 on slower machines
    // and 369 in a CI run with other suites beside it (2026-11-27), hence the longer CV.
    expect(firstDone).toBeGreaterThan(300);
    // Four PDF renders on a machine busy with other work can outlast the default 30 s.
  }, 90_000);
});

describe("CV rendering without the database", () => {
  it("answers 401 without a session", async () => {
    const server = await startTestServer("sqlite");
    try {
      const res = await server.app.inject({ method: "GET", url: "/api/profile/download/1" });
      expect(res.statusCode).toBe(401);
      const pool = await api(server, { token: "x", userId: "y" }, "GET", "/api/profile/htmlpreview/1");
      expect(pool.status).toBe(401);
    } finally {
      await server.stop();
    }
  });
});
