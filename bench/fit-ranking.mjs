// Ranking quality of the fit score on a hand-labelled set (bench/fit/): for each profile all ads are
// scored and ranked; NDCG@10 against the labels, how often the labelled best ad lands in the top 3
// (and top 1), per field; plus the time of one calculateFit call over all pairs.
// Run: node --import tsx bench/fit-ranking.mjs [--details]
import { readFileSync } from "node:fs";
import path from "node:path";
import { calculateFit } from "../packages/shared/src/fit/index.ts";
import { machineLine, quantile, root, writeSection } from "./lib.mjs";

const read = (name) => JSON.parse(readFileSync(path.join(root, "bench/fit", name), "utf8"));
const profiles = read("profiles.json");
const ads = read("ads.json");
const { profiles: labels } = read("labels.json");
const details = process.argv.includes("--details");

const adIds = new Set(ads.map((a) => a.id));
for (const profile of profiles) {
  const entry = labels[profile.id];
  if (!entry) throw new Error(`${profile.id} has no labels`);
  for (const id of Object.keys(entry.labels)) if (!adIds.has(id)) throw new Error(`${profile.id}: no ${id}`);
  if (entry.labels[entry.best] !== 3) throw new Error(`${profile.id}: best ${entry.best} is not labelled 3`);
}

/** The job as the scorer sees it: only the ad's own fields, no labels or metadata. */
const jobOf = (ad) => ({
  title: ad.title,
  description: ad.description,
  location: ad.location,
  ...(ad.remote === undefined ? {} : { remote: ad.remote }),
});
const jobs = ads.map(jobOf);
// Years of experience count up to a fixed day, so the figures do not drift as the set ages.
const TODAY = new Date("2026-11-26");

const gain = (rel) => 2 ** rel - 1;
const dcg = (rels) => rels.slice(0, 10).reduce((sum, rel, i) => sum + gain(rel) / Math.log2(i + 2), 0);
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
const pct = (x) => `${(100 * x).toFixed(1)} %`;

const rows = [];
for (const profile of profiles) {
  const { best, labels: rel } = labels[profile.id];
  const scored = ads.map((ad, i) => ({ ad, score: calculateFit(profile, jobs[i], TODAY).score }));
  // Highest score first; equal scores keep the set's order (by ad id).
  const ranked = scored.map((s, i) => ({ ...s, i })).sort((a, b) => b.score - a.score || a.i - b.i);
  const rels = ranked.map((r) => rel[r.ad.id] ?? 0);
  const ideal = dcg(Object.values(rel).sort((a, b) => b - a));
  const bestRank = ranked.findIndex((r) => r.ad.id === best) + 1;
  rows.push({ profile, ndcg: dcg(rels) / ideal, bestRank, ranked, rel });
}

// Timing: one calculateFit per pair (profile and ad prepared inside, as the API's calculatefit does).
const times = [];
for (let round = 0; round < 2; round++) {
  for (const profile of profiles) {
    for (const job of jobs) {
      const start = process.hrtime.bigint();
      calculateFit(profile, job, TODAY);
      const ns = Number(process.hrtime.bigint() - start);
      if (round === 1) times.push(ns / 1e6);
    }
  }
}

const labelled = Object.values(labels).reduce((n, p) => n + Object.keys(p.labels).length, 0);
const positive = Object.values(labels).reduce(
  (n, p) => n + Object.values(p.labels).filter((g) => g > 0).length,
  0,
);
const count = (xs, key) => Object.entries(Object.groupBy(xs, key)).map(([k, v]) => `${v.length} ${k}`);
const meanNdcg = mean(rows.map((r) => r.ndcg));
const top3 = mean(rows.map((r) => (r.bestRank <= 3 ? 1 : 0)));
const top1 = mean(rows.map((r) => (r.bestRank === 1 ? 1 : 0)));

const fields = Object.entries(Object.groupBy(rows, (r) => r.profile.field)).map(([field, rs]) => ({
  field,
  n: rs.length,
  ndcg: mean(rs.map((r) => r.ndcg)),
  top3: mean(rs.map((r) => (r.bestRank <= 3 ? 1 : 0))),
}));

const lines = [
  "## Fit score: ranking quality on a labelled set",
  "",
  machineLine(),
  "",
  `Set (\`bench/fit/\`, written and judged by hand, never with the scorer): ${profiles.length} profiles ` +
    `(${count(profiles, (p) => (p.profile_language === "de" ? "German" : "English")).join(", ")}; ` +
    `${profiles.filter((p) => p.freelance).length} freelancers, ${profiles.filter((p) => p.remote_only).length} remote-only; ` +
    `${fields.length} fields), ${ads.length} job ads (${count(ads, (a) => (a.lang === "de" ? "German" : "English")).join(", ")}), ` +
    `${labelled} labelled pairs (${positive} with relevance 1–3; unlisted pairs count as 0). ` +
    "Each profile's ads are ranked by `calculateFit` score (ties keep the set's order); gains 2^rel − 1, log2 discount.",
  "",
  "| measure | value |",
  "|---|---:|",
  `| mean NDCG@10 | ${meanNdcg.toFixed(3)} |`,
  `| best ad in the top 3 | ${pct(top3)} (${rows.filter((r) => r.bestRank <= 3).length} of ${rows.length}) |`,
  `| best ad ranked first | ${pct(top1)} (${rows.filter((r) => r.bestRank === 1).length} of ${rows.length}) |`,
  `| calculateFit, one pair: median / p99 | ${quantile(times, 0.5).toFixed(3)} / ${quantile(times, 0.99).toFixed(3)} ms (${times.length} pairs) |`,
  "",
  "| field | profiles | NDCG@10 | best in top 3 |",
  "|---|---:|---:|---:|",
  ...fields.map((f) => `| ${f.field} | ${f.n} | ${f.ndcg.toFixed(3)} | ${pct(f.top3)} |`),
  "",
  "| profile | title | NDCG@10 | rank of best ad |",
  "|---|---|---:|---:|",
  ...rows.map((r) => `| ${r.profile.id} | ${r.profile.title} | ${r.ndcg.toFixed(3)} | ${r.bestRank} |`),
  "",
  `Targets (issue 11): NDCG@10 at least 0.8: ${meanNdcg >= 0.8 ? "met" : "NOT met"}; ` +
    `best ad in the top 3 at least 85 %: ${top3 >= 0.85 ? "met" : "NOT met"}. ` +
    `Issue 24 (seniority): NDCG@10 at least 0.93: ${meanNdcg >= 0.93 ? "met" : "NOT met"}; ` +
    `every profile's best ad in its top 3: ${top3 === 1 ? "met" : "NOT met"}.`,
];
const section = lines.join("\n");
writeSection("fit-ranking", section);
console.log(section);

if (details) {
  for (const r of [...rows].sort((a, b) => a.ndcg - b.ndcg)) {
    console.log(
      `\n${r.profile.id} ${r.profile.title}: NDCG@10 ${r.ndcg.toFixed(3)}, best ${labels[r.profile.id].best} at ${r.bestRank}`,
    );
    for (const [i, x] of r.ranked.slice(0, 12).entries()) {
      console.log(`  ${i + 1}. ${x.ad.id} score ${x.score} label ${r.rel[x.ad.id] ?? "-"}  ${x.ad.title}`);
    }
    const missed = Object.entries(r.rel)
      .filter(([, g]) => g >= 2)
      .map(([id, g]) => `${id}(${g})@${r.ranked.findIndex((x) => x.ad.id === id) + 1}`);
    console.log(`  labelled 2–3: ${missed.join(" ")}`);
  }
}
