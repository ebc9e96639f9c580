// The daily job-alert run at scale: 1,000 users with 3 profiles each (a developer, a nurse and an
// accountant profile) and a daily alert on every profile, against 10,000 stored ads of which the last
// 1,000 are new since the previous run (half developer, half nursing ads). Measures one run of
// JobAlerts.runOnce (selecting, scoring, rendering and queueing the mails) and the process's peak
// memory, then delivers the queue and checks that each user got exactly one mail for each profile
// with new matches (developer and nurse) and none for the accountant profile; a second run sends none.
// Run: node --import tsx bench/job-alerts.mjs   (SQLite in a scratch folder; BENCH_DATABASE_URL for PostgreSQL)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createServer } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { machineLine, writeSection } from "./lib.mjs";

const USERS = Number(process.env.BENCH_USERS ?? 1000);
const ADS = 10_000;
const NEW_ADS = 1_000;
const MIN_SCORE = 60;

const KINDS = [
  {
    key: "dev",
    title: "Softwareentwicklerin",
    skills: ["TypeScript", "React", "Node.js", "PostgreSQL", "Docker"],
    city: "Berlin",
  },
  {
    key: "care",
    title: "Pflegefachkraft",
    skills: ["Grundpflege", "Behandlungspflege", "Wundversorgung", "Pflegedokumentation"],
    city: "München",
  },
  {
    key: "acc",
    title: "Finanzbuchhalterin",
    skills: ["DATEV", "SAP FI", "HGB", "Jahresabschluss"],
    city: "Hamburg",
  },
];
const AD_FIELDS = {
  dev: {
    titles: [
      "Softwareentwickler (m/w/d)",
      "Full-Stack-Entwickler (m/w/d)",
      "Frontend-Entwickler React (m/w/d)",
    ],
    skills: ["TypeScript", "React", "Node.js", "PostgreSQL", "Docker", "Kubernetes"],
    city: "10115 Berlin",
  },
  care: {
    titles: [
      "Pflegefachkraft (m/w/d)",
      "Gesundheits- und Krankenpfleger (m/w/d)",
      "Pflegefachkraft Intensivstation",
    ],
    skills: ["Grundpflege", "Behandlungspflege", "Wundversorgung", "Pflegedokumentation", "Medikamentengabe"],
    city: "80331 München",
  },
  logistics: {
    titles: ["Fachkraft für Lagerlogistik (m/w/d)", "Kommissionierer (m/w/d)"],
    skills: ["Staplerschein", "Kommissionierung", "Wareneingang", "SAP MM"],
    city: "Leipzig",
  },
};
const SENTENCES = [
  "Ihre Aufgaben: Sie arbeiten eng mit unserem Team zusammen und übernehmen Verantwortung.",
  "Ihr Profil: eine abgeschlossene Ausbildung oder ein Studium.",
  "Sehr gute Deutschkenntnisse in Wort und Schrift.",
  "Wir bieten eine unbefristete Festanstellung, 30 Tage Urlaub und flexible Arbeitszeiten.",
];

/** Old ads of all three fields; the new ones only developer and nursing, so accountants get none. */
function adRow(i, firstSeen) {
  const fresh = i >= ADS - NEW_ADS;
  const key = fresh ? (i % 2 === 0 ? "dev" : "care") : ["dev", "care", "logistics"][i % 3];
  const field = AD_FIELDS[key];
  const title = field.titles[i % field.titles.length];
  const skills = field.skills.filter((_, k) => (i + k) % 4 !== 0);
  const description = [`Sie arbeiten täglich mit ${skills.join(", ")}.`, ...SENTENCES, `Referenz ${i}.`].join(
    " ",
  );
  return {
    source_key: "bench",
    source_ad_id: `ad-${i}`,
    source_name: "Bench board",
    url: `https://jobs.example.com/ad-${i}`,
    url_key: `jobs.example.com/ad-${i}`,
    title_key: `${title.toLowerCase()} ${i}|company ${i % 500}`,
    title,
    company: `Company ${i % 500}`,
    location: field.city,
    description,
    remote: null,
    employment: "unknown",
    language: "de",
    first_seen: firstSeen,
    last_seen: firstSeen,
  };
}

const dataDir = mkdtempSync(path.join(tmpdir(), "jah-bench-alerts-"));
const delivered = [];
const config = loadConfig({
  DATA_DIR: dataDir,
  APP_URL: "http://localhost:3000",
  LOG_LEVEL: "warn",
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
});
// The bench counts what the queue hands to the transport; SMTP itself is measured elsewhere (send-latency).
const mailTransport = {
  send: async (m) => {
    delivered.push({ to: m.to, subject: m.subject, headers: m.headers ?? {} });
  },
  close: () => {},
};
const server = await createServer(config, { jobs: false, mailTransport });
const db = server.database.db;
const dialect = server.database.dialect;

const now = new Date();
const old = new Date(now.getTime() - 3 * 86_400_000).toISOString();
const recent = new Date(now.getTime() - 3_600_000).toISOString();
console.log(`seeding ${ADS} ads, ${USERS} users, ${USERS * 3} profiles on ${dialect} …`);
for (let start = 0; start < ADS; start += 500) {
  const rows = Array.from({ length: Math.min(500, ADS - start) }, (_, k) =>
    adRow(start + k, start + k >= ADS - NEW_ADS ? recent : old),
  );
  await db.insertInto("job_ad").values(rows).execute();
}
const lastOld = Number(
  (
    await db
      .selectFrom("job_ad")
      .select((eb) => eb.fn.max("id").as("m"))
      .where("first_seen", "=", old)
      .executeTakeFirst()
  ).m,
);
const stamp = old;
for (let start = 0; start < USERS; start += 100) {
  const users = Array.from({ length: Math.min(100, USERS - start) }, (_, k) => {
    const n = start + k;
    return {
      id: `bench-user-${n}`,
      name: `Nutzer ${n}`,
      email: `alert-${n}@example.com`,
      emailVerified: true,
      createdAt: stamp,
      updatedAt: stamp,
    };
  });
  await db.insertInto("user").values(users).execute();
  await db
    .insertInto("user_settings")
    .values(users.map((u) => ({ user_id: u.id, language: "de", created_at: stamp, updated_at: stamp })))
    .execute();
  for (const u of users) {
    for (const kind of KINDS) {
      const profile = await db
        .insertInto("profiles")
        .values({
          user_id: u.id,
          title: kind.title,
          profiletitle: `${kind.title} (${kind.key})`,
          city: kind.city,
          created_at: stamp,
          updated_at: stamp,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await db
        .insertInto("profile_skills")
        .values(
          kind.skills.map((name) => ({ profile_id: profile.id, name, category: "Fach", percentage: 75 })),
        )
        .execute();
      await db
        .insertInto("job_alert")
        .values({
          user_id: u.id,
          profile_id: profile.id,
          frequency: "daily",
          min_score: MIN_SCORE,
          last_ad_id: lastOld,
          last_run_at: new Date(now.getTime() - 86_400_000).toISOString(),
          created_at: stamp,
          updated_at: stamp,
        })
        .execute();
    }
  }
}

// Peak memory: the process's resident set (its kernel maximum) and the JS heap sampled every 10 ms.
global.gc?.();
const before = process.memoryUsage();
let peakRss = before.rss;
let peakHeap = before.heapUsed;
const sampler = setInterval(() => {
  const m = process.memoryUsage();
  peakRss = Math.max(peakRss, m.rss);
  peakHeap = Math.max(peakHeap, m.heapUsed);
}, 10);
await server.mailQueue.stop(); // queue only: delivery is counted after the run, not timed with it
const started = process.hrtime.bigint();
const result = await server.jobAlerts.runOnce(now);
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
clearInterval(sampler);
// The sampler misses the busiest moments (scoring holds the event loop); the kernel's maximum does not.
peakRss = Math.max(peakRss, process.resourceUsage().maxRSS * 1024);
const queued = Number(
  (
    await db
      .selectFrom("outgoing_mail")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirst()
  ).n,
);

// Deliver the queue (several passes of 20) and check the mails.
while ((await db.selectFrom("outgoing_mail").select("id").limit(1).execute()).length > 0) {
  await server.mailQueue.deliverDue();
}
const perUser = new Map();
for (const m of delivered) {
  const list = perUser.get(m.to) ?? [];
  list.push(m.subject);
  perUser.set(m.to, list);
}
let exact = 0;
for (let n = 0; n < USERS; n++) {
  const subjects = perUser.get(`alert-${n}@example.com`) ?? [];
  const dev = subjects.filter((s) => s.includes("(dev)")).length;
  const care = subjects.filter((s) => s.includes("(care)")).length;
  const acc = subjects.filter((s) => s.includes("(acc)")).length;
  if (dev === 1 && care === 1 && acc === 0 && subjects.length === 2) exact++;
}
const withHeaders = delivered.filter(
  (m) =>
    m.headers["List-Unsubscribe"]?.startsWith("<http") &&
    m.headers["List-Unsubscribe-Post"] === "List-Unsubscribe=One-Click",
).length;
const again = await server.jobAlerts.runOnce(new Date(now.getTime() + 86_400_000));

const mb = (b) => `${(b / 1024 / 1024).toFixed(0)} MB`;
const ok = exact === USERS && again.sent === 0 && withHeaders === delivered.length;
const section = [
  "## Job alerts: the daily run (`node --import tsx bench/job-alerts.mjs`)",
  "",
  machineLine(),
  "",
  `${USERS.toLocaleString("en")} users with 3 profiles each (developer, nurse, accountant) and a daily alert from fit score ${MIN_SCORE} on each, ` +
    `${ADS.toLocaleString("en")} stored ads of which ${NEW_ADS.toLocaleString("en")} are new since the last run (developer and nursing ads only), ${dialect}. ` +
    "One `JobAlerts.runOnce` in the server process: select the due alerts, load and analyse each profile, score the new ads " +
    "(each ad analysed once), render and queue one mail per profile with new matches. Delivery runs after it, untimed, to a counting transport.",
  "",
  "| measure | value |",
  "|---|---:|",
  `| alerts checked | ${result.checked.toLocaleString("en")} |`,
  `| mails queued | ${queued.toLocaleString("en")} (${result.sent.toLocaleString("en")} reported) |`,
  `| duration of the run | ${seconds.toFixed(1)} s (${((seconds * 1000) / result.checked).toFixed(1)} ms per alert) |`,
  `| peak memory: resident (the process's maximum, seeding included) / JS heap during the run | ${mb(peakRss)} / ${mb(peakHeap)} (before the run: ${mb(before.rss)} / ${mb(before.heapUsed)}) |`,
  `| users with exactly one mail per profile with new matches (developer, nurse) and none for the accountant | ${exact.toLocaleString("en")} of ${USERS.toLocaleString("en")} |`,
  `| mails with List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) | ${withHeaders.toLocaleString("en")} of ${delivered.length.toLocaleString("en")} |`,
  `| a second run a day later without new ads: mails | ${again.sent} |`,
  "",
  `Check: ${ok ? "met" : "NOT met"}.`,
].join("\n");
writeSection("job-alerts", section);
console.log(section);
await server.close();
rmSync(dataDir, { recursive: true, force: true });
if (!ok) process.exitCode = 1;
