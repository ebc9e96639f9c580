// The design-tool layouts: every text item placed at its own position on a Canvas (flow.mjs) and
// drawn out of reading order (canvas.mjs ORDERS), as PDFs exported from Canva, Figma, InDesign or
// Affinity come out. Each function returns the canvas; build.mjs renders it in the document's order.
import { A4, Canvas } from "./canvas.mjs";
import {
  contactLines,
  Flow,
  headingText,
  writeEducation,
  writeLanguages,
  writeSkills,
  writeWork,
} from "./flow.mjs";
import { fullName, shortUrl, streetLine, townLine } from "./format.mjs";

const up = (s) => s.toLocaleUpperCase("de-DE");

/**
 * Dark sidebar on the left that continues on page 2; the name over two lines in the main column
 * (first name light, surname bold in capitals), the title letter-spaced under it; the e-mail and
 * links wrap in the narrow sidebar.
 */
export function sidebarDark(p, o) {
  const c = new Canvas(o.family);
  const side = { x: 0, w: o.sideWidth ?? 180 };
  for (const page of [0, 1]) c.rect(page, side.x, 0, side.w, A4.height, o.sideColor ?? "#263238");
  const white = "#ffffff";
  const sf = new Flow(c, {
    x: 22,
    width: side.w - 44,
    top: 60,
    bottom: 800,
    nextTop: 50,
    tag: "sidebar",
    color: white,
  });
  const head = { size: 10.5, weight: "bold", spacing: 1.5 };
  const body = { size: o.sideSize ?? 8.5 };
  sf.heading(headingText(p, "contact"), head, { rule: "#90a4ae" });
  for (const l of contactLines(p, o)) sf.para(l, body);
  sf.heading(headingText(p, "skills"), head, { rule: "#90a4ae" });
  writeSkills(sf, p, o, body);
  // The design's sidebar runs onto the second page for languages and interests.
  sf.pageBreak();
  sf.heading(headingText(p, "languages"), head, { rule: "#90a4ae" });
  writeLanguages(sf, p, o, body);
  sf.heading(headingText(p, "interests"), head, { rule: "#90a4ae" });
  sf.para(p.interests, body);

  const mx = side.w + 30;
  const mw = A4.width - mx - 36;
  c.newBlock("name");
  let y = 52;
  if (p.before) {
    c.text(0, mx, y, p.before, { size: 11, color: "#546e7a", tag: "name" });
    y += 16;
  }
  c.text(0, mx, y, o.firstUpper ? up(p.firstName) : p.firstName, {
    weight: "light",
    size: 30,
    color: "#37474f",
    tag: "name",
  });
  y += 34;
  const last = `${up(p.lastName)}${p.after ? `, ${p.after}` : ""}`;
  c.text(0, mx, y, last, { weight: "bold", size: last.length > 16 ? 24 : 30, color: "#263238", tag: "name" });
  y += 40;
  if (o.title) {
    c.newBlock("title");
    c.text(0, mx, y, up(p.title), { size: 10, spacing: 2.5, color: "#607d8b" });
    y += 18;
  }
  const mf = new Flow(c, { x: mx, width: mw, top: y + 14, bottom: 790, nextTop: 50 });
  const mhead = { size: 12, weight: "bold", spacing: 1, color: "#263238" };
  mf.heading(headingText(p, "profile"), mhead, { rule: "#cfd8dc" });
  mf.para(p.profile, { size: 9.5 });
  mf.heading(headingText(p, "work"), mhead, { rule: "#cfd8dc" });
  writeWork(mf, p, o);
  mf.pageBreak();
  mf.heading(headingText(p, "education"), mhead, { rule: "#cfd8dc" });
  writeEducation(mf, p, o);
  return c;
}

/** The name's letters placed one by one (mode "items"), as one string with spaces ("spaces"), or with character spacing ("tracking"). */
function spacedText(c, page, x, y, text, style, mode, tag) {
  if (mode === "spaces") {
    const spaced = text
      .split(" ")
      .map((w) => [...w].join(" "))
      .join("   ");
    c.text(page, x, y, spaced, { ...style, tag });
    return c.width(spaced, style);
  }
  if (mode === "tracking") {
    const spacing = style.size * 0.35;
    c.text(page, x, y, text, { ...style, spacing, tag });
    return c.width(text, { ...style, spacing });
  }
  let cx = x;
  const track = style.size * 0.4;
  for (const ch of text) {
    if (ch === " ") {
      cx += style.size * 0.9;
      continue;
    }
    c.text(page, cx, y, ch, { ...style, tag });
    cx += c.width(ch, style) + track;
  }
  return cx - x - track;
}

function spacedWidth(c, text, style, mode) {
  if (mode === "spaces")
    return c.width(
      text
        .split(" ")
        .map((w) => [...w].join(" "))
        .join("   "),
      style,
    );
  if (mode === "tracking") return c.width(text, { ...style, spacing: style.size * 0.35 });
  let w = 0;
  for (const ch of text) w += ch === " " ? style.size * 0.9 : c.width(ch, style) + style.size * 0.4;
  return w - style.size * 0.4;
}

/**
 * A one-column design with a letter-spaced capital name and a letter-spaced title under it, a row of
 * contact items below, dates in a narrow column left of each entry.
 */
export function letterSpaced(p, o) {
  const c = new Canvas(o.family);
  const mode = o.spacing ?? "items";
  const nameStyle = { size: o.nameSize ?? 24, weight: o.nameWeight ?? "bold", color: "#1a1a1a" };
  const name = up(`${p.firstName} ${p.lastName}`);
  const left = 50;
  const width = A4.width - 100;
  c.newBlock("name");
  const nw = spacedWidth(c, name, nameStyle, mode);
  const nx = o.center ? (A4.width - nw) / 2 : left;
  let y = 50;
  if (p.before) {
    c.text(0, nx, y, p.before, { size: 10, color: "#555555", tag: "name" });
    y += 15;
  }
  spacedText(c, 0, nx, y, name, nameStyle, mode, "name");
  if (p.after)
    c.text(0, nx + nw + 8, y + nameStyle.size * 0.35, p.after, { size: 11, color: "#555555", tag: "name" });
  y += nameStyle.size * 1.5;
  if (o.title) {
    c.newBlock("title");
    const ts = { size: 9.5, color: "#777777" };
    const tw = spacedWidth(c, up(p.title), ts, mode === "tracking" ? "tracking" : "spaces");
    spacedText(
      c,
      0,
      o.center ? (A4.width - tw) / 2 : left,
      y,
      up(p.title),
      ts,
      mode === "tracking" ? "tracking" : "spaces",
      "title",
    );
    y += 20;
  }
  c.rect(0, left, y, width, 0.8, "#999999");
  y += 8;
  // The contact row: items side by side, each its own text object.
  c.newBlock("contact");
  const items = [p.phone, p.email, `${streetLine(p)}, ${townLine(p)}`];
  if (o.links !== false && p.website) items.push(shortUrl(p.website));
  const cs = { size: 8.5, color: "#333333" };
  const gap = 14;
  let total = items.reduce((s, t) => s + c.width(t, cs), 0) + gap * (items.length - 1);
  let rows = [items];
  if (total > width) rows = [items.slice(0, 2), items.slice(2)];
  for (const row of rows) {
    total = row.reduce((s, t) => s + c.width(t, cs), 0) + gap * (row.length - 1);
    let x = o.center ? (A4.width - total) / 2 : left;
    for (const t of row) {
      c.text(0, x, y, t, { ...cs, tag: "contact" });
      x += c.width(t, cs) + gap;
    }
    y += 12;
  }
  if (o.links !== false && p.socialLinks.length) {
    const t = p.socialLinks.map(shortUrl).join("   ");
    c.text(0, o.center ? (A4.width - c.width(t, cs)) / 2 : left, y, t, { ...cs, tag: "contact" });
    y += 12;
  }
  const f = new Flow(c, { x: left, width, top: y + 8, bottom: 790, nextTop: 50 });
  const head = { size: 10.5, weight: "bold", spacing: 2, color: "#1a1a1a" };
  const rule = "#bbbbbb";
  f.heading(headingText(p, "profile"), head, { rule });
  f.para(p.profile, { size: 9.5 });
  f.heading(headingText(p, "work"), head, { rule });
  writeWork(f, p, { ...o, entry: "datecol" });
  f.heading(headingText(p, "education"), head, { rule });
  writeEducation(f, p, { ...o, entry: "datecol" });
  f.heading(headingText(p, "skills"), head, { rule });
  writeSkills(f, p, { ...o, skillSep: " · " }, { size: 9 });
  f.heading(headingText(p, "languages"), head, { rule });
  writeLanguages(f, p, { ...o, languages: "dash" }, { size: 9 });
  return c;
}

/**
 * A centred small-caps name (first letters taller, the rest in smaller capitals, each run its own
 * text item), an italic title under it, one centred contact line, entries with the dates right.
 */
export function smallCaps(p, o) {
  const c = new Canvas(o.family);
  const big = o.nameSize ?? 26;
  const small = big * 0.76;
  const runs = [];
  const words = fullName(p, { comma: o.comma ?? true }).split(" ");
  for (const [i, w] of words.entries()) {
    const academic = (i === 0 && p.before) || (i === words.length - 1 && p.after);
    if (academic) {
      runs.push({ text: w, size: small * 0.8, gap: i < words.length - 1 });
      continue;
    }
    // Each part of a hyphenated name starts with a tall capital ("J" "EAN-" "F" "RANÇOIS").
    for (const part of w.split(/(?<=-)/)) {
      runs.push({ text: part[0], size: big });
      if (part.length > 1) runs.push({ text: up(part.slice(1)), size: small });
    }
    runs[runs.length - 1].gap = i < words.length - 1;
  }
  const weight = o.nameWeight ?? "regular";
  const space = big * 0.3;
  const total = runs.reduce((s, r) => s + c.width(r.text, { weight, size: r.size }) + (r.gap ? space : 0), 0);
  let x = (A4.width - total) / 2;
  const top = 48;
  const base = top + c.ascent(weight, big);
  c.newBlock("name");
  for (const r of runs) {
    c.text(0, x, base - c.ascent(weight, r.size), r.text, {
      weight,
      size: r.size,
      color: "#111111",
      tag: "name",
    });
    x += c.width(r.text, { weight, size: r.size }) + (r.gap ? space : 0);
  }
  let y = top + big * 1.45;
  const page = new Flow(c, { x: 56, width: A4.width - 112, top: y, bottom: 790, nextTop: 50 });
  if (o.title) {
    page.block();
    page.line(p.title, { weight: "italic", size: 11.5, color: "#444444" }, { align: "center" });
  }
  page.block();
  const contact = contactLines(p, { ...o, links: false });
  page.line(contact.slice(0, 2).join(", "), { size: 9 }, { align: "center" });
  page.line(contact.slice(2).join("  ·  "), { size: 9 }, { align: "center" });
  if (o.links !== false && (p.website || p.socialLinks.length)) {
    const links = [p.website, ...p.socialLinks].filter(Boolean).map(shortUrl);
    page.line(links.join("  ·  "), { size: 9 }, { align: "center" });
  }
  y = page.y;
  const head = { size: 11.5, weight: "bold", color: "#111111" };
  const rule = "#333333";
  page.heading(headingText(p, "work", "title"), head, { rule });
  writeWork(page, p, { ...o, entry: "inline" });
  page.heading(headingText(p, "education", "title"), head, { rule });
  writeEducation(page, p, { ...o, entry: "inline" });
  page.heading(headingText(p, "skills", "title"), head, { rule });
  writeSkills(page, p, o, { size: 9.5 });
  page.heading(headingText(p, "languages", "title"), head, { rule });
  writeLanguages(page, p, { ...o, languages: "dash" }, { size: 9.5 });
  return c;
}

/** The name with its titles on one line at the top left, a light sidebar on the right with contact, skills and languages. */
export function rightSidebar(p, o) {
  const c = new Canvas(o.family);
  const sx = A4.width - (o.sideWidth ?? 170);
  c.rect(0, sx, 0, A4.width - sx, A4.height, o.sideColor ?? "#eef2f5");
  c.newBlock("name");
  const nameText = fullName(p, { comma: o.comma ?? true });
  const ns = { weight: "bold", size: nameText.length > 26 ? 20 : 24, color: "#0d3b66" };
  c.text(0, 40, 46, nameText, { ...ns, tag: "name" });
  let y = 46 + ns.size * 1.4;
  if (o.title) {
    c.newBlock("title");
    c.text(0, 40, y, p.title, { size: 12.5, color: "#3d5a80" });
    y += 20;
  }
  const mf = new Flow(c, { x: 40, width: sx - 40 - 24, top: y + 10, bottom: 800, nextTop: 46 });
  const head = { size: 11, weight: "bold", color: "#0d3b66" };
  mf.heading(headingText(p, "profile", o.headingCase), head);
  mf.para(p.profile, { size: 9.5 });
  mf.heading(headingText(p, "work", o.headingCase), head);
  writeWork(mf, p, o);
  mf.heading(headingText(p, "education", o.headingCase), head);
  writeEducation(mf, p, o);
  const sf = new Flow(c, {
    x: sx + 16,
    width: A4.width - sx - 32,
    top: 46,
    bottom: 800,
    tag: "sidebar",
    color: "#222222",
  });
  const shead = { size: 10, weight: "bold", color: "#0d3b66" };
  sf.heading(headingText(p, "contact", o.headingCase), shead);
  for (const l of contactLines(p, o)) sf.para(l, { size: 8.5 });
  sf.heading(headingText(p, "skills", o.headingCase), shead);
  writeSkills(sf, p, o, { size: 8.5 });
  sf.heading(headingText(p, "languages", o.headingCase), shead);
  writeLanguages(sf, p, { ...o, languages: "below" }, { size: 8.5 });
  return c;
}

/**
 * A coloured banner across the top with the name and title left and the contact items in a column
 * on the right; below, a narrow left column (education, skills, languages) and the experience right.
 */
export function banner(p, o) {
  const c = new Canvas(o.family);
  const h = 118;
  c.rect(0, 0, 0, A4.width, h, o.bannerColor ?? "#14532d");
  c.newBlock("name");
  const nameText = o.nameUpper ? up(fullName(p)) : fullName(p);
  const ns = { weight: "bold", size: nameText.length > 24 ? 21 : 26, color: "#ffffff" };
  c.text(0, 36, 34, nameText, { ...ns, tag: "name" });
  if (o.title) {
    c.newBlock("title");
    c.text(0, 36, 34 + ns.size * 1.35, p.title, { size: 12, color: "#d1fae5" });
  }
  const cf = new Flow(c, { x: 375, width: 190, top: 24, bottom: h, tag: "contact", color: "#ffffff" });
  cf.block();
  for (const l of contactLines(p, o)) cf.para(l, { size: 8.5 });
  const lf = new Flow(c, { x: 36, width: 160, top: h + 24, bottom: 800, nextTop: 46, tag: "left" });
  const rf = new Flow(c, { x: 220, width: A4.width - 220 - 36, top: h + 24, bottom: 800, nextTop: 46 });
  const head = { size: 11, weight: "bold", color: "#14532d" };
  rf.heading(headingText(p, "profile", o.headingCase), head);
  rf.para(p.profile, { size: 9.5 });
  rf.heading(headingText(p, "work", o.headingCase), head);
  writeWork(rf, p, o);
  lf.heading(headingText(p, "education", o.headingCase), head);
  writeEducation(lf, p, { ...o, size: 8.5 });
  lf.heading(headingText(p, "skills", o.headingCase), head);
  writeSkills(lf, p, o, { size: 8.5 });
  lf.heading(headingText(p, "languages", o.headingCase), head);
  writeLanguages(lf, p, { ...o, languages: "below" }, { size: 8.5 });
  return c;
}

/**
 * The name inside a coloured sidebar on the left (a photo placeholder with initials above it in
 * some), first name and SURNAME on two centred lines, the title under them; contact, skills and
 * languages below in the sidebar, the experience and education in the main column.
 */
export function sidebarName(p, o) {
  const c = new Canvas(o.family);
  const sw = o.sideWidth ?? 200;
  const white = "#ffffff";
  c.rect(0, 0, 0, sw, A4.height, o.sideColor ?? "#3b2f4a");
  let y = 40;
  if (o.initials) {
    c.rect(0, (sw - 90) / 2, y, 90, 90, "#8e7fa3", "photo");
    c.newBlock("photo");
    const initials = `${p.firstName[0]}${p.lastName.replace(/^(von|van|de|Ó|O')\s?/, "")[0]}`;
    const is = { weight: "bold", size: 30, color: white };
    c.text(0, (sw - c.width(initials, is)) / 2, y + 28, initials, { ...is, tag: "photo" });
    y += 110;
  }
  c.newBlock("name");
  const first = p.before ? `${p.before} ${p.firstName}` : p.firstName;
  const last = `${up(p.lastName)}${p.after ? `, ${p.after}` : ""}`;
  let size = 24;
  while (size > 12 && Math.max(c.width(first, { size }), c.width(last, { weight: "bold", size })) > sw - 36)
    size -= 1;
  c.text(0, (sw - c.width(first, { size })) / 2, y, first, { size, color: white, tag: "name" });
  y += size * 1.2;
  c.text(0, (sw - c.width(last, { weight: "bold", size })) / 2, y, last, {
    weight: "bold",
    size,
    color: white,
    tag: "name",
  });
  y += size * 1.5;
  if (o.title) {
    c.newBlock("title");
    const ts = { size: 9, spacing: 1, color: "#d8cfe6" };
    const t = up(p.title);
    const lines = c.wrap(t, sw - 36, ts);
    for (const l of lines) {
      c.text(0, (sw - c.width(l, ts)) / 2, y, l, { ...ts, tag: "title" });
      y += 12;
    }
  }
  const sf = new Flow(c, { x: 20, width: sw - 40, top: y + 12, bottom: 810, tag: "sidebar", color: white });
  const head = { size: 10, weight: "bold", spacing: 1 };
  sf.heading(headingText(p, "contact"), head, { rule: "#8e7fa3" });
  for (const l of contactLines(p, o)) sf.para(l, { size: 8.5 });
  sf.heading(headingText(p, "skills"), head, { rule: "#8e7fa3" });
  writeSkills(sf, p, o, { size: 8.5 });
  sf.heading(headingText(p, "languages"), head, { rule: "#8e7fa3" });
  writeLanguages(sf, p, { ...o, languages: "split", muted: "#d8cfe6" }, { size: 8.5 });
  const mf = new Flow(c, { x: sw + 28, width: A4.width - sw - 28 - 36, top: 46, bottom: 800, nextTop: 46 });
  const mhead = { size: 12, weight: "bold", color: o.sideColor ?? "#3b2f4a" };
  mf.heading(headingText(p, "profile", o.headingCase), mhead, { rule: "#cccccc" });
  mf.para(p.profile, { size: 9.5 });
  mf.heading(headingText(p, "work", o.headingCase), mhead, { rule: "#cccccc" });
  writeWork(mf, p, o);
  mf.heading(headingText(p, "education", o.headingCase), mhead, { rule: "#cccccc" });
  writeEducation(mf, p, o);
  mf.heading(headingText(p, "interests", o.headingCase), mhead, { rule: "#cccccc" });
  mf.para(p.interests, { size: 9.5 });
  return c;
}
