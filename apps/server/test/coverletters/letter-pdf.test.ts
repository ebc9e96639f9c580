import { sampleProfile } from "@jah/cv-templates/sample";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, buildApplication } from "../support/applications.ts";
import { dispositionOf } from "../support/content-disposition.ts";
import { testDialects } from "../support/dialects.ts";
import { pdfTextOf } from "../support/pdf-text.ts";
import { saveWholeProfile } from "../support/profiles.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { authHeaders, type TestUser, verifiedUser } from "../support/users.ts";

const BASE = "/api/application/coverletter";

describe.each(testDialects())("the cover letter as a PDF page on %s", (dialect) => {
  let server: TestServer;
  let user: TestUser;
  let profileId: number;
  let letterId: number;
  let applicationId: number;
  beforeAll(async () => {
    server = await startTestServer(dialect, { PDF_WORKERS: "1" });
    user = await verifiedUser(server);
    profileId = await saveWholeProfile(server, user, sampleProfile("de"));
    const letter = await api(server, user, "POST", `${BASE}/`, {
      title: "Formell",
      text: "{salutation}\n\nich bewerbe mich als {jobtitle}.\n\nMit freundlichen Grüßen\nLena",
      formal: true,
      cover_letter_language: "de",
    });
    letterId = letter.body.id;
    applicationId = (await buildApplication(server, user, { location: "20457 Hamburg" })).id;
  });
  afterAll(() => server.stop());

  const get = (url: string, who: TestUser = user) =>
    server.app.inject({ method: "GET", url, headers: authHeaders(who) });

  it("prints the letter for an application with its address and filled placeholders", async () => {
    const res = await get(`${BASE}/pdf/${letterId}?application=${applicationId}&profile=${profileId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(dispositionOf(res.headers["content-disposition"])).toMatchObject({
      type: "attachment",
      filename: "Anschreiben_Lena_Weissmuller.pdf",
    });
    const text = await pdfTextOf(res.rawPayload);
    for (const line of [
      "Muster GmbH",
      "Frau Erika Musterfrau",
      "20457 Hamburg",
      "Bewerbung als Backend Developer",
      "Sehr geehrte Frau Musterfrau,",
      "ich bewerbe mich als Backend Developer.",
      "Mit freundlichen Grüßen",
      "Anlagen",
      "Lebenslauf",
    ]) {
      expect(text).toContain(line);
    }
    expect(text).not.toContain("{");
  });

  it("prints a letter on its own with the profile as the sender, in the template and form asked for", async () => {
    const res = await get(`${BASE}/pdf/${letterId}?profile=${profileId}&template=dark&form=A&inline=1`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(dispositionOf(res.headers["content-disposition"])).toMatchObject({ type: "inline" });
    const text = await pdfTextOf(res.rawPayload);
    expect(text).toContain("Sehr geehrte Damen und Herren,");
    expect(text).toContain("Lena Weißmüller");
  });

  it("answers 400 with the field when no profile signs the letter, or for a bad form", async () => {
    const res = await get(`${BASE}/pdf/${letterId}?application=${applicationId}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ profile: expect.any(String) });
    expect((await get(`${BASE}/pdf/${letterId}?profile=${profileId}&form=C`)).statusCode).toBe(400);
  });

  it("answers 404 for another user's letter, application or profile", async () => {
    const intruder = await verifiedUser(server);
    const ownProfile = await saveWholeProfile(server, intruder, sampleProfile("en"));
    const ownLetter = (
      await api(server, intruder, "POST", `${BASE}/`, {
        title: "Mine",
        text: "Hello",
        cover_letter_language: "en",
      })
    ).body.id;
    expect((await get(`${BASE}/pdf/${letterId}?profile=${ownProfile}`, intruder)).statusCode).toBe(404);
    expect((await get(`${BASE}/pdf/${ownLetter}?profile=${profileId}`, intruder)).statusCode).toBe(404);
    expect(
      (await get(`${BASE}/pdf/${ownLetter}?profile=${ownProfile}&application=${applicationId}`, intruder))
        .statusCode,
    ).toBe(404);
    expect((await get(`${BASE}/pdf/${ownLetter}?profile=${ownProfile}`, intruder)).statusCode).toBe(200);
  });
});
