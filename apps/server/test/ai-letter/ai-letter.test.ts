import { AI_LETTER_FIELDS, type AiLetterResult } from "@jah/shared";
import { FakeAi } from "@jah/testing/fake-ai";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { api, buildApplication } from "../support/applications.ts";
import { testDialects } from "../support/dialects.ts";
import { buildFullProfile } from "../support/profiles.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { authHeaders, type TestUser, uniqueEmail, verifiedUser } from "../support/users.ts";

const HELP = "/api/application/coverletter/ai/help";

const AD = `Wir suchen einen Backend Developer (m/w/d) für unser Team in Berlin. Sie entwickeln APIs mit
TypeScript und betreiben sie mit Kubernetes. Sie haben Erfahrung mit Datenbanken und arbeiten gerne im Team.`;

const LETTER = `Sehr geehrte Frau Musterfrau,

mit großem Interesse habe ich Ihre Anzeige als Backend Developer bei der Muster GmbH gelesen. Seit 2016 entwickle ich bei ACME APIs mit TypeScript.

Mein Studium der Informatik an der TU Berlin hat mir eine solide Grundlage gegeben.

Ich freue mich auf ein persönliches Gespräch.

Mit freundlichen Grüßen
Anna Muster`;

const GOOD = {
  letter: LETTER,
  subject: "Bewerbung als Backend Developer",
  changes: [
    {
      change: "Einleitung auf die Stelle bezogen",
      reason: "Die Leserin sieht sofort, um welche Stelle es geht.",
      passages: [
        "mit großem Interesse habe ich Ihre Anzeige als Backend Developer bei der Muster GmbH gelesen.",
      ],
    },
  ],
};

const INVENTED = {
  ...GOOD,
  letter: LETTER.replace(
    "mit TypeScript.",
    "mit TypeScript. Zudem betreibe ich seit Jahren Cluster mit Kubernetes und halte ein Zertifikat als PRINCE2 Practitioner.",
  ),
};

/** The events of a Server-Sent Events body, in order. */
function events(body: string): { event: string; data: Record<string, unknown> }[] {
  return body
    .split("\n\n")
    .filter((block) => block.trim() !== "")
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? "message";
      const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? "null");
      return { event, data };
    });
}

/** Every leaf path of a JSON value, arrays flattened: {a: [{b: 1}]} → a.b. */
function paths(value: unknown, prefix = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((v) => paths(v, prefix));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => {
      const p = prefix ? `${prefix}.${k}` : k;
      return Array.isArray(v) && v.length === 0 ? [p] : paths(v, p);
    });
  }
  return [prefix];
}

describe.each(testDialects())("AI letter helper on %s", (dialect) => {
  let server: TestServer;
  let host: string;
  const ai = new FakeAi();
  const adminEmail = uniqueEmail("admin");

  beforeAll(async () => {
    const baseUrl = await ai.listen();
    host = new URL(baseUrl).host;
    server = await startTestServer(dialect, {
      AI_BASE_URL: baseUrl,
      AI_API_KEY: "test-key",
      AI_MODEL: "test-model",
      AI_TIMEOUT_MS: "1500",
      AI_MAX_RETRIES: "1",
      AI_REQUESTS_PER_HOUR: "3",
      AI_MONTHLY_TOKENS: "5000",
      ADMIN_EMAILS: adminEmail,
    });
  });
  afterAll(async () => {
    await server.stop();
    await ai.close();
  });
  beforeEach(() => ai.reset(GOOD));

  /** A user with an application, a full profile and (unless told otherwise) consent to the provider. */
  async function writer(consent = true) {
    const user = await verifiedUser(server);
    const application = await buildApplication(server, user, { job_description: AD });
    const profile = await buildFullProfile(server, user);
    if (consent) {
      const agreed = await api(server, user, "POST", "/api/ai/consent", { provider_host: host });
      expect(agreed.status, JSON.stringify(agreed.body)).toBe(200);
    }
    const body = {
      application_id: application.id,
      profile_id: profile.id,
      letter: "Sehr geehrte Frau Musterfrau,\n\nich bewerbe mich.\n\nMit freundlichen Grüßen\nAnna Muster",
    };
    return { user, body };
  }
  const help = (user: TestUser, body: unknown) => api(server, user, "POST", HELP, body);
  const stream = (user: TestUser, body: unknown) =>
    server.app.inject({
      method: "POST",
      url: `${HELP}/stream`,
      headers: authHeaders(user),
      payload: body as object,
    });

  it("sends nothing before the user agrees, and says which fields would go where", async () => {
    const { user, body } = await writer(false);
    expect((await server.app.inject({ url: "/api/config" })).json().ai).toBe(true);
    const status = await api(server, user, "GET", "/api/ai/status");
    expect(status.body).toMatchObject({
      configured: true,
      provider_host: host,
      model: "test-model",
      consented: false,
      fields_sent: [...AI_LETTER_FIELDS],
      limits: { requests_per_hour: 3, monthly_tokens: 5000, tokens_used_this_month: 0 },
    });
    const refused = await help(user, body);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("AI_CONSENT_REQUIRED");
    const refusedStream = await stream(user, body);
    expect(refusedStream.statusCode).toBe(403);
    expect(refusedStream.json().code).toBe("AI_CONSENT_REQUIRED");
    expect(ai.requests).toHaveLength(0);

    const wrongHost = await api(server, user, "POST", "/api/ai/consent", {
      provider_host: "api.example.com",
    });
    expect(wrongHost.status).toBe(409);
    expect(wrongHost.body.code).toBe("AI_PROVIDER_CHANGED");
    const agreed = await api(server, user, "POST", "/api/ai/consent", { provider_host: host });
    expect(agreed.body.consented).toBe(true);
    expect((await help(user, body)).status).toBe(200);
    expect(ai.requests).toHaveLength(1);

    const revoked = await api(server, user, "DELETE", "/api/ai/consent");
    expect(revoked.body.consented).toBe(false);
    expect((await help(user, body)).body.code).toBe("AI_CONSENT_REQUIRED");
    expect(ai.requests).toHaveLength(1);
  });

  it("answers a better letter with its changes, their passages and no flags for true facts", async () => {
    const { user, body } = await writer();
    const res = await help(user, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const result = res.body as AiLetterResult;
    expect(result.letter).toBe(LETTER);
    expect(result.language).toBe("de");
    expect(result.subject).toBe("Bewerbung als Backend Developer");
    expect(result.flagged).toEqual([]);
    expect(result.changes).toHaveLength(1);
    const [passage] = result.changes[0]!.passages;
    expect(result.letter.slice(passage!.start, passage!.end)).toBe(GOOD.changes[0]!.passages[0]);

    // Exactly the listed fields leave the server: no e-mail, phone or address of the profile.
    const [request] = ai.requests;
    expect(request?.authorization).toBe("Bearer test-key");
    expect(request?.body).toMatchObject({ model: "test-model", response_format: { type: "json_object" } });
    const messages = request?.body.messages as { role: string; content: string }[];
    const sent = new Set(paths(JSON.parse(messages[1]!.content)));
    expect([...sent].filter((p) => !(AI_LETTER_FIELDS as readonly string[]).includes(p))).toEqual([]);
    expect(messages[0]!.content).toContain("Sehr geehrte Frau Musterfrau,");
    expect(messages[0]!.content).toContain("Mit freundlichen Grüßen");

    // Usage is logged per call without content, and counted for the month.
    const lines = server.logs.filter((l) => l.includes('"AI call"'));
    expect(lines.some((l) => l.includes('"prompt_tokens":120') && l.includes(user.userId))).toBe(true);
    expect(lines.join("")).not.toContain("großem Interesse");
    expect(lines.join("")).not.toContain("Anna");
    const status = await api(server, user, "GET", "/api/ai/status");
    expect(status.body.limits.tokens_used_this_month).toBe(200);
  });

  it("flags a skill and a certificate the profile does not hold", async () => {
    const { user, body } = await writer();
    ai.answer = INVENTED;
    const res = await help(user, body);
    expect(res.status).toBe(200);
    const result = res.body as AiLetterResult;
    const skill = result.flagged.find((f) => f.kind === "skill");
    expect(skill).toMatchObject({ claim: "Kubernetes" });
    expect(skill?.reason).toContain("ad asks for Kubernetes");
    expect(result.letter.slice(skill!.passages[0]!.start, skill!.passages[0]!.end)).toBe("Kubernetes");
    expect(result.flagged.some((f) => f.kind === "certificate" && f.claim.includes("PRINCE2"))).toBe(true);
    // The claim is kept for the user to decide, not silently removed.
    expect(result.letter).toContain("Kubernetes");
  });

  it("puts salutation and closing into their DIN 5008 forms", async () => {
    const { user, body } = await writer();
    ai.answer = {
      ...GOOD,
      letter: LETTER.replace("Sehr geehrte Frau Musterfrau,", "Hallo Frau Musterfrau!").replace(
        "Mit freundlichen Grüßen",
        "Mit freundlichen Grüßen,",
      ),
    };
    const result = (await help(user, body)).body as AiLetterResult;
    expect(result.letter).toBe(LETTER);
    const fixes = result.changes.slice(1);
    expect(fixes.map((c) => result.letter.slice(c.passages[0]!.start, c.passages[0]!.end))).toEqual([
      "Sehr geehrte Frau Musterfrau,",
      "Mit freundlichen Grüßen",
    ]);
  });

  it("streams the letter as it grows, then the checked result", async () => {
    const { user, body } = await writer();
    ai.answer = INVENTED;
    const res = await stream(user, body);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/event-stream");
    expect(ai.requests[0]?.body).toMatchObject({ stream: true, stream_options: { include_usage: true } });
    const all = events(res.body);
    const deltas = all.filter((e) => e.event === "delta");
    expect(deltas.length).toBeGreaterThan(2);
    expect(deltas.map((d) => d.data.text).join("")).toBe(INVENTED.letter);
    const last = all.at(-1)!;
    expect(last.event).toBe("result");
    expect((last.data as AiLetterResult).flagged.some((f) => f.claim === "Kubernetes")).toBe(true);
    const status = await api(server, user, "GET", "/api/ai/status");
    expect(status.body.limits.tokens_used_this_month).toBe(200);
  });

  it("reports garbage output in the stream as an error event", async () => {
    const { user, body } = await writer();
    ai.mode = "garbage";
    const all = events((await stream(user, body)).body);
    expect(all.at(-1)).toMatchObject({ event: "error", data: { code: "AI_BAD_OUTPUT" } });
  });

  it.each([
    ["garbage", 502, "AI_BAD_OUTPUT", 1],
    ["slow", 504, "AI_TIMEOUT", 1],
    ["500", 502, "AI_PROVIDER_DOWN", 2],
  ] as const)("answers %s with %i %s, never a 500", async (kind, status, code, calls) => {
    const { user, body } = await writer();
    if (kind === "500") ai.failures = [500, 500];
    else ai.mode = kind;
    ai.delayMs = 4000;
    const started = Date.now();
    const res = await help(user, body);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body.code).toBe(code);
    expect(res.body.message).toBeTruthy();
    expect(ai.requests).toHaveLength(calls);
    expect(Date.now() - started).toBeLessThan(3500);
  });

  it("retries after a 429 and answers", async () => {
    const { user, body } = await writer();
    ai.failures = [429];
    const res = await help(user, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(ai.requests).toHaveLength(2);
  });

  it("answers 404 for another user's application or profile, and sends nothing", async () => {
    const mine = await writer();
    const theirs = await writer();
    for (const body of [
      { ...mine.body, application_id: theirs.body.application_id },
      { ...mine.body, profile_id: theirs.body.profile_id },
    ]) {
      expect((await help(mine.user, body)).status).toBe(404);
      expect((await stream(mine.user, body)).statusCode).toBe(404);
    }
    expect(ai.requests).toHaveLength(0);
  });

  it("stops at the hourly limit and at the monthly token budget", async () => {
    const { user, body } = await writer();
    for (let i = 0; i < 3; i++) expect((await help(user, body)).status).toBe(200);
    const limited = await help(user, body);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe("AI_HOURLY_LIMIT");
    expect(limited.body.message).toContain("3 AI requests");
    expect(ai.requests).toHaveLength(3);

    const spender = await writer();
    ai.usage = { prompt_tokens: 4000, completion_tokens: 1500, total_tokens: 5500 };
    try {
      expect((await help(spender.user, spender.body)).status).toBe(200);
      const spent = await help(spender.user, spender.body);
      expect(spent.status).toBe(429);
      expect(spent.body.code).toBe("AI_MONTHLY_BUDGET");
      expect(ai.requests).toHaveLength(4);
    } finally {
      ai.usage = { prompt_tokens: 120, completion_tokens: 80, total_tokens: 200 };
    }
  });

  it("shows administrators the provider and runs a test call; others get 403", async () => {
    const user = await verifiedUser(server);
    expect((await api(server, user, "GET", "/api/admin/ai")).status).toBe(403);
    expect((await api(server, user, "POST", "/api/admin/ai/test")).status).toBe(403);
    const admin = await verifiedUser(server, { email: adminEmail });
    const view = await api(server, admin, "GET", "/api/admin/ai");
    expect(view.body).toMatchObject({ configured: true, model: "test-model", host });
    ai.answer = { ok: true };
    const test = await api(server, admin, "POST", "/api/admin/ai/test");
    expect(test.status, JSON.stringify(test.body)).toBe(200);
    expect(test.body).toMatchObject({ ok: true, model: "test-model", host });
    ai.failures = [500, 500];
    const failed = await api(server, admin, "POST", "/api/admin/ai/test");
    expect(failed.status).toBe(502);
    expect(failed.body.code).toBe("AI_PROVIDER_DOWN");
  });
});

describe.each(testDialects())("AI letter helper without a provider on %s", (dialect) => {
  let server: TestServer;
  const adminEmail = uniqueEmail("admin");
  beforeAll(async () => {
    server = await startTestServer(dialect, { ADMIN_EMAILS: adminEmail });
  });
  afterAll(() => server.stop());

  it("says AI is not set up and how an administrator enables it", async () => {
    const user = await verifiedUser(server);
    const application = await buildApplication(server, user);
    const profile = await buildFullProfile(server, user);
    // The public config tells the web app to offer no AI at all (issue 43).
    expect((await server.app.inject({ url: "/api/config" })).json().ai).toBe(false);
    const status = await api(server, user, "GET", "/api/ai/status");
    expect(status.body).toMatchObject({
      configured: false,
      provider_host: null,
      model: null,
      consented: false,
    });
    const body = { application_id: application.id, profile_id: profile.id, letter: "Hallo" };
    const res = await api(server, user, "POST", HELP, body);
    expect(res.status).toBe(503);
    expect(res.body.code).toBe("AI_NOT_CONFIGURED");
    expect(res.body.message).toContain("AI_BASE_URL");
    const consent = await api(server, user, "POST", "/api/ai/consent", { provider_host: "x" });
    expect(consent.body.code).toBe("AI_NOT_CONFIGURED");
    const admin = await verifiedUser(server, { email: adminEmail });
    expect((await api(server, admin, "GET", "/api/admin/ai")).body).toMatchObject({ configured: false });
    expect((await api(server, admin, "POST", "/api/admin/ai/test")).body.code).toBe("AI_NOT_CONFIGURED");
  });
});
