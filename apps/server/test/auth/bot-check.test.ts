import { solveBotChallenge } from "@jah/testing/bot-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOT_CHECK_REASONS, createBotChallenge } from "../../src/auth/bot-check.ts";
import { testDialects } from "../support/dialects.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { botSolution, signUp, uniqueEmail } from "../support/users.ts";

/** The widget's payload with one part of the solution changed. */
function tampered(payload: string, change: (p: { solution: { derivedKey: string } }) => void): string {
  const parsed = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
  change(parsed);
  return Buffer.from(JSON.stringify(parsed)).toString("base64");
}

describe.each(testDialects())("bot check (proof of work) on %s", (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.stop());

  const post = (url: string, payload: Record<string, unknown>, remoteAddress?: string) =>
    server.app.inject({ method: "POST", url, payload, remoteAddress });
  const signUpWith = (altcha?: string) =>
    post("/api/auth/sign-up/email", {
      name: "Bo Bot",
      email: uniqueEmail("bot"),
      password: "correct horse 42",
      altcha,
    });
  const refusal = (reason: keyof typeof BOT_CHECK_REASONS) => ({ altcha: BOT_CHECK_REASONS[reason] });

  it("hands out signed challenges that are never cached", async () => {
    const answer = await server.app.inject({ url: "/api/botcheck/challenge" });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["cache-control"]).toBe("no-store");
    const challenge = answer.json();
    expect(challenge.parameters).toMatchObject({ algorithm: "SHA-256", cost: 1 });
    expect(challenge.parameters.expiresAt * 1000).toBeGreaterThan(Date.now());
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it("signs up with a valid solution and refuses a missing one with the field", async () => {
    expect((await signUpWith(await botSolution(server))).statusCode).toBe(200);
    const without = await signUpWith();
    expect(without.statusCode).toBe(400);
    expect(without.json().fields).toEqual(refusal("missing"));
    const garbage = await signUpWith("not base64 json");
    expect(garbage.json().fields).toEqual(refusal("invalid"));
  });

  it("refuses a wrong counter, a forged challenge and an expired one", async () => {
    // A key the client did not compute (the server checks the key against its signed expectation).
    const wrong = tampered(await botSolution(server), (p) => {
      const last = p.solution.derivedKey.at(-1) === "0" ? "1" : "0";
      p.solution.derivedKey = p.solution.derivedKey.slice(0, -1) + last;
    });
    const wrongAnswer = await signUpWith(wrong);
    expect(wrongAnswer.statusCode).toBe(400);
    expect(wrongAnswer.json().fields).toEqual(refusal("invalid"));

    // Solved properly, but signed with another key: not one of ours.
    const foreign = await createBotChallenge({ ...server.config.botCheck, hmacSecret: "f".repeat(64) });
    expect((await signUpWith(await solveBotChallenge(foreign))).json().fields).toEqual(refusal("invalid"));

    const expired = await createBotChallenge(server.config.botCheck, -1_000);
    const expiredAnswer = await signUpWith(await solveBotChallenge(expired));
    expect(expiredAnswer.statusCode).toBe(400);
    expect(expiredAnswer.json().fields).toEqual(refusal("expired"));
  });

  it("takes each solution once, on any of the protected calls", async () => {
    const solution = await botSolution(server);
    expect((await signUpWith(solution)).statusCode).toBe(200);
    const replay = await signUpWith(solution);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().fields).toEqual(refusal("used"));
    const reset = await post("/api/auth/request-password-reset", { email: uniqueEmail(), altcha: solution });
    expect(reset.json().fields).toEqual(refusal("used"));
    const link = await post("/api/register/requestemailvalidation", {
      email: uniqueEmail(),
      altcha: solution,
    });
    expect(link.json().fields).toEqual(refusal("used"));
  });

  it("guards the password reset and the new verification link", async () => {
    for (const url of ["/api/auth/request-password-reset", "/api/register/requestemailvalidation"]) {
      const without = await post(url, { email: uniqueEmail() });
      expect(without.statusCode, url).toBe(400);
      expect(without.json().fields, url).toEqual(refusal("missing"));
      const withSolution = await post(url, { email: uniqueEmail(), altcha: await botSolution(server) });
      expect(withSolution.statusCode, url).toBe(200);
    }
  });

  it("asks a sign-in for a solution after three failures from one address", async () => {
    const user = await signUp(server);
    const address = "203.0.113.7";
    const signIn = (password: string, altcha?: string, from = address) =>
      post("/api/auth/sign-in/email", { email: user.email, password, altcha }, from);
    for (let i = 0; i < 3; i++) expect((await signIn("wrong password")).statusCode).toBe(401);

    const blocked = await signIn(user.password);
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().fields).toEqual(refusal("missing"));
    // Another address still signs in without one.
    expect((await signIn(user.password, undefined, "203.0.113.8")).statusCode).toBe(200);

    const solved = await signIn(user.password, await botSolution(server, address));
    expect(solved.statusCode).toBe(200);
    // A successful sign-in starts the count afresh.
    expect((await signIn(user.password)).statusCode).toBe(200);
  });

  it("forgets used solutions once their challenge has expired", async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    await server.database.db
      .insertInto("bot_check_used")
      .values({ nonce: "stale", expires_at: past })
      .execute();
    expect((await signUpWith(await botSolution(server))).statusCode).toBe(200);
    const stale = await server.database.db
      .selectFrom("bot_check_used")
      .select("nonce")
      .where("nonce", "=", "stale")
      .execute();
    expect(stale).toEqual([]);
  });
});
