// A column that text flows down, page after page, on a Canvas; and the CV parts written into one
// (entries, skills, languages, contact) in the few styles the design layouts use.
import { HEADINGS, period, shortUrl, skillGroups, streetLine, townLine } from "./format.mjs";

export class Flow {
  constructor(
    canvas,
    { x, width, top, bottom = 800, nextTop = 50, page = 0, tag = "main", color = "#222222" },
  ) {
    Object.assign(this, { canvas, x, width, top, bottom, nextTop, page, tag, color });
    this.y = top;
  }

  /** Moves to the next page when h points do not fit any more. */
  ensure(h) {
    if (this.y + h <= this.bottom) return;
    this.pageBreak();
  }

  pageBreak() {
    this.page++;
    this.y = this.nextTop;
  }

  space(h) {
    this.y += h;
  }

  block() {
    this.canvas.newBlock(this.tag);
  }

  /** One line; align "right" puts it flush with the column's right edge. */
  line(text, style = {}, { indent = 0, align = "left", advance = true } = {}) {
    const size = style.size ?? 10;
    const lh = size * (style.leading ?? 1.35);
    this.ensure(lh);
    const w = this.canvas.width(text, style);
    const x =
      align === "right"
        ? this.x + this.width - w
        : align === "center"
          ? this.x + (this.width - w) / 2
          : this.x + indent;
    this.canvas.text(this.page, x, this.y, text, { color: this.color, ...style, tag: this.tag });
    if (advance) this.y += lh;
    return lh;
  }

  /** Wrapped text; a bullet hangs in front of the first line. */
  para(text, style = {}, { indent = 0, bullet = null } = {}) {
    const hang = bullet ? 10 : 0;
    const lines = this.canvas.wrap(text, this.width - indent - hang, style);
    const room = this.width - indent - hang;
    lines.forEach((l, i) => {
      if (i === 0 && bullet) this.line(bullet, style, { indent, advance: false });
      // An unbreakable word (an e-mail address without a hyphen) is set smaller until it fits.
      const w = this.canvas.width(l, style);
      const fitted =
        w > room ? { ...style, size: Math.floor((style.size ?? 10) * (room / w) * 10) / 10 } : style;
      this.line(l, fitted, { indent: indent + hang });
    });
  }

  heading(text, style, { rule = null, gap = 6 } = {}) {
    this.block();
    this.ensure(40);
    this.space(gap);
    this.line(text, style);
    if (rule) {
      this.canvas.rect(this.page, this.x, this.y - 2, this.width, 0.8, rule);
      this.space(4);
    }
  }
}

const up = (s) => s.toLocaleUpperCase("de-DE");

/** The heading text in the layout's case. */
export function headingText(p, key, kase = "upper") {
  const t = HEADINGS[p.lang][key];
  return kase === "upper" ? up(t) : t;
}

/**
 * Work entries. Styles: "stacked" (dates, position, company · place, bullets), "inline" (position
 * left and dates right on one line, company below), "datecol" (dates in a narrow column on the left).
 */
export function writeWork(flow, p, o) {
  for (const w of p.work) {
    flow.block();
    flow.ensure(60);
    const when = period(w, o);
    const at = o.placeSep ? `${w.company}${o.placeSep}${w.place}` : w.company;
    writeEntry(flow, o, when, w.position, at, w.tasks);
  }
}

export function writeEducation(flow, p, o) {
  for (const e of p.education) {
    flow.block();
    flow.ensure(40);
    const when = period(e, { ...o, since: false });
    if (o.eduInstitutionFirst) writeEntry(flow, o, when, e.institution, e.subject, []);
    else writeEntry(flow, o, when, e.subject, e.institution, []);
  }
}

function writeEntry(flow, o, when, head, sub, tasks) {
  const body = { size: o.size ?? 9.5 };
  const bold = { ...body, weight: "bold", size: (o.size ?? 9.5) + 1 };
  const small = { size: (o.size ?? 9.5) - 1, color: o.muted ?? "#666666" };
  if (o.entry === "datecol") {
    const col = o.dateWidth ?? 88;
    const y = flow.y;
    // A long period ("September 2015 – March 2019") wraps inside the date column.
    for (const part of flow.canvas.wrap(when, col - 8, small)) flow.line(part, small);
    const below = flow.y;
    flow.y = y;
    const inner = new Flow(flow.canvas, { ...flow, x: flow.x + col, width: flow.width - col, top: y });
    inner.page = flow.page;
    inner.y = y;
    inner.line(head, bold);
    inner.line(sub, { ...body, weight: "italic" });
    for (const t of tasks) inner.para(t, body, { bullet: o.bullet ?? "•" });
    flow.page = inner.page;
    flow.y = Math.max(inner.y, inner.page === flow.page ? below : 0) + 6;
    return;
  }
  if (o.entry === "inline") {
    flow.line(when, small, { align: "right", advance: false });
    flow.line(head, bold);
    flow.line(sub, { ...body, weight: "italic" });
  } else {
    flow.line(when, small);
    flow.line(head, bold);
    flow.line(sub, body);
  }
  for (const t of tasks) flow.para(t, body, { bullet: o.bullet ?? "•" });
  flow.space(6);
}

/** Skills: "Category" over "a, b, c" (or "a · b · c"); without categories one skill a line. */
export function writeSkills(flow, p, o, style = { size: 9 }) {
  if (!o.categories) {
    for (const s of p.skills) flow.line(s.name, style);
    return;
  }
  for (const [category, names] of skillGroups(p)) {
    flow.block();
    flow.line(category, { ...style, weight: "bold" });
    flow.para(names.join(o.skillSep ?? ", "), style);
    flow.space(3);
  }
}

/** Languages: name left and level right on one line, or "Name – Level", or level under the name. */
export function writeLanguages(flow, p, o, style = { size: 9 }) {
  flow.block();
  for (const l of p.languages) {
    if (o.languages === "split") {
      flow.line(l.level, { ...style, color: o.muted ?? style.color }, { align: "right", advance: false });
      flow.line(l.name, { ...style, weight: "bold" });
    } else if (o.languages === "below") {
      flow.line(l.name, { ...style, weight: "bold" });
      flow.line(l.level, style);
    } else {
      flow.line(`${l.name} – ${l.level}`, style);
    }
  }
}

/** The contact lines: street, town, phone, e-mail, website, links (each wrapped to the column). */
export function contactLines(p, o) {
  const lines = [streetLine(p), townLine(p, o)];
  if (o.country) lines.push(p.country);
  lines.push(p.phone, p.email);
  if (o.links !== false) {
    if (p.website) lines.push(shortUrl(p.website));
    for (const l of p.socialLinks) lines.push(o.fullUrls ? l : shortUrl(l));
  }
  return lines;
}
