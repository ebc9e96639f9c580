import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type IncomingAd, storeAds } from "../../src/features/job-ads/ads.ts";
import { api } from "../support/applications.ts";
import { testDialects } from "../support/dialects.ts";
import { addChild, buildProfile } from "../support/profiles.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { type TestUser, verifiedUser } from "../support/users.ts";

const ad = (
  sourceId: string,
  title: string,
  description: string,
  over: Partial<IncomingAd> = {},
): IncomingAd => ({
  sourceId,
  title,
  url: `https://jobs.example.com/${sourceId}`,
  company: "Nordlicht Software GmbH",
  location: "10115 Berlin",
  description,
  remote: null,
  employment: "unknown",
  language: null,
  postedAt: null,
  validThrough: null,
  ...over,
});
const DEV_TEXT =
  "Du entwickelst unsere Webanwendungen mit TypeScript, React und PostgreSQL. Sehr gute Deutschkenntnisse.";
const NURSE = ad(
  "care-1",
  "Pflegefachkraft (m/w/d) Intensivstation",
  "Grundpflege und Behandlungspflege, Wundversorgung, Pflegedokumentation.",
  { company: "Klinikum Süd", location: "80331 München" },
);

const HOUR = 3_600_000;

describe.each(testDialects())("job alerts on %s", (dialect) => {
  let server: TestServer;
  let user: TestUser;
  let other: TestUser;
  let profileId: number;
  let source = 0;
  // Each run happens a day after the last, so every daily alert is due again.
  let clock = Date.now();
  const nextDay = () => {
    clock += 24 * HOUR;
    return new Date(clock);
  };
  const store = (...ads: IncomingAd[]) =>
    storeAds(server.database.db, { key: `test-${++source}`, name: "Testbörse" }, ads);
  const alerts = (to: string) => server.smtp.to(to).filter((m) => /Stellenanzeige|job ad/.test(m.subject));
  const run = async () => {
    const result = await server.jobAlerts.runOnce(nextDay());
    await server.mailQueue.idle();
    return result;
  };

  beforeAll(async () => {
    server = await startTestServer(dialect);
    user = await verifiedUser(server, { acceptLanguage: "de" });
    other = await verifiedUser(server, { acceptLanguage: "en" });
    const profile = await buildProfile(server, user, {
      profiletitle: "Entwicklerin",
      title: "Softwareentwicklerin",
      city: "Berlin",
      postcode: "10117",
      languages: [{ name: "Deutsch", level: 100 }],
    });
    profileId = profile.id;
    for (const name of ["TypeScript", "React", "Postgres"]) {
      await addChild(server, user, "skill", profileId, { name, category: "Entwicklung", percentage: 75 });
    }
  });
  afterAll(() => server.stop());

  it("keeps the setting per profile, off until set, checked, and only for the owner", async () => {
    const path = `/api/job-alerts/${profileId}`;
    expect((await api(server, user, "GET", path)).body).toEqual({
      profile: profileId,
      frequency: "off",
      min_score: 60,
    });
    const bad = await api(server, user, "PUT", path, { frequency: "hourly", min_score: 140 });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("frequency must be off, daily or weekly");
    expect(JSON.stringify(bad.body)).toContain("min_score must be 0 to 100");
    expect((await api(server, user, "PUT", path, { frequency: "daily" })).status).toBe(400);
    expect((await api(server, user, "GET", "/api/job-alerts/abc")).status).toBe(400);

    expect((await api(server, other, "GET", path)).status).toBe(404);
    expect((await api(server, other, "PUT", path, { frequency: "daily", min_score: 10 })).status).toBe(404);
    expect((await api(server, user, "GET", "/api/job-alerts/999999")).status).toBe(404);

    const saved = await api(server, user, "PUT", path, { frequency: "weekly", min_score: 55 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await api(server, user, "GET", path)).body).toEqual({
      profile: profileId,
      frequency: "weekly",
      min_score: 55,
    });
    // The other user's attempt changed nothing.
    const row = await server.database.db
      .selectFrom("job_alert")
      .selectAll()
      .where("profile_id", "=", profileId)
      .execute();
    expect(row).toHaveLength(1);
    expect(row[0]).toMatchObject({ user_id: user.userId, min_score: 55 });
  });

  it("mails the new matches above the score once, in the user's language, with one-click unsubscribe", async () => {
    await api(server, user, "PUT", `/api/job-alerts/${profileId}`, { frequency: "daily", min_score: 50 });
    await store(ad("dev-1", "Softwareentwickler (m/w/d) TypeScript", DEV_TEXT), NURSE);

    const first = await run();
    expect(first.sent).toBeGreaterThanOrEqual(1);
    await expect.poll(() => alerts(user.email).length).toBe(1);
    const mail = alerts(user.email)[0]!;
    expect(mail.subject).toBe("1 neue Stellenanzeige für „Entwicklerin“");
    expect(mail.text).toMatch(
      /- Softwareentwickler \(m\/w\/d\) TypeScript – Nordlicht Software GmbH, 10115 Berlin \(\d+ %\)/,
    );
    expect(mail.text).toContain("Kenntnisse, die Sie mitbringen: TypeScript, React, PostgreSQL");
    expect(mail.text).not.toContain("Pflegefachkraft");
    expect(mail.text).toContain(`http://localhost:3000/profile/jobs/${profileId}`);
    // Each ad links to its place in the app (issue 40).
    const [devAd] = await server.database.db
      .selectFrom("job_ad")
      .select("id")
      .where("source_ad_id", "=", "dev-1")
      .execute();
    expect(mail.text).toContain(`http://localhost:3000/profile/jobs/${profileId}?ad=${devAd!.id}`);
    expect(mail.html).toContain(`href="http://localhost:3000/profile/jobs/${profileId}?ad=${devAd!.id}"`);
    const link = /Diese Benachrichtigung abbestellen: (\S+)/.exec(mail.text)?.[1];
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/job-alerts\/unsubscribe\?alert=\d+&token=/);
    expect(mail.headers["list-unsubscribe"]).toBe(`<${link}>`);
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

    // Nothing new: no mail. The same ads are never mailed again.
    await run();
    await store(
      ad("dev-1b", "Pflegehelfer (m/w/d)", "Grundpflege im Seniorenheim.", { company: "Haus am See" }),
    );
    await run();
    expect(alerts(user.email)).toHaveLength(1);

    // A new matching ad: a second mail with only that ad.
    await store(ad("dev-2", "Frontend-Entwickler (m/w/d) React", DEV_TEXT, { company: "Weitblick AG" }));
    await run();
    await expect.poll(() => alerts(user.email).length).toBe(2);
    const second = alerts(user.email)[1]!;
    expect(second.text).toContain("Weitblick AG");
    expect(second.text).not.toContain("Nordlicht");
  });

  it("sends a weekly alert once a week and nothing to a profile without new matches", async () => {
    const nurse = await buildProfile(server, other, {
      profiletitle: "Pflegefachkraft",
      title: "Pflegefachkraft",
      city: "München",
    });
    await api(server, other, "PUT", `/api/job-alerts/${nurse.id}`, { frequency: "weekly", min_score: 90 });
    await store(ad("dev-3", "Backend-Entwickler (m/w/d) TypeScript", DEV_TEXT, { company: "Dritte GmbH" }));
    await run();
    expect(alerts(other.email)).toHaveLength(0);
    const row = await server.database.db
      .selectFrom("job_alert")
      .selectAll()
      .where("profile_id", "=", nurse.id)
      .executeTakeFirstOrThrow();
    expect(row.last_run_at).not.toBeNull();
    expect(row.last_sent_at).toBeNull();

    await api(server, other, "PUT", `/api/job-alerts/${nurse.id}`, { frequency: "weekly", min_score: 20 });
    await store(
      ad("care-2", "Pflegefachkraft (m/w/d) Station", "Grundpflege und Behandlungspflege, Wundversorgung.", {
        company: "Klinik Nord",
        location: "80331 München",
      }),
    );
    // One day after the last weekly run: not due yet.
    expect((await server.jobAlerts.runOnce(new Date(clock + 24 * HOUR))).checked).toBe(1);
    await server.mailQueue.idle();
    expect(alerts(other.email)).toHaveLength(0);
    clock += 7 * 24 * HOUR;
    await run();
    await expect.poll(() => alerts(other.email).length).toBe(1);
    expect(alerts(other.email)[0]!.subject).toMatch(/^\d+ new job ads? for “Pflegefachkraft”$/);
    expect(alerts(other.email)[0]!.text).toContain("Klinik Nord");
  });

  it("never mails an ad whose end date has passed, also when a source reports the end later (issue 40)", async () => {
    const third = await verifiedUser(server, { acceptLanguage: "de" });
    const dev = await buildProfile(server, third, { title: "Softwareentwicklerin", city: "Berlin" });
    for (const name of ["TypeScript", "React", "Postgres"])
      await addChild(server, third, "skill", dev.id, { name, category: "Entwicklung", percentage: 75 });
    await api(server, third, "PUT", `/api/job-alerts/${dev.id}`, { frequency: "daily", min_score: 40 });
    const soon = new Date(Date.now() + HOUR).toISOString();
    const later = ad("dev-5", "Webentwickler (m/w/d) TypeScript", DEV_TEXT, {
      company: "Ablauf GmbH",
      validThrough: soon,
    });
    await store(
      ad("dev-6", "Frontend-Entwickler (m/w/d) TypeScript", DEV_TEXT, { company: "Gültig AG" }),
      ad("dev-7", "React-Entwickler (m/w/d)", DEV_TEXT, {
        company: "Längst Vorbei GmbH",
        validThrough: "2020-01-31T00:00:00.000Z",
      }),
      later,
    );
    // The source reads the first ad again, now with an end date in the past.
    await store({ ...later, validThrough: "2020-02-01T00:00:00.000Z" });
    await server.jobAlerts.runOnce(new Date());
    await server.mailQueue.idle();
    await expect.poll(() => alerts(third.email).length).toBe(1);
    const mail = alerts(third.email)[0]!;
    expect(mail.text).toContain("Gültig AG");
    expect(mail.text).not.toMatch(/Ablauf GmbH|Längst Vorbei/);
  });

  it("unsubscribes by the link without signing in: GET asks, POST switches off", async () => {
    const link = /Diese Benachrichtigung abbestellen: (\S+)/.exec(alerts(user.email)[0]!.text)![1]!;
    const before = alerts(user.email).length;
    const path = link.replace("http://localhost:3000", "");
    const page = await server.app.inject({ method: "GET", url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("Möchten Sie die E-Mails dieser Stellen-Benachrichtigung abbestellen?");
    expect(page.body).toContain('method="post"');
    // A GET (a mail scanner following the link) changes nothing.
    expect((await api(server, user, "GET", `/api/job-alerts/${profileId}`)).body.frequency).toBe("daily");

    const wrong = path.replace(/token=[^&]+/, "token=AAAA");
    expect(
      (
        await server.app.inject({
          method: "POST",
          url: wrong,
          payload: "List-Unsubscribe=One-Click",
          headers: { "content-type": "application/x-www-form-urlencoded" },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await server.app.inject({ method: "GET", url: "/api/job-alerts/unsubscribe?alert=x" })).statusCode,
    ).toBe(400);

    const done = await server.app.inject({
      method: "POST",
      url: path,
      payload: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.body).toContain("Sie haben die Benachrichtigung abbestellt");
    expect((await api(server, user, "GET", `/api/job-alerts/${profileId}`)).body.frequency).toBe("off");

    await store(
      ad("dev-4", "Fullstack-Entwickler (m/w/d) TypeScript React", DEV_TEXT, { company: "Vierte AG" }),
    );
    await run();
    expect(alerts(user.email)).toHaveLength(before);

    // Switched on again: the ad that came while it was off, none that was mailed before.
    await api(server, user, "PUT", `/api/job-alerts/${profileId}`, { frequency: "daily", min_score: 50 });
    // On the real clock: it looks back one day from now, when the ads were stored.
    await server.jobAlerts.runOnce(new Date());
    await server.mailQueue.idle();
    await expect.poll(() => alerts(user.email).length).toBe(before + 1);
    const again = alerts(user.email).at(-1)!;
    expect(again.text).toContain("Vierte AG");
    expect(again.text).not.toMatch(/Nordlicht|Weitblick|Dritte GmbH/);

    // RFC 8058 lets a mail program post the one-click body as multipart/form-data too.
    const boundary = "----one-click-boundary";
    const multipart = await server.app.inject({
      method: "POST",
      url: path,
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    expect(multipart.statusCode, multipart.body).toBe(200);
    expect((await api(server, user, "GET", `/api/job-alerts/${profileId}`)).body.frequency).toBe("off");
  });
});
