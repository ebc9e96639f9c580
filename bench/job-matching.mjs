// Stores 10,000 job ads and measures GET /api/profile/jobs/{id} (score and rank them all for one profile)
// and GET /api/profile/calculatefit/{profileId}/{applicationId} on SQLite and PostgreSQL.
// Usage: npm run bench:jobs   (needs Node 24; PostgreSQL from BENCH_DATABASE_URL or 127.0.0.1:5432)
import path from "node:path";
import Sqlite from "better-sqlite3";
import pg from "pg";
import {
  json,
  machineLine,
  measure,
  pinning,
  scratchPostgres,
  signedInHeaders,
  startServer,
  writeSection,
} from "./lib.mjs";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const ADS = 10_000;

// Ads of several fields and both languages, put together from typical sentences, so that every ad
// has its own wording, skills and place (about 1,000 characters each, as real ads are).
const FIELDS = [
  {
    titles: ["Softwareentwickler (m/w/d)", "Full-Stack Developer (f/m/d)", "Backend-Entwickler Java (m/w/d)"],
    skills: [
      "TypeScript",
      "React",
      "Node.js",
      "PostgreSQL",
      "Docker",
      "Kubernetes",
      "Java",
      "Spring Boot",
      "AWS",
    ],
  },
  {
    titles: ["Pflegefachkraft (m/w/d)", "Altenpfleger/in", "Registered Nurse (all genders)"],
    skills: ["Grundpflege", "Behandlungspflege", "Wundversorgung", "Pflegedokumentation", "Medikamentengabe"],
  },
  {
    titles: ["Finanzbuchhalter (m/w/d)", "Accountant (f/m/d)", "Lohnbuchhalterin"],
    skills: ["DATEV", "SAP FI", "HGB", "Jahresabschluss", "Kreditorenbuchhaltung", "Excel"],
  },
  {
    titles: ["Fachkraft für Lagerlogistik (m/w/d)", "Warehouse Operative", "Kommissionierer (m/w/d)"],
    skills: ["Staplerschein", "Kommissionierung", "Wareneingang", "SAP MM", "Schichtarbeit"],
  },
  {
    titles: ["Vertriebsmitarbeiter Außendienst (m/w/d)", "Key Account Manager (f/m/d)", "Sales Manager DACH"],
    skills: ["Salesforce", "Neukundenakquise", "B2B-Vertrieb", "Verhandlungsgeschick", "CRM"],
  },
];
const CITIES = [
  "Berlin",
  "10115 Berlin",
  "München",
  "Hamburg",
  "Köln",
  "Frankfurt am Main",
  "Leipzig",
  "Remote",
];
const SENTENCES_DE = [
  "Ihre Aufgaben: Sie arbeiten eng mit unserem Team zusammen und übernehmen Verantwortung für Ihre Projekte.",
  "Ihr Profil: eine abgeschlossene Ausbildung oder ein Studium und mehrere Jahre Berufserfahrung.",
  "Sehr gute Deutschkenntnisse in Wort und Schrift, gute Englischkenntnisse sind von Vorteil.",
  "Wir bieten eine unbefristete Festanstellung, 30 Tage Urlaub und flexible Arbeitszeiten.",
  "Hybrid: zwei Tage Homeoffice pro Woche sind möglich.",
];
const SENTENCES_EN = [
  "Your tasks: you work closely with our team and take ownership of your projects.",
  "Your profile: a completed degree or vocational training and several years of experience.",
  "Fluent English is required; German is a plus.",
  "We offer a permanent position, 30 days of holiday and flexible working hours.",
  "We work fully remote across Europe.",
];

function adRow(i, now) {
  const field = FIELDS[i % FIELDS.length];
  const title = field.titles[i % field.titles.length];
  const english = i % 3 === 0;
  const sentences = english ? SENTENCES_EN : SENTENCES_DE;
  const skills = field.skills.filter((_, k) => (i + k) % 3 !== 0);
  const lead = english
    ? `You will use ${skills.join(", ")} every day.`
    : `Sie arbeiten täglich mit ${skills.join(", ")}.`;
  const description = [lead, ...sentences, ...sentences.slice(0, 3)].join(" ").concat(` Referenz ${i}.`);
  const location = CITIES[i % CITIES.length];
  return {
    source_key: "bench",
    source_ad_id: `ad-${i}`,
    source_name: "Bench board",
    url: `https://jobs.example.com/ad-${i}`,
    url_key: `jobs.example.com/ad-${i}`,
    title_key: `${title.toLowerCase()} ${i}|company ${i % 500}`,
    title,
    company: `Company ${i % 500}`,
    location,
    description,
    remote: location === "Remote" ? true : null,
    employment: "unknown",
    language: english ? "en" : "de",
    first_seen: now,
    last_seen: now,
  };
}

const COLUMNS = Object.keys(adRow(0, ""));

function seedSqlite(file, now) {
  const db = new Sqlite(file);
  db.pragma("busy_timeout = 5000");
  const insert = db.prepare(
    `insert into job_ad (${COLUMNS.join(", ")}) values (${COLUMNS.map((c) => `@${c}`).join(", ")})`,
  );
  db.transaction(() => {
    for (let i = 0; i < ADS; i++) {
      const row = adRow(i, now);
      insert.run({ ...row, remote: row.remote === null ? null : 1 });
    }
  })();
  db.close();
}

async function seedPostgres(url, now) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  for (let start = 0; start < ADS; start += 500) {
    const batch = Array.from({ length: Math.min(500, ADS - start) }, (_, k) => adRow(start + k, now));
    const values = batch.flatMap((row) => COLUMNS.map((c) => row[c]));
    const placeholders = batch
      .map((_, r) => `(${COLUMNS.map((_c, k) => `$${r * COLUMNS.length + k + 1}`).join(", ")})`)
      .join(", ");
    await client.query(`insert into job_ad (${COLUMNS.join(", ")}) values ${placeholders}`, values);
  }
  await client.query("VACUUM ANALYZE");
  await client.end();
}

/** A developer profile and one application with a long ad text, through the API. */
async function profileAndApplication(base, headers) {
  const post = (p, body) => json(`${base}/api/${p}`, { method: "POST", headers, body: JSON.stringify(body) });
  const { id } = await post("profile/", {});
  await post("profile/edit", {
    id,
    vorname: "Bea",
    name: "Bench",
    profiletitle: "Entwicklerin",
    title: "Softwareentwicklerin",
    city: "Berlin",
    postcode: "10115",
  });
  for (const name of ["TypeScript", "React", "Node.js", "PostgreSQL", "Docker"]) {
    await post("profile/skill/", { name, category: "IT", percentage: 75, profile: { id } });
  }
  const application = await post("profile/applications/", {
    job_title: "Full-Stack-Entwickler (m/w/d) TypeScript",
    page: "Bench",
    recipient_salutation: "none",
    location: "Berlin",
    job_description: adRow(0, "").description.repeat(3),
  });
  return { profileId: id, applicationId: application.id };
}

const { pin, spawnPinned } = pinning();
const rows = [];
let rankMet = true;
let fitMet = true;
for (const dialect of ["sqlite", "postgres"]) {
  const scratch = dialect === "postgres" ? await scratchPostgres() : undefined;
  if (scratch === null) {
    console.log("PostgreSQL does not answer: skipping it");
    continue;
  }
  const server = await startServer(spawnPinned, scratch ? { DATABASE_URL: scratch.url } : {});
  try {
    const headers = await signedInHeaders(server.base, server.outboxDir);
    const { profileId, applicationId } = await profileAndApplication(server.base, headers);
    const now = new Date().toISOString();
    if (scratch) await seedPostgres(scratch.url, now);
    else seedSqlite(path.join(path.dirname(server.outboxDir), "app.sqlite"), now);

    const jobsUrl = `${server.base}/api/profile/jobs/${profileId}?limit=20`;
    const started = performance.now();
    const first = await json(jobsUrl, { headers });
    const cold = Math.round(performance.now() - started);
    if (first.total !== ADS) throw new Error(`ranked ${first.total} ads`);
    const warm = await measure(jobsUrl, { headers, connections: 1, duration: DURATION_S });
    const fit = await measure(`${server.base}/api/profile/calculatefit/${profileId}/${applicationId}`, {
      headers,
      connections: 1,
      duration: DURATION_S,
    });
    if (!(warm.p50 < 200)) rankMet = false;
    if (!(fit.p99 < 20)) fitMet = false;
    rows.push(
      `| ${dialect} | ${cold} | ${warm.p50} / ${warm.p99} | ${fit.p50} / ${fit.p99} / ${Math.round(fit.rps)} |`,
    );
  } finally {
    await server.stop();
    await scratch?.drop();
  }
}

const lines = [
  "## Matching jobs: ranking 10,000 ads, and calculatefit",
  "",
  `${machineLine()} ${ADS.toLocaleString("en")} stored ads (five fields, German and English, about 1,000 characters each) written straight into the database; one developer profile with five skills; autocannon, 1 connection, ${DURATION_S} s per endpoint${pin ? ", server pinned to core 1 and load generator to core 0" : ""}.`,
  "Each ranking scores every ad for the profile and returns the best 20 with their reasons. The first ranking after",
  "start-up analyses every ad once (words, skills, languages, title, place); the server keeps the analysis while an ad",
  "is unchanged, so later rankings only score. The crawler analyses new ads as it stores them.",
  "",
  "| database | first ranking after start, ms | ranking p50 / p99 ms | calculatefit p50 / p99 ms / req/s |",
  "|---|---:|---:|---:|",
  ...rows,
  "",
  `Target: ranking 10,000 ads under 200 ms median: ${rankMet ? "met" : "NOT met"}; calculatefit p99 under 20 ms: ${fitMet ? "met" : "NOT met"}.`,
];
writeSection("job-matching", lines.join("\n"));
console.log(lines.join("\n"));
