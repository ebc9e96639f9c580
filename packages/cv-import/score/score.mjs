#!/usr/bin/env node
// A copy of the CV-import scorer of ../shared/bench/cv-import/score/score.mjs (same schema and rules),
// committed so that the set-2 test (test/dev-set2.test.ts) and `npm run bench:cv-import` score without
// the shared folder's scorer; the bench takes it as @jah/cv-import/score (formatted by biome; one
// forEach callback given braces, no rule changed).

// CV import benchmark scorer (no dependencies).
//
//   node score/score.mjs --truth dev --pred PREDDIR [--format pdf|docx|all] [--by lang|layout|format]
//                        [--json metrics.json] [--quiet]
//
// For every NAME.json in --truth, reads PREDDIR/NAME.json (same schema). A missing or unreadable
// prediction counts as an empty prediction. Prints per-field accuracy / precision / recall / F1 and
// one overall line (macro-F1 over the 24 scored fields). Always exits 0 unless the arguments are wrong.
// The metric is described in score/README.md.
import fs from "node:fs";
import path from "node:path";

// ------------------------------------------------------------------ normalisation
export function fold(s) {
  if (s === null || s === undefined) return "";
  return String(s)
    .normalize("NFKC")
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .replace(/ı/g, "i")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[‘’‚`´]/g, "'")
    .replace(/[“”„]/g, '"')
    .replace(/[‐‑‒–—―]/g, "-")
    .replace(/\u00ad/g, "")
    .trim();
}

export function tokens(s) {
  return fold(s)
    .split(/[\s,;:|()[\]{}"/\\*•·●○◦▪■]+|-(?=\D)|(?<=\D)-/)
    .map((t) => t.replace(/^[.'!?-]+|[.'!?-]+$/g, ""))
    .filter((t) => t && /[a-z0-9]/.test(t));
}

const LEGAL = new Set([
  "gmbh",
  "ag",
  "se",
  "kg",
  "co",
  "mbh",
  "ug",
  "ltd",
  "plc",
  "inc",
  "llc",
  "eg",
  "ev",
  "e.v",
  "kgaa",
  "gbr",
  "ohg",
  "limited",
  "corp",
  "sa",
  "bv",
  "nv",
  "haftungsbeschraenkt",
]);
const companyTokens = (s) => {
  const t = tokens(s).filter((x) => !LEGAL.has(x));
  return t.length ? t : tokens(s);
};
const DEGREE_RE =
  /\b(bachelor|master)\s+of\s+(science|arts|engineering|business administration|laws)(\s+in)?\b|\b[bm]\.?\s?(sc|a|eng|ed|ba)\.?(?=\s|$|\))|\bdipl\.?(-\s?ing\.?)?|\b(mba|phd|dr\.)(?=\s|$)/gi;
const subjectTokens = (s) => {
  const stripped = tokens(String(s || "").replace(DEGREE_RE, " "));
  return stripped.length ? stripped : tokens(s);
};
const streetTokens = (s) =>
  tokens(s).map((t) => t.replace(/str\.?$/, "strasse").replace(/strase$/, "strasse"));

export function dice(a, b) {
  if (!a.length && !b.length) return 1;
  if (!a.length || !b.length) return 0;
  const counts = new Map();
  for (const x of a) counts.set(x, (counts.get(x) || 0) + 1);
  let inter = 0;
  for (const x of b) {
    const c = counts.get(x);
    if (c) {
      inter++;
      counts.set(x, c - 1);
    }
  }
  return (2 * inter) / (a.length + b.length);
}

const FUZZY = 0.8;
const isEmpty = (v) => v === null || v === undefined || (typeof v === "string" && v.trim() === "");

const normUrl = (s) =>
  isEmpty(s)
    ? ""
    : fold(s)
        .replace(/^mailto:/, "")
        .replace(/^[a-z]+:\/\//, "")
        .replace(/^www\./, "")
        .replace(/[/#?]+$/, "")
        .replace(/\s+/g, "");
const normEmail = (s) =>
  isEmpty(s)
    ? ""
    : fold(s)
        .replace(/^mailto:/, "")
        .replace(/\s+/g, "");
const normPostcode = (s) =>
  isEmpty(s)
    ? ""
    : fold(s)
        .toUpperCase()
        .replace(/^(D|A|CH|DE|AT)-/, "")
        .replace(/\s+/g, "");
const normHouse = (s) => (isEmpty(s) ? "" : fold(s).replace(/\s+/g, ""));
const joinTokens = (f) => (s) => (isEmpty(s) ? "" : f(s).join(" "));

function phoneForms(s) {
  if (isEmpty(s)) return [];
  const p = fold(s).replace(/\(0\)/g, "");
  const intl = /^\s*(\+|00)/.test(p);
  const digits = p.replace(/\D/g, "").replace(/^00/, "");
  if (!digits) return [];
  const forms = new Set([digits]);
  if (intl) {
    for (const cc of ["353", "49", "43", "41", "44"]) {
      if (digits.startsWith(cc)) {
        forms.add(`0${digits.slice(cc.length)}`);
        break;
      }
    }
  }
  return [...forms];
}

const SCALARS = {
  firstName: { norm: joinTokens(tokens) },
  lastName: { norm: joinTokens(tokens) },
  email: { norm: normEmail },
  phone: {
    eq: (t, p) => {
      const a = phoneForms(t);
      const b = phoneForms(p);
      return a.some((x) => b.includes(x));
    },
  },
  street: { norm: joinTokens(streetTokens) },
  houseNumber: { norm: normHouse },
  postcode: { norm: normPostcode },
  city: { norm: joinTokens(tokens) },
  title: { norm: joinTokens(tokens) },
  website: { norm: normUrl },
};

// dates: truth is YYYY-MM, or YYYY when the document only shows the year
export function parseDate(v) {
  if (isEmpty(v)) return null;
  const s = String(v).trim();
  let m = /^(\d{4})(?:[-/.](\d{1,2}))?(?:[-/.]\d{1,2})?(?:T.*)?$/.exec(s);
  if (m) return { y: +m[1], m: m[2] ? +m[2] : null };
  m = /^(\d{1,2})[./](\d{4})$/.exec(s);
  if (m) return { y: +m[2], m: +m[1] };
  return null;
}
function dateEq(truth, pred) {
  const t = parseDate(truth);
  const p = parseDate(pred);
  if (!t || !p) return false;
  if (t.y !== p.y) return false;
  if (t.m === null) return true; // year-only truth: year decides
  return p.m === t.m;
}
const endValue = (e) => (e && e.current === true ? "current" : isEmpty(e?.end) ? "" : e.end);
const endEq = (t, p) => (t === "current" || p === "current" ? t === p : dateEq(t, p));

// languages: names in German or English map to one code; levels to a canonical class or CEFR code
const LANG_CODES = {
  deutsch: "de",
  german: "de",
  englisch: "en",
  english: "en",
  franzoesisch: "fr",
  french: "fr",
  spanisch: "es",
  spanish: "es",
  italienisch: "it",
  italian: "it",
  tuerkisch: "tr",
  turkish: "tr",
  polnisch: "pl",
  polish: "pl",
  russisch: "ru",
  russian: "ru",
  portugiesisch: "pt",
  portuguese: "pt",
  chinesisch: "zh",
  chinese: "zh",
  mandarin: "zh",
  "mandarin chinese": "zh",
  hindi: "hi",
  niederlaendisch: "nl",
  dutch: "nl",
  irisch: "ga",
  irish: "ga",
  vietnamesisch: "vi",
  vietnamese: "vi",
  arabisch: "ar",
  arabic: "ar",
};
const langKey = (s) => {
  const f = tokens(s).join(" ");
  return LANG_CODES[f] || f;
};
const LEVEL_CLASSES = [
  [/mutter|native|mother tongue|first language|erstsprache/, "native"],
  [/verhandlungssicher|proficient|business fluent|business level/, "proficient"],
  [/fliessend|fluent/, "fluent"],
  [/sehr gut|very good|advanced/, "verygood"],
  [/\bgut|good|intermediate|conversational/, "good"],
  [/grundkenntnisse|basic|elementary|beginner|grundlagen/, "basic"],
];
function levelEq(t, p) {
  if (isEmpty(t) || isEmpty(p)) return false;
  const ft = fold(t);
  const fp = fold(p);
  if (tokens(t).join(" ") === tokens(p).join(" ")) return true;
  const ct = /\b([abc][12])\b/.exec(ft);
  const cp = /\b([abc][12])\b/.exec(fp);
  if (ct && cp) return ct[1] === cp[1];
  const cls = (s) => (LEVEL_CLASSES.find(([re]) => re.test(s)) || [null, null])[1];
  const a = cls(ft);
  return a !== null && a === cls(fp);
}

// ------------------------------------------------------------------ counting
const newCount = () => ({ tp: 0, fp: 0, fn: 0, tn: 0, n: 0, correct: 0 });
function add(c, d) {
  for (const k of Object.keys(c)) c[k] += d[k] || 0;
}

function scoreScalar(name, t, p) {
  const spec = SCALARS[name];
  const te = isEmpty(t);
  const pe = isEmpty(p);
  const c = newCount();
  c.n = 1;
  let eq;
  if (spec.eq) eq = !te && !pe && spec.eq(t, p);
  else eq = !te && !pe && spec.norm(t) === spec.norm(p);
  if (te && pe) {
    c.tn = 1;
    c.correct = 1;
  } else if (eq) {
    c.tp = 1;
    c.correct = 1;
  } else {
    if (!pe) c.fp = 1;
    if (!te) c.fn = 1;
  }
  return c;
}

/** greedy one-to-one matching; sim(t,p) -> number, pairs with sim >= min kept */
function greedyMatch(ts, ps, sim, min) {
  const cand = [];
  ts.forEach((t, i) => {
    ps.forEach((p, j) => {
      const s = sim(t, p);
      if (s >= min) cand.push([s, i, j]);
    });
  });
  cand.sort((a, b) => b[0] - a[0] || a[1] - b[1] || a[2] - b[2]);
  const ut = new Set();
  const up = new Set();
  const pairs = [];
  for (const [s, i, j] of cand) {
    if (ut.has(i) || up.has(j)) continue;
    ut.add(i);
    up.add(j);
    pairs.push([i, j, s]);
  }
  return pairs;
}

function listCount(tList, pList, matchFn) {
  const pairs = greedyMatch(tList, pList, (a, b) => (matchFn(a, b) ? 1 : 0), 1);
  return {
    tp: pairs.length,
    fp: pList.length - pairs.length,
    fn: tList.length - pairs.length,
    n: tList.length,
  };
}

function fieldCount(pairs, tArr, pArr, get, eq) {
  const c = newCount();
  const tNon = tArr.filter((x) => !isEmpty(get(x))).length;
  const pNon = pArr.filter((x) => !isEmpty(get(x))).length;
  for (const [i, j] of pairs) {
    const tv = get(tArr[i]);
    const pv = get(pArr[j]);
    if (!isEmpty(tv) && !isEmpty(pv) && eq(tv, pv)) c.tp++;
  }
  c.fp = pNon - c.tp;
  c.fn = tNon - c.tp;
  c.n = tNon;
  return c;
}

const fuzzy = (tokFn) => (a, b) => dice(tokFn(a), tokFn(b)) >= FUZZY;
const companyEq = fuzzy(companyTokens);
const textEq = fuzzy(tokens);
const subjectEq = (a, b) =>
  dice(subjectTokens(a), subjectTokens(b)) >= FUZZY || dice(tokens(a), tokens(b)) >= FUZZY;

function scoreEntries(kind, tArr, pArr) {
  const spec =
    kind === "work"
      ? { a: "position", b: "company", aEq: textEq, bEq: companyEq, aTok: tokens, bTok: companyTokens }
      : { a: "subject", b: "institution", aEq: subjectEq, bEq: textEq, aTok: subjectTokens, bTok: tokens };
  const sim = (t, p) =>
    0.4 * dice(spec.aTok(t[spec.a]), spec.aTok(p[spec.a])) +
    0.4 * dice(spec.bTok(t[spec.b]), spec.bTok(p[spec.b])) +
    0.1 * (dateEq(t.start, p.start) ? 1 : 0) +
    0.1 *
      (endEq(kind === "work" ? endValue(t) : (t.end ?? ""), kind === "work" ? endValue(p) : (p.end ?? ""))
        ? 1
        : 0);
  const pairs = greedyMatch(tArr, pArr, sim, 0.05);
  const out = {};
  const entry = newCount();
  for (const [i, j] of pairs) {
    if (
      spec.aEq(tArr[i][spec.a] || "", pArr[j][spec.a] || "") &&
      spec.bEq(tArr[i][spec.b] || "", pArr[j][spec.b] || "")
    )
      entry.tp++;
  }
  entry.fp = pArr.length - entry.tp;
  entry.fn = tArr.length - entry.tp;
  entry.n = tArr.length;
  out[`${kind}.entry`] = entry;
  out[`${kind}.${spec.a}`] = fieldCount(pairs, tArr, pArr, (x) => x[spec.a], spec.aEq);
  out[`${kind}.${spec.b}`] = fieldCount(pairs, tArr, pArr, (x) => x[spec.b], spec.bEq);
  out[`${kind}.start`] = fieldCount(pairs, tArr, pArr, (x) => x.start, dateEq);
  if (kind === "work") out["work.end"] = fieldCount(pairs, tArr, pArr, endValue, endEq);
  else out["education.end"] = fieldCount(pairs, tArr, pArr, (x) => x.end, dateEq);
  if (kind === "work") {
    const c = newCount();
    for (const [i, j] of pairs) {
      const tt = arr(tArr[i].tasks).filter((x) => !isEmpty(x));
      const pt = arr(pArr[j].tasks).filter((x) => !isEmpty(x));
      c.tp += greedyMatch(tt, pt, (a, b) => dice(tokens(a), tokens(b)), FUZZY).length;
    }
    const tTotal = tArr.reduce((s, e) => s + arr(e.tasks).filter((x) => !isEmpty(x)).length, 0);
    const pTotal = pArr.reduce((s, e) => s + arr(e.tasks).filter((x) => !isEmpty(x)).length, 0);
    c.fp = pTotal - c.tp;
    c.fn = tTotal - c.tp;
    c.n = tTotal;
    out["work.tasks"] = c;
  }
  return out;
}

const arr = (v) => (Array.isArray(v) ? v : []);
const obj = (v) => (v && typeof v === "object" ? v : {});

export function scoreDocument(truth, pred) {
  const r = {};
  for (const f of Object.keys(SCALARS)) r[f] = scoreScalar(f, truth[f], pred[f]);
  const tl = arr(truth.socialLinks).map(normUrl).filter(Boolean);
  const pl = arr(pred.socialLinks).map(normUrl).filter(Boolean);
  r.socialLinks = listCount(tl, pl, (a, b) => a === b);
  const pw = arr(pred.work).map(obj);
  const pe = arr(pred.education).map(obj);
  Object.assign(r, scoreEntries("work", arr(truth.work), pw));
  Object.assign(r, scoreEntries("education", arr(truth.education), pe));
  const ts = arr(truth.skills).map(obj);
  const ps = arr(pred.skills)
    .map(obj)
    .filter((s) => !isEmpty(s.name));
  const skillPairs = greedyMatch(ts, ps, (a, b) => dice(tokens(a.name), tokens(b.name)), FUZZY);
  r["skills.name"] = {
    tp: skillPairs.length,
    fp: ps.length - skillPairs.length,
    fn: ts.length - skillPairs.length,
    n: ts.length,
  };
  r["skills.category"] = fieldCount(skillPairs, ts, ps, (x) => x.category, textEq);
  const tg = arr(truth.languages).map(obj);
  const pg = arr(pred.languages)
    .map(obj)
    .filter((l) => !isEmpty(l.name));
  const langPairs = greedyMatch(tg, pg, (a, b) => (langKey(a.name) === langKey(b.name) ? 1 : 0), 1);
  r["languages.name"] = {
    tp: langPairs.length,
    fp: pg.length - langPairs.length,
    fn: tg.length - langPairs.length,
    n: tg.length,
  };
  r["languages.level"] = fieldCount(langPairs, tg, pg, (x) => x.level, levelEq);
  return r;
}

export const MACRO_FIELDS = [
  ...Object.keys(SCALARS),
  "socialLinks",
  "work.position",
  "work.company",
  "work.start",
  "work.end",
  "work.tasks",
  "education.institution",
  "education.subject",
  "education.start",
  "education.end",
  "skills.name",
  "skills.category",
  "languages.name",
  "languages.level",
];
export const REPORT_FIELDS = [
  ...Object.keys(SCALARS),
  "socialLinks",
  "work.entry",
  "work.position",
  "work.company",
  "work.start",
  "work.end",
  "work.tasks",
  "education.entry",
  "education.institution",
  "education.subject",
  "education.start",
  "education.end",
  "skills.name",
  "skills.category",
  "languages.name",
  "languages.level",
];

export function summarise(totals) {
  const out = {};
  for (const f of REPORT_FIELDS) {
    const c = totals[f] || newCount();
    const p = c.tp + c.fp ? c.tp / (c.tp + c.fp) : null;
    const r = c.tp + c.fn ? c.tp / (c.tp + c.fn) : null;
    const f1 = 2 * c.tp + c.fp + c.fn ? (2 * c.tp) / (2 * c.tp + c.fp + c.fn) : 1;
    out[f] = {
      ...c,
      precision: p,
      recall: r,
      f1,
      accuracy: f in SCALARS ? (c.n ? c.correct / c.n : null) : null,
    };
  }
  const macro = MACRO_FIELDS.reduce((s, f) => s + out[f].f1, 0) / MACRO_FIELDS.length;
  return { fields: out, macroF1: macro };
}

// ------------------------------------------------------------------ CLI
function main() {
  const args = process.argv.slice(2);
  const opt = (name, def) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : def;
  };
  const truthDir = opt("truth");
  const predDir = opt("pred");
  const format = opt("format", "all");
  const by = opt("by", null);
  const jsonOut = opt("json", null);
  if (!truthDir || !predDir) {
    console.error(
      "usage: node score/score.mjs --truth dev --pred PREDDIR [--format pdf|docx|all] [--by lang|layout|format] [--json out.json]",
    );
    process.exit(2);
  }
  const names = fs
    .readdirSync(truthDir)
    .filter((f) => f.endsWith(".json") && f !== "manifest.json")
    .map((f) => f.slice(0, -5))
    .sort();
  const docFormat = (name) =>
    fs.existsSync(path.join(truthDir, `${name}.pdf`))
      ? "pdf"
      : fs.existsSync(path.join(truthDir, `${name}.docx`))
        ? "docx"
        : "unknown";
  const groupOf = (name) => {
    const m = /^(p\d+)-(de|en)-(.+)$/.exec(name);
    if (by === "lang") return m ? m[2] : "?";
    if (by === "layout")
      return m ? `${m[3]}${docFormat(name) === "pdf" && m[3].startsWith("docx") ? "" : ""}` : "?";
    if (by === "format") return docFormat(name);
    return null;
  };
  const totals = {};
  const groups = {};
  const perDoc = {};
  let missing = 0;
  let used = 0;
  for (const name of names) {
    const fmt = docFormat(name);
    if (format !== "all" && fmt !== format) continue;
    used++;
    const truth = JSON.parse(fs.readFileSync(path.join(truthDir, `${name}.json`), "utf8"));
    let pred = {};
    const pf = path.join(predDir, `${name}.json`);
    if (fs.existsSync(pf)) {
      try {
        pred = obj(JSON.parse(fs.readFileSync(pf, "utf8")));
      } catch {
        missing++;
      }
    } else missing++;
    const r = scoreDocument(truth, pred);
    perDoc[name] = r;
    const g = groupOf(name);
    if (g !== null) groups[g] ||= { totals: {}, n: 0 };
    for (const [f, c] of Object.entries(r)) {
      totals[f] ||= newCount();
      add(totals[f], c);
      if (g !== null) {
        groups[g].totals[f] ||= newCount();
        add(groups[g].totals[f], c);
      }
    }
    if (g !== null) groups[g].n++;
  }
  const s = summarise(totals);
  const fmtNum = (v) => (v === null || v === undefined ? "    -" : v.toFixed(3));
  console.log(
    `CV import benchmark: truth ${truthDir} (${used} documents, format ${format}), predictions ${predDir} (missing ${missing})`,
  );
  console.log(
    `${"field".padEnd(24)} ${"acc".padStart(6)} ${"P".padStart(6)} ${"R".padStart(6)} ${"F1".padStart(6)}  support`,
  );
  for (const f of REPORT_FIELDS) {
    const x = s.fields[f];
    const support = f in SCALARS ? x.tp + x.fn : x.tp + x.fn;
    console.log(
      `${(MACRO_FIELDS.includes(f) ? f : `${f} *`).padEnd(24)} ${fmtNum(x.accuracy).padStart(6)} ${fmtNum(x.precision).padStart(6)} ${fmtNum(x.recall).padStart(6)} ${fmtNum(x.f1).padStart(6)}  ${support}`,
    );
  }
  console.log("(* = reported only, not part of the overall score)");
  const groupSummaries = {};
  if (by) {
    for (const g of Object.keys(groups).sort()) {
      const gs = summarise(groups[g].totals);
      groupSummaries[g] = { documents: groups[g].n, macroF1: gs.macroF1, fields: gs.fields };
      console.log(`by ${by} ${g.padEnd(22)} macro-F1 ${gs.macroF1.toFixed(3)}  (${groups[g].n} documents)`);
    }
  }
  console.log(`OVERALL macro-F1 (${MACRO_FIELDS.length} fields): ${s.macroF1.toFixed(3)}`);
  if (jsonOut) {
    fs.writeFileSync(
      jsonOut,
      `${JSON.stringify({ truth: truthDir, pred: predDir, format, documents: used, missing, macroF1: s.macroF1, fields: s.fields, groups: groupSummaries, perDocument: perDoc }, null, 2)}\n`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith("score.mjs")) main();
