import type { Profile } from "@jah/shared";
import { type CvTemplate, DEFAULT_CV_TEMPLATE } from "@jah/shared/profile-values";
import { buildCvModel, type CvLevel, type CvLine, type CvModel } from "../model.ts";
import { THEMES, type Theme } from "../theme.ts";
import { fontFaceCss } from "./fonts-css.ts";

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
const e = escapeHtml;

type Layout = "sidebar" | "column" | "band";
const LAYOUTS: Record<CvTemplate, Layout> = {
  full: "sidebar",
  dark: "sidebar",
  elegant: "column",
  simple_1: "column",
  color_header: "band",
};

/**
 * The same CV as a self-contained HTML page (fonts embedded as base64 @font-face rules), for the
 * htmlpreview endpoint and as the print-from-Chromium comparison point. Same content, order and
 * privacy rules as the PDF, since both are built from the same CvModel.
 */
export function renderCvHtml(
  profile: Profile,
  options: { template?: CvTemplate; picture?: string | null } = {},
): string {
  const template = options.template ?? profile.cv_template ?? DEFAULT_CV_TEMPLATE;
  const t = THEMES[template] ?? THEMES[DEFAULT_CV_TEMPLATE];
  const cv = buildCvModel(profile);
  const layout = LAYOUTS[template] ?? "sidebar";
  const centred = template === "elegant";
  const avatar = options.picture
    ? `<img class="avatar" src="${e(options.picture)}" alt="">`
    : `<div class="avatar initials" aria-hidden="true">${e(cv.initials)}</div>`;
  const name = `<header class="name"><h1>${e(cv.fullName)}</h1>${cv.title ? `<p class="title">${e(cv.title)}</p>` : ""}</header>`;
  const contactLine = `<p class="contact-line">${cv.contact.map((l) => e(l.value)).join(" · ")}</p>`;
  const main = [
    section(cv.labels.profile, cv.mantra ? `<p>${e(cv.mantra)}</p>` : ""),
    section(cv.labels.experience, cv.jobs.map(jobHtml).join("")),
    section(
      cv.labels.education,
      cv.educations
        .map(
          (ed) =>
            `<article class="entry"><div class="entry-head"><h3>${e(ed.subject)}</h3><span class="dates">${e(ed.dates)}</span></div><p class="meta">${e(ed.name)}</p>${ed.description ? `<p>${e(ed.description)}</p>` : ""}</article>`,
        )
        .join(""),
    ),
  ];
  const facts = [
    section(cv.labels.skills, skillsHtml(cv)),
    section(cv.labels.languages, levels(cv.languages)),
    section(cv.labels.rates, lines(cv.rates)),
    section(cv.labels.availability, cv.availability.map((a) => `<p>${e(a)}</p>`).join("")),
    section(cv.labels.links, lines(cv.links)),
  ];
  const lists = [
    section(cv.labels.qualifications, list(cv.qualifications)),
    section(cv.labels.lookingFor, list(cv.lookingFor)),
  ];
  let body: string;
  if (layout === "sidebar") {
    body = `<div class="sidebar-bg"></div><div class="columns"><main>${name}${main.join("")}${lists.join("")}</main><aside>${avatar}${section(cv.labels.contact, lines(cv.contact))}${facts.join("")}</aside></div>`;
  } else if (layout === "band") {
    body = `<div class="band"><div>${name}${contactLine}</div>${avatar}</div><div class="columns band-columns"><main>${main.join("")}${lists.join("")}</main><aside>${facts.join("")}</aside></div>`;
  } else {
    body = `<div class="head${centred ? " centred" : ""}">${centred ? `${name}${avatar}` : `<div>${name}${contactLine}</div>${avatar}`}</div>${centred ? contactLine : ""}${main.join("")}${facts.join("")}${lists.join("")}`;
  }
  return `<!doctype html>
<html lang="${cv.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(cv.fullName)}</title>
<style>
${fontFaceCss([t.font.body, t.font.heading, t.font.name])}
${css(t, cv)}
</style></head>
<body class="layout-${layout}">${body}</body></html>`;
}

function section(title: string, content: string): string {
  return content ? `<section><h2>${e(title)}</h2>${content}</section>` : "";
}

function jobHtml(job: CvModel["jobs"][number]): string {
  const meta = [job.company, job.business].filter(Boolean).map(e).join(" · ");
  return `<article class="entry"><div class="entry-head"><h3>${e(job.position)}</h3><span class="dates">${e(job.dates)}</span></div><p class="meta">${meta}${job.positionType ? ` <span class="muted">· ${e(job.positionType)}</span>` : ""}</p>${job.description ? `<p>${e(job.description)}</p>` : ""}${list(job.tasks)}</article>`;
}

function list(items: string[]): string {
  return items.length ? `<ul>${items.map((i) => `<li>${e(i)}</li>`).join("")}</ul>` : "";
}

function lines(items: CvLine[]): string {
  return items
    .map(
      (l) =>
        `<p class="line"><span class="label">${e(l.label)}</span> ${l.href ? `<a href="${e(l.href)}">${e(l.value)}</a>` : e(l.value)}</p>`,
    )
    .join("");
}

/** Rows with a level word and bar; items without a level (issue 28) as a plain list after them. */
function levels(items: CvLevel[]): string {
  const rows = items
    .filter((l) => l.level !== null)
    .map(
      (l) =>
        `<div class="level"><span>${e(l.name)}</span><span class="muted">${e(l.levelName)}</span><span class="bar"><span style="width:${l.level}%"></span></span></div>`,
    )
    .join("");
  const plain = items.filter((l) => l.level === null).map((l) => e(l.name));
  return plain.length ? `${rows}<p>${plain.join(", ")}</p>` : rows;
}

function skillsHtml(cv: CvModel): string {
  return cv.skillGroups.map((g) => `<h4>${e(g.category)}</h4>${levels(g.skills)}`).join("");
}

function css(t: Theme, cv: CvModel): string {
  const m = t.main;
  const s = t.side;
  const pt = (n: number) => `${n}pt`;
  return `
@page { size: A4; margin: ${pt(t.page.top)} 0 ${pt(t.page.bottom)};
  @bottom-right { content: "${cv.labels.page} " counter(page) " ${cv.labels.of} " counter(pages); font: ${pt(t.size.small)} "${t.font.body}"; color: ${m.muted}; margin-right: ${pt(t.page.side)}; } }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; font-family: "${t.font.body}", sans-serif; font-size: ${pt(t.size.body)}; line-height: ${t.lineHeight}; color: ${m.text}; background: ${m.background}; }
body.layout-column, body.layout-band { padding: 0 ${pt(t.page.side)}; }
h1 { font-family: "${t.font.name}", serif; font-size: ${pt(t.size.name)}; line-height: 1.1; margin: 0; }
.title { font-family: "${t.font.heading}", sans-serif; font-weight: ${t.font.heading === "PlayfairDisplay" ? 400 : 600}; font-size: ${pt(t.size.h2)}; color: ${m.accent}; margin: ${pt(t.space.s)} 0 0; }
h2 { font-family: "${t.font.heading}", sans-serif; font-size: ${pt(t.heading.uppercase ? t.size.h3 : t.size.h2)}; letter-spacing: ${pt(t.heading.letterSpacing)};
  text-transform: ${t.heading.uppercase ? "uppercase" : "none"}; color: ${t.heading.rule ? m.accent : m.text}; margin: 0 0 ${pt(t.space.m)};
  ${t.heading.rule ? `border-bottom: 0.6pt solid ${m.rule}; padding-bottom: ${pt(t.space.s)};` : ""} break-after: avoid; }
h3 { font-family: "${t.font.heading}", sans-serif; font-size: ${pt(t.size.h3)}; margin: 0; line-height: 1.25; }
h4 { font-size: ${pt(t.size.body)}; margin: ${pt(t.space.m)} 0 ${pt(t.space.s)}; }
p { margin: 0 0 ${pt(t.space.xs)}; }
section { margin-bottom: ${pt(t.space.l)}; }
ul { margin: ${pt(t.space.s)} 0 0; padding-left: 10pt; }
li { margin-bottom: ${pt(t.space.xs)}; break-inside: avoid; }
li::marker { color: ${m.accent}; }
a { color: inherit; text-decoration: none; }
.entry { margin-bottom: ${pt(t.space.l)}; }
.entry-head { display: flex; justify-content: space-between; gap: ${pt(t.space.m)}; break-inside: avoid; break-after: avoid; }
.dates, .muted, .label { color: ${m.muted}; font-size: ${pt(t.size.small)}; }
.meta { color: ${m.accent}; font-weight: 600; margin-top: 1pt; }
.line .label { display: block; }
.level { display: grid; grid-template-columns: 1fr auto; column-gap: ${pt(t.space.s)}; margin-bottom: ${pt(t.space.s)}; break-inside: avoid; }
.bar { grid-column: 1 / 3; height: 3pt; border-radius: 1.5pt; background: ${m.track}; margin-top: 2pt; }
.bar > span { display: block; height: 100%; border-radius: 1.5pt; background: ${m.accent}; }
.avatar { width: 96pt; height: 96pt; border-radius: 50%; object-fit: cover; display: flex; align-items: center; justify-content: center;
  background: ${m.accent}; color: #fff; font: 700 ${pt(34)} "${t.font.name}"; margin: 0 auto ${pt(t.space.xl)}; }
.name { margin-bottom: ${pt(t.space.xl)}; }
.contact-line { color: ${m.muted}; }
.head { display: flex; align-items: center; gap: ${pt(t.space.xl)}; justify-content: space-between; }
.head.centred { flex-direction: column; text-align: center; gap: 0; }
.columns { display: flex; flex-direction: row-reverse; }
.columns > main { flex: 1; }
body.layout-sidebar .columns > main { padding: 0 ${pt(t.page.side)} 0 24pt; }
body.layout-sidebar aside { width: ${pt(t.sidebarWidth)}; padding: 0 20pt; color: ${s.text}; }
body.layout-sidebar aside h2 { color: ${s.text}; }
body.layout-sidebar aside .label, body.layout-sidebar aside .muted { color: ${s.muted}; }
body.layout-sidebar aside .bar { background: ${s.track}; }
body.layout-sidebar aside .bar > span { background: ${s.accent}; }
.sidebar-bg { position: fixed; top: -${pt(t.page.top)}; bottom: -${pt(t.page.bottom)}; left: 0; width: ${pt(t.sidebarWidth)}; background: ${s.background}; z-index: -1; }
.band { display: flex; align-items: center; justify-content: space-between; gap: ${pt(t.space.xl)}; background: ${s.background}; color: ${s.text};
  margin: -${pt(t.page.top)} -${pt(t.page.side)} ${pt(t.space.xl)}; padding: ${pt(t.page.top)} ${pt(t.page.side)} ${pt(t.space.xl)}; }
.band .avatar { margin: 0; background: ${s.rule}; }
.band .title, .band .contact-line { color: ${s.muted}; }
.band .name { margin-bottom: ${pt(t.space.m)}; }
.band-columns { flex-direction: row; gap: ${pt(t.space.xl)}; }
.band-columns aside { width: 150pt; }
@media screen { body { max-width: 210mm; margin: 0 auto; padding-top: ${pt(t.page.top)}; padding-bottom: ${pt(t.page.bottom)}; } }
`;
}
