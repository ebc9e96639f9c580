import type { Profile } from "@jah/shared";
import { FakeAi } from "@jah/testing/fake-ai";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { api } from "../support/applications.ts";
import { englishCvDocx, importCv } from "../support/cv-files.ts";
import { testDialects } from "../support/dialects.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { type TestUser, verifiedUser } from "../support/users.ts";

/** The model's answer for the English DOCX: some fixes, some invalid values, one list replaced. */
const ANSWER = {
  vorname: "Owen",
  name: "Price",
  email: "not an e-mail",
  telefon: "0117 496 0000",
  website: "https://owenprice.dev",
  title: "",
  language: "en",
  skills: [
    { name: "TypeScript", category: "Programming", percentage: 100 },
    { name: "Kubernetes", category: "Tools", percentage: 75 },
  ],
  // One level is not 25/50/75/100: the whole list is refused and the rules' list stays.
  languages: [
    { name: "English", level: 100 },
    { name: "French", level: 33 },
  ],
};

describe.each(testDialects())("CV import with an AI provider on %s", (dialect) => {
  let server: TestServer;
  let user: TestUser;
  const ai = new FakeAi();
  beforeAll(async () => {
    const baseUrl = await ai.listen();
    server = await startTestServer(dialect, {
      AI_BASE_URL: baseUrl,
      AI_API_KEY: "test-key",
      AI_MODEL: "test-model",
      AI_TIMEOUT_MS: "700",
    });
    user = await verifiedUser(server);
  });
  afterAll(async () => {
    await server.stop();
    await ai.close();
  });
  beforeEach(() => {
    ai.requests.length = 0;
    ai.mode = "good";
    ai.answer = ANSWER;
  });
  const show = async (id: number) =>
    (await api(server, user, "GET", `/api/profile/show/${id}`)).body as Profile;

  it("offers AI when a provider is configured", async () => {
    const res = await api(server, user, "GET", "/api/profile/importcv/options");
    expect(res.body.ai_available).toBe(true);
  });

  it("sends nothing when the user did not agree", async () => {
    const res = await importCv(server, user, englishCvDocx(), "cv.docx", false);
    expect(res.status).toBe(201);
    expect(res.body.ai_used).toBe(false);
    expect(ai.requests).toHaveLength(0);
  });

  it("merges a good answer field by field", async () => {
    const res = await importCv(server, user, englishCvDocx(), "cv.docx", true);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.ai_used).toBe(true);
    expect(ai.requests).toHaveLength(1);
    const [request] = ai.requests;
    expect(request?.url).toBe("/v1/chat/completions");
    expect(request?.authorization).toBe("Bearer test-key");
    expect(request?.body).toMatchObject({ model: "test-model", response_format: { type: "json_object" } });
    expect(JSON.stringify(request?.body.messages)).toContain("Harbour Systems Ltd");

    const profile = await show(res.body.profileId);
    expect(profile).toMatchObject({
      vorname: "Owen",
      // Invalid or empty in the answer: the rules' values stand.
      email: "owen.price@example.co.uk",
      title: "Software Developer",
      // Filled by the model.
      telefon: "0117 496 0000",
      website: "https://owenprice.dev",
      profile_language: "en",
    });
    expect(profile.skills.map((s) => [s.category, s.name, s.percentage])).toEqual([
      ["Programming", "TypeScript", 100],
      ["Tools", "Kubernetes", 75],
    ]);
    expect(profile.languages.map((l) => [l.name, l.level])).toEqual([
      ["English", 100],
      ["French", 50],
    ]);
    expect(profile.workexperiences[0]?.company).toBe("Harbour Systems Ltd");
    expect(res.body.imported_fields).toEqual(expect.arrayContaining(["telefon", "website", "skills"]));
  });

  it.each(["garbage", "hang"] as const)(
    "keeps the rule-based result when the model answers %s",
    async (mode) => {
      ai.mode = mode;
      const started = Date.now();
      const res = await importCv(server, user, englishCvDocx(), "cv.docx", true);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.ai_used).toBe(false);
      expect(ai.requests).toHaveLength(1);
      expect(Date.now() - started).toBeLessThan(10_000);
      const profile = await show(res.body.profileId);
      expect(profile).toMatchObject({ vorname: "Owen", telefon: "", website: "" });
      expect(profile.skills.map((s) => s.name).sort()).toEqual(["Go", "SQL", "TypeScript"]);
    },
  );
});
