// The Writer layout: a flat ODF text document (.fodt) whose sidebar and name block are text boxes
// (draw:frame / draw:text-box anchored to the page), as templates from Writer and Word are built.
// LibreOffice converts it to PDF and to DOCX (where the boxes become DrawingML text boxes with a
// VML fallback).

import { contactLines } from "./flow.mjs";
import { fullName, HEADINGS, period, skillGroups } from "./format.mjs";

const esc = (s) => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const up = (s) => s.toLocaleUpperCase("de-DE");
const p = (style, text) => `<text:p text:style-name="${style}">${text}</text:p>`;

/** options: font, accent, style (date style), dash, placeSep, title, categories, twoLineName. */
export function odtTextboxes(person, o) {
  const h = HEADINGS[person.lang];
  const font = o.font ?? "Liberation Sans";
  const accent = o.accent ?? "#1f4e79";
  const side = [
    p("SideHead", esc(up(h.contact))),
    ...contactLines(person, o).map((l) => p("Side", esc(l))),
    p("SideHead", esc(up(h.skills))),
    ...(o.categories
      ? skillGroups(person).flatMap(([c, names]) => [p("SideBold", esc(c)), p("Side", esc(names.join(", ")))])
      : person.skills.map((s) => p("Side", esc(s.name)))),
    p("SideHead", esc(up(h.languages))),
    ...person.languages.map((l) => p("Side", `${esc(l.name)}: ${esc(l.level)}`)),
  ].join("");
  const nameParas = o.twoLineName
    ? [
        p("NameLight", esc(person.firstName)),
        p("Name", esc(`${up(person.lastName)}${person.after ? `, ${person.after}` : ""}`)),
      ]
    : [p("Name", esc(fullName(person)))];
  if (o.twoLineName && person.before) nameParas.unshift(p("Title", esc(person.before)));
  if (o.title) nameParas.push(p("Title", esc(person.title)));
  const work = person.work.flatMap((w) => [
    p("When", esc(period(w, o))),
    p("Entry", esc(w.position)),
    p("Sub", esc(o.placeSep ? `${w.company}${o.placeSep}${w.place}` : w.company)),
    ...w.tasks.map(
      (t) =>
        `<text:list text:style-name="Bullets"><text:list-item>${p("Task", esc(t))}</text:list-item></text:list>`,
    ),
  ]);
  const education = person.education.flatMap((e) => [
    p("When", esc(period(e, { ...o, since: false }))),
    p("Entry", esc(e.subject)),
    p("Sub", esc(e.institution)),
  ]);
  const body = [
    p("Head", esc(h.profile)),
    p("Body", esc(person.profile)),
    p("Head", esc(h.work)),
    ...work,
    p("Head", esc(h.education)),
    ...education,
    p("Head", esc(h.interests)),
    p("Body", esc(person.interests)),
  ].join("\n");
  const sideWidth = o.sideWidth ?? 6.2;
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" xmlns:loext="urn:org:documentfoundation:names:experimental:office:xmlns:loext:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls><style:font-face style:name="${font}" svg:font-family="'${font}'"/></office:font-face-decls>
<office:styles>
<style:default-style style:family="paragraph"><style:text-properties style:font-name="${font}" fo:font-size="9.5pt" fo:language="${person.lang}" fo:country="${person.lang === "de" ? "DE" : "GB"}"/></style:default-style>
<style:style style:name="Standard" style:family="paragraph"/>
<style:style style:name="Frame" style:family="graphic"><style:graphic-properties text:anchor-type="paragraph" svg:x="0cm" svg:y="0cm" style:wrap="parallel" style:vertical-pos="top" style:vertical-rel="paragraph-content" style:horizontal-pos="center" style:horizontal-rel="paragraph-content"/></style:style>
<style:style style:name="Name" style:family="paragraph"><style:text-properties fo:font-size="26pt" fo:font-weight="bold" fo:color="${accent}"/></style:style>
<style:style style:name="NameLight" style:family="paragraph"><style:text-properties fo:font-size="26pt" fo:color="#555555"/></style:style>
<style:style style:name="Title" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.1cm"/><style:text-properties fo:font-size="12pt" fo:letter-spacing="0.05cm" fo:color="#666666"/></style:style>
<style:style style:name="Head" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.45cm" fo:margin-bottom="0.15cm" fo:border-bottom="0.5pt solid ${accent}" fo:padding-bottom="0.05cm"/><style:text-properties fo:font-size="12pt" fo:font-weight="bold" fo:color="${accent}"/></style:style>
<style:style style:name="Body" style:family="paragraph"/>
<style:style style:name="When" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.2cm"/><style:text-properties fo:font-size="8.5pt" fo:color="#777777"/></style:style>
<style:style style:name="Entry" style:family="paragraph"><style:text-properties fo:font-size="10.5pt" fo:font-weight="bold"/></style:style>
<style:style style:name="Sub" style:family="paragraph"><style:text-properties fo:font-style="italic"/></style:style>
<style:style style:name="Task" style:family="paragraph"/>
<style:style style:name="SideHead" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.4cm" fo:margin-bottom="0.1cm"/><style:text-properties fo:font-size="10.5pt" fo:font-weight="bold" fo:letter-spacing="0.04cm" fo:color="#ffffff"/></style:style>
<style:style style:name="Side" style:family="paragraph"><style:text-properties fo:font-size="8.5pt" fo:color="#ffffff"/></style:style>
<style:style style:name="SideBold" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.1cm"/><style:text-properties fo:font-size="8.5pt" fo:font-weight="bold" fo:color="#ffffff"/></style:style>
<text:list-style style:name="Bullets"><text:list-level-style-bullet text:level="1" text:bullet-char="•"><style:list-level-properties text:list-level-position-and-space-mode="label-alignment"><style:list-level-label-alignment text:label-followed-by="listtab" text:list-tab-stop-position="0.5cm" fo:text-indent="-0.4cm" fo:margin-left="0.5cm"/></style:list-level-properties></text:list-level-style-bullet></text:list-style>
</office:styles>
<office:automatic-styles>
<style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.5cm" fo:margin-bottom="1.5cm" fo:margin-left="${sideWidth + 1}cm" fo:margin-right="1.6cm"/></style:page-layout>
<style:style style:name="frSide" style:family="graphic" style:parent-style-name="Frame"><style:graphic-properties style:wrap="none" style:vertical-pos="from-top" style:vertical-rel="page" style:horizontal-pos="from-left" style:horizontal-rel="page" fo:background-color="${accent}" draw:fill="solid" draw:fill-color="${accent}" fo:padding="0.5cm" fo:padding-left="0.6cm" fo:padding-right="0.5cm" fo:padding-top="0.8cm" fo:padding-bottom="0.5cm" fo:border="none" draw:stroke="none"/></style:style>
<style:style style:name="frName" style:family="graphic" style:parent-style-name="Frame"><style:graphic-properties style:wrap="none" style:vertical-pos="from-top" style:vertical-rel="page" style:horizontal-pos="from-left" style:horizontal-rel="page" fo:padding="0cm" fo:border="none" draw:stroke="none" draw:fill="none"/></style:style>
<style:style style:name="Spacer" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-top="${o.twoLineName ? 3.0 : 2.0}cm"/></style:style>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"/></office:master-styles>
<office:body><office:text>
<text:p text:style-name="Standard"><draw:frame draw:style-name="frSide" draw:name="Sidebar" text:anchor-type="page" text:anchor-page-number="1" svg:x="0cm" svg:y="0cm" svg:width="${sideWidth}cm" svg:height="29.7cm" draw:z-index="0"><draw:text-box>${side}</draw:text-box></draw:frame><draw:frame draw:style-name="frName" draw:name="NameBox" text:anchor-type="page" text:anchor-page-number="1" svg:x="${sideWidth + 1}cm" svg:y="1.4cm" svg:width="${20 - sideWidth - 1.6}cm" svg:height="${o.twoLineName ? 3.4 : 2.4}cm" draw:z-index="1"><draw:text-box>${nameParas.join("")}</draw:text-box></draw:frame></text:p>
<text:p text:style-name="Spacer"/>
${body}
</office:text></office:body></office:document>
`;
}
