// LibreOffice layouts, written as HTML (tables) or flat ODF (text frames) and converted by
// soffice to PDF and DOCX: a German tabular Lebenslauf with a "Persönliche Daten" table, a
// Europass-style CV with a label column, a two-column design with the sidebar on the left, a
// US résumé (company first, title second) and a frame layout with the sidebar on the right.
import { period, shortUrl, skillGroups, streetLine, townLine } from "./format.mjs";

const esc = (s) => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const html = (body, lang, font = "Liberation Sans") => `<!DOCTYPE html>
<html lang="${lang}"><head><meta charset="utf-8"><style>
body { font-family: '${font}', sans-serif; font-size: 10pt; }
h1 { font-size: 22pt; margin: 0; } h2 { font-size: 13pt; margin: 12pt 0 4pt 0; }
td { vertical-align: top; font-size: 10pt; } ul { margin: 0; }
</style></head><body>${body}</body></html>`;
const bullets = (tasks) =>
  tasks.length ? `<ul>${tasks.map((t) => `<li>${esc(t)}</li>`).join("")}</ul>` : "";

/** German tabular Lebenslauf: title first, a Persönliche Daten table with "Name: Nachname, Vorname". */
export function tabularDe(p, { variant }) {
  const style = variant === "short" ? "mm/yy" : "mm.yyyy";
  const when = (e) =>
    esc(
      period(e, {
        style,
        lang: "de",
        since: variant === "short",
        dash: variant === "short" ? " – " : " bis ",
      }),
    );
  const row = (l, r) =>
    `<tr><td valign="top" width="30%">${l}</td><td valign="top" width="70%">${r}</td></tr>`;
  const body = `<p align="center"><b><font size="6">LEBENSLAUF</font></b></p>
<h2>Persönliche Daten</h2>
<table width="100%" cellpadding="3">
${row("Name:", `${esc(p.lastName)}, ${esc(p.firstName)}`)}
${row("Anschrift:", `${esc(streetLine(p))}<br>${esc(townLine(p))}`)}
${row("Telefon:", esc(p.phone))}
${row("E-Mail:", esc(p.email))}
${row("Geburtsdatum/-ort:", esc(p.birth))}
${row("Staatsangehörigkeit:", "deutsch")}
${p.socialLinks.map((u) => row("Profil:", esc(shortUrl(u)))).join("\n")}
</table>
<h2>Berufserfahrung</h2>
<table width="100%" cellpadding="3">
${p.work.map((w) => row(when(w), `<b>${esc(w.position)}</b><br>${esc(w.company)}, ${esc(w.place)}${bullets(w.tasks)}`)).join("\n")}
</table>
<h2>Ausbildung</h2>
<table width="100%" cellpadding="3">
${p.education.map((e) => row(when(e), `<b>${esc(e.subject)}</b><br>${esc(e.institution)}`)).join("\n")}
</table>
<h2>Kenntnisse</h2>
<table width="100%" cellpadding="3">
${skillGroups(p)
  .map(([c, names]) => row(`${esc(c)}:`, esc(names.join(", "))))
  .join("\n")}
</table>
<h2>Sprachkenntnisse</h2>
<table width="100%" cellpadding="3">
${p.languages.map((l) => row(`${esc(l.name)}:`, esc(l.level))).join("\n")}
</table>
<p>${esc(p.city)}, im März 2025</p>`;
  return { html: html(body, p.lang), style, title: false };
}

/** Europass-style: a label column on the left ("Angaben zur Person", dates) and the content beside it. */
export function europass(p) {
  const de = p.lang === "de";
  const style = de ? "month" : "mm/yyyy";
  const when = (e) => esc(period(e, { style, lang: p.lang, now: de ? "heute" : "present" }));
  const row = (l, r) =>
    `<tr><td valign="top" width="28%" align="right"><font color="#1f4e9a">${l}</font></td><td valign="top" width="72%">${r}</td></tr>`;
  const head = (t) =>
    `<tr><td valign="top" width="28%" align="right"><b><font color="#1f4e9a">${t}</font></b></td><td valign="top" width="72%"><hr></td></tr>`;
  const [native, ...other] = p.languages;
  const body = `<table width="100%" cellpadding="4">
<tr><td valign="top" width="28%" align="right"><b><font size="5" color="#1f4e9a">europass</font></b><br>${de ? "Lebenslauf" : "Curriculum Vitae"}</td><td valign="top" width="72%"></td></tr>
${head(de ? "Angaben zur Person" : "Personal information")}
${
  de
    ? row("", `<b><font size="4">${esc(p.firstName)} ${esc(p.lastName)}</font></b>`)
    : row("Surname(s) / First name(s)", `<b>${esc(p.lastName)}, ${esc(p.firstName)}</b>`)
}
${row(de ? "Adresse" : "Address", esc(`${streetLine(p)}, ${townLine(p)} (${p.country})`))}
${row(de ? "Telefon" : "Telephone", esc(p.phone))}
${row("E-Mail", esc(p.email))}
${p.website ? row(de ? "Webseite" : "Website", esc(shortUrl(p.website))) : ""}
${p.socialLinks.map((u) => row(de ? "Profil" : "Profile", esc(shortUrl(u)))).join("\n")}
${head(de ? "Berufserfahrung" : "Work experience")}
${p.work.map((w) => row(when(w), `<b>${esc(w.position)}</b><br>${esc(w.company)}, ${esc(w.place)} (${esc(p.country)})${bullets(w.tasks)}`)).join("\n")}
${head(de ? "Schul- und Berufsbildung" : "Education and training")}
${p.education.map((e) => row(when(e), `<b>${esc(e.subject)}</b><br>${esc(e.institution)}`)).join("\n")}
${head(de ? "Persönliche Fähigkeiten" : "Personal skills")}
${row(de ? "Muttersprache" : "Mother tongue", esc(native.name))}
${row(de ? "Weitere Sprachen" : "Other languages", other.map((l) => esc(`${l.name} – ${l.level}`)).join("<br>"))}
${skillGroups(p)
  .map(([c, names]) => row(esc(c), esc(names.join(", "))))
  .join("\n")}
</table>`;
  // Europass prints no headline and the native language's level only through its label.
  return {
    html: html(body, p.lang),
    style,
    title: false,
    languages: [{ name: native.name, level: de ? "Muttersprache" : "Mother tongue" }, ...other],
  };
}

/** Two columns in one table: a shaded sidebar on the left (contact, skills, languages), the main column on the right. */
export function sidebarLeft(p) {
  const de = p.lang === "de";
  const style = "mon";
  const when = (e) => esc(period(e, { style, lang: p.lang, now: de ? "heute" : "Present" }));
  const side = `<p><b>${de ? "KONTAKT" : "CONTACT"}</b></p>
<p>${esc(streetLine(p))}<br>${esc(townLine(p))}<br>${esc(p.phone)}<br>${esc(p.email)}${p.website ? `<br>${esc(shortUrl(p.website))}` : ""}${p.socialLinks.map((u) => `<br>${esc(shortUrl(u))}`).join("")}</p>
<p><b>${de ? "KENNTNISSE" : "SKILLS"}</b></p>
${skillGroups(p)
  .map(([c, names]) => `<p><i>${esc(c)}</i><br>${names.map(esc).join("<br>")}</p>`)
  .join("\n")}
<p><b>${de ? "SPRACHEN" : "LANGUAGES"}</b></p>
<p>${p.languages.map((l) => `${esc(l.name)} — ${esc(l.level)}`).join("<br>")}</p>`;
  const main = `<h1>${esc(p.firstName)} ${esc(p.lastName)}</h1>
<p><font size="4" color="#555555">${esc(p.title)}</font></p>
<h2>${de ? "BERUFLICHER WERDEGANG" : "PROFESSIONAL EXPERIENCE"}</h2>
${p.work.map((w) => `<p><b>${esc(w.position)}</b> | ${esc(w.company)} | ${esc(w.place)}<br><i>${when(w)}</i></p>${bullets(w.tasks)}`).join("\n")}
<h2>${de ? "AUSBILDUNG" : "EDUCATION"}</h2>
${p.education.map((e) => `<p><b>${esc(e.subject)}</b><br>${esc(e.institution)}<br><i>${when(e)}</i></p>`).join("\n")}`;
  const body = `<table width="100%" cellpadding="8"><tr><td valign="top" width="32%" bgcolor="#e8eef4">${side}</td><td valign="top" width="68%">${main}</td></tr></table>`;
  return { html: html(body, p.lang, "DejaVu Sans"), style, title: true };
}

/** A US résumé: name centred, company and place on one line, the title in italics below. */
export function usResume(p) {
  const style = "month";
  const when = (e) => esc(period(e, { style, lang: "en", now: "Present" }));
  const line = (l, r) =>
    `<table width="100%" cellpadding="0"><tr><td valign="top" width="70%">${l}</td><td valign="top" width="30%" align="right">${r}</td></tr></table>`;
  const body = `<p align="center"><font size="6"><b>${esc(p.firstName.toUpperCase())} ${esc(p.lastName.toUpperCase())}</b></font><br>
${esc(`${streetLine(p)}, ${townLine(p)}`)} | ${esc(p.phone)} | ${esc(p.email)}${p.socialLinks.map((u) => ` | ${esc(shortUrl(u))}`).join("")}${p.website ? ` | ${esc(shortUrl(p.website))}` : ""}</p>
<h2>PROFESSIONAL EXPERIENCE</h2>
${p.work.map((w) => `${line(`<b>${esc(w.company)}</b>, ${esc(w.place)}`, when(w))}<p><i>${esc(w.position)}</i></p>${bullets(w.tasks)}`).join("\n")}
<h2>EDUCATION</h2>
${p.education.map((e) => `${line(`<b>${esc(e.institution)}</b>`, when(e))}<p>${esc(e.subject)}</p>`).join("\n")}
<h2>TECHNICAL SKILLS</h2>
${skillGroups(p)
  .map(([c, names]) => `<p><b>${esc(c)}:</b> ${esc(names.join(", "))}</p>`)
  .join("\n")}
<h2>LANGUAGES</h2>
<p>${esc(p.languages.map((l) => `${l.name} (${l.level})`).join(", "))}</p>`;
  return { html: html(body, p.lang, "Liberation Serif"), style, title: false };
}
