// The Word layout: a .docx written as WordprocessingML, as Word's own CV templates are built: the
// name and title as paragraphs at the top, the contact data in a floating text box at the top right
// (VML, as Word writes it for compatibility), the entries in a borderless two-column table (dates
// left). The .docx is a document of the set, and LibreOffice converts it to PDF for another.
import { strToU8, zipSync } from "fflate";
import { contactLines } from "./flow.mjs";
import { fullName, HEADINGS, period, skillGroups } from "./format.mjs";

const esc = (s) => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function run(text, { bold, italic, size, color, caps, spacing } = {}) {
  const props = [
    bold ? "<w:b/>" : "",
    italic ? "<w:i/>" : "",
    caps ? "<w:caps/>" : "",
    spacing ? `<w:spacing w:val="${spacing}"/>` : "",
    color ? `<w:color w:val="${color}"/>` : "",
    size ? `<w:sz w:val="${size * 2}"/><w:szCs w:val="${size * 2}"/>` : "",
  ].join("");
  return `<w:r><w:rPr>${props}</w:rPr><w:t xml:space="preserve">${esc(text)}</w:t></w:r>`;
}

function para(runs, { after = 0, before = 0, border, align } = {}) {
  const pPr = [
    `<w:spacing w:before="${before}" w:after="${after}"/>`,
    border ? `<w:pBdr><w:bottom w:val="single" w:sz="6" w:space="1" w:color="${border}"/></w:pBdr>` : "",
    align ? `<w:jc w:val="${align}"/>` : "",
  ].join("");
  return `<w:p><w:pPr>${pPr}</w:pPr>${[runs].flat().join("")}</w:p>`;
}

const cell = (width, content) =>
  `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/></w:tcPr>${content.join("") || "<w:p/>"}</w:tc>`;

function table(rows, widths) {
  const grid = widths.map((w) => `<w:gridCol w:w="${w}"/>`).join("");
  const body = rows
    .map((cells) => `<w:tr>${cells.map((c, i) => cell(widths[i], c)).join("")}</w:tr>`)
    .join("");
  return `<w:tbl><w:tblPr><w:tblW w:w="${widths.reduce((a, b) => a + b, 0)}" w:type="dxa"/><w:tblBorders><w:top w:val="nil"/><w:left w:val="nil"/><w:bottom w:val="nil"/><w:right w:val="nil"/><w:insideH w:val="nil"/><w:insideV w:val="nil"/></w:tblBorders><w:tblLayout w:type="fixed"/></w:tblPr><w:tblGrid>${grid}</w:tblGrid>${body}</w:tbl>`;
}

/** The contact text box: a VML rectangle with a text box, floating at the top right of the page. */
function textBox(lines, color) {
  const content = lines.map((l) => para(run(l, { size: 9, color: "404040" }), { align: "right" })).join("");
  return `<w:p><w:r><w:pict><v:shapetype id="_x0000_t202" coordsize="21600,21600" o:spt="202" path="m,l,21600r21600,l21600,xe"><v:stroke joinstyle="miter"/><v:path gradientshapeok="t" o:connecttype="rect"/></v:shapetype><v:shape id="ContactBox" o:spid="_x0000_s1026" type="#_x0000_t202" style="position:absolute;margin-left:318pt;margin-top:-8pt;width:150pt;height:100pt;z-index:251659264;mso-position-horizontal-relative:margin;mso-position-vertical-relative:margin" stroked="f" filled="f"><v:textbox inset="0,0,0,0"><w:txbxContent>${content}</w:txbxContent></v:textbox><w10:wrap anchorx="margin" anchory="margin"/></v:shape></w:pict></w:r></w:p>`.replace(
    "404040",
    color,
  );
}

/** options: font, accent (hex without #), style, dash, placeSep, title, categories, eduInstitutionFirst. */
export function docxWord(person, o) {
  const h = HEADINGS[person.lang];
  const accent = o.accent ?? "7A2E39";
  const heading = (t) =>
    para(run(t, { bold: true, size: 12, color: accent, caps: true, spacing: 20 }), {
      before: 280,
      after: 100,
      border: accent,
    });
  const entryRows = (items) =>
    items.map(({ when, head, sub, tasks = [] }) => [
      [para(run(when, { size: 9, color: "666666" }), { before: 100 })],
      [
        para(run(head, { bold: true, size: 10.5 }), { before: 100 }),
        para(run(sub, { italic: true, size: 10 })),
        ...tasks.map((t) => para(run(`• ${t}`, { size: 10 }))),
      ],
    ]);
  const work = entryRows(
    person.work.map((w) => ({
      when: period(w, o),
      head: w.position,
      sub: o.placeSep ? `${w.company}${o.placeSep}${w.place}` : w.company,
      tasks: w.tasks,
    })),
  );
  const education = entryRows(
    person.education.map((e) => ({
      when: period(e, { ...o, since: false }),
      head: o.eduInstitutionFirst ? e.institution : e.subject,
      sub: o.eduInstitutionFirst ? e.subject : e.institution,
    })),
  );
  const skills = o.categories
    ? skillGroups(person).map(([c, names]) =>
        para([run(`${c}: `, { bold: true, size: 10 }), run(names.join(", "), { size: 10 })]),
      )
    : [para(run(person.skills.map((s) => s.name).join(" · "), { size: 10 }))];
  const languages = table(
    person.languages.map((l) => [
      [para(run(l.name, { bold: true, size: 10 }))],
      [para(run(l.level, { size: 10 }))],
    ]),
    [2600, 6400],
  );
  const parts = [
    textBox(contactLines(person, o), "404040"),
    para(
      run(fullName(person), {
        bold: true,
        size: o.nameSize ?? (fullName(person).length > 20 ? 19 : 24),
        color: accent,
      }),
      { after: 60 },
    ),
    o.title
      ? para(run(person.title, { size: 13, color: "555555" }), { after: 240 })
      : para(run("", {}), { after: 240 }),
    para(run("", {}), { after: 240 }),
    heading(h.profile),
    para(run(person.profile, { size: 10 })),
    heading(h.work),
    table(work, [2000, 7000]),
    heading(h.education),
    table(education, [2000, 7000]),
    heading(h.skills),
    ...skills,
    heading(h.languages),
    languages,
  ];
  const font = o.font ?? "Liberation Serif";
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w10="urn:schemas-microsoft-com:office:word" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><w:body>${parts.join("")}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1418" w:header="708" w:footer="708" w:gutter="0"/></w:sectPr></w:body></w:document>`;
  const styles = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="${font}" w:hAnsi="${font}" w:cs="${font}"/><w:sz w:val="20"/><w:lang w:val="${person.lang === "de" ? "de-DE" : "en-GB"}"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="0" w:line="264" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style></w:styles>`;
  const files = {
    "[Content_Types].xml": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>`,
    "_rels/.rels": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
    "word/_rels/document.xml.rels": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`,
    "word/document.xml": document,
    "word/styles.xml": styles,
  };
  // A fixed time in the zip entries, so that a rebuild gives the same bytes.
  const mtime = new Date(Date.UTC(2025, 0, 1));
  return zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, [strToU8(v), { mtime }]])));
}
