// A LibreOffice layout with text frames (flat ODF): the sidebar is a frame anchored on the right
// of the first page, the main text flows in a narrowed left column. Company first, dates in years.
import { period, shortUrl, skillGroups, streetLine, townLine } from "./format.mjs";

const esc = (s) => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const p = (style, text) => `<text:p text:style-name="${style}">${text}</text:p>`;

export function framesRight(person) {
  const de = person.lang === "de";
  const style = "yyyy";
  const when = (e) => esc(period(e, { style, lang: person.lang, dash: " – ", now: de ? "heute" : "now" }));
  const side = [
    p("SideHead", de ? "Kontakt" : "Contact"),
    p("Side", esc(streetLine(person))),
    p("Side", esc(townLine(person))),
    p("Side", esc(person.phone)),
    p("Side", esc(person.email)),
    ...(person.website ? [p("Side", esc(shortUrl(person.website)))] : []),
    ...person.socialLinks.map((u) => p("Side", esc(shortUrl(u)))),
    p("SideHead", de ? "Fähigkeiten" : "Skills"),
    ...skillGroups(person).flatMap(([c, names]) => [
      p("SideSub", esc(c)),
      ...names.map((n) => p("Side", `• ${esc(n)}`)),
    ]),
    p("SideHead", de ? "Sprachen" : "Languages"),
    ...person.languages.map((l) => p("Side", `${esc(l.name)}: ${esc(l.level)}`)),
  ].join("\n");
  const main = [
    p("Name", `${esc(person.firstName)} ${esc(person.lastName)}`),
    p("Headline", esc(person.title)),
    p("Head", de ? "Beruflicher Werdegang" : "Work History"),
    ...person.work.flatMap((w) => [
      `<text:p text:style-name="Entry">${esc(w.company)} — ${esc(w.place)}<text:tab/>${when(w)}</text:p>`,
      p("Role", esc(w.position)),
      ...w.tasks.map((t) => p("Task", `– ${esc(t)}`)),
    ]),
    p("Head", de ? "Studium und Ausbildung" : "Education"),
    ...person.education.flatMap((e) => [
      `<text:p text:style-name="Entry">${esc(e.institution)}<text:tab/>${when(e)}</text:p>`,
      p("Role", esc(e.subject)),
    ]),
  ].join("\n");
  const fodt = `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls><style:font-face style:name="Carlito" svg:font-family="Carlito"/><style:font-face style:name="Liberation Sans" svg:font-family="'Liberation Sans'"/></office:font-face-decls>
<office:styles>
<style:default-style style:family="paragraph"><style:text-properties style:font-name="Liberation Sans" fo:font-size="10pt" fo:language="${de ? "de" : "en"}" fo:country="${de ? "DE" : "GB"}"/></style:default-style>
<style:style style:name="Name" style:family="paragraph"><style:text-properties fo:font-size="24pt" fo:font-weight="bold"/></style:style>
<style:style style:name="Headline" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.3cm"/><style:text-properties fo:font-size="13pt" fo:color="#2a6f97"/></style:style>
<style:style style:name="Head" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.4cm" fo:margin-bottom="0.15cm" fo:border-bottom="0.5pt solid #2a6f97"/><style:text-properties fo:font-size="13pt" fo:font-weight="bold" fo:color="#2a6f97"/></style:style>
<style:style style:name="Entry" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.2cm"><style:tab-stops><style:tab-stop style:position="11.2cm" style:type="right"/></style:tab-stops></style:paragraph-properties><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="Role" style:family="paragraph"><style:text-properties fo:font-style="italic"/></style:style>
<style:style style:name="Task" style:family="paragraph"><style:paragraph-properties fo:margin-left="0.4cm"/></style:style>
<style:style style:name="SideHead" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.4cm"/><style:text-properties fo:font-size="11pt" fo:font-weight="bold" fo:color="#ffffff"/></style:style>
<style:style style:name="SideSub" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.15cm"/><style:text-properties fo:font-style="italic" fo:color="#ffffff"/></style:style>
<style:style style:name="Side" style:family="paragraph"><style:text-properties fo:font-size="9pt" fo:color="#ffffff"/></style:style>
</office:styles>
<office:automatic-styles>
<style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.5cm" fo:margin-bottom="1.5cm" fo:margin-left="1.5cm" fo:margin-right="7cm"/></style:page-layout>
<style:style style:name="fr1" style:family="graphic"><style:graphic-properties style:wrap="none" style:vertical-pos="from-top" style:vertical-rel="page" style:horizontal-pos="from-left" style:horizontal-rel="page" fo:background-color="#2a6f97" fo:padding="0.4cm" fo:border="none"/></style:style>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"/></office:master-styles>
<office:body><office:text>
<draw:frame draw:style-name="fr1" draw:name="Sidebar" text:anchor-type="page" text:anchor-page-number="1" svg:x="14.8cm" svg:y="0cm" svg:width="6.2cm" svg:height="29.7cm" draw:z-index="0"><draw:text-box>
${side}
</draw:text-box></draw:frame>
${main}
</office:text></office:body></office:document>
`;
  return { fodt, style, title: true };
}
