// LaTeX layouts: moderncv (classic and banking), a one-page article résumé (company first),
// and a timeline with skill bars. Each returns { tex, style, title } for build.mjs.
import { period, shortUrl, skillGroups, streetLine, townLine } from "./format.mjs";

const esc = (s) =>
  String(s)
    .replace(/\\/g, "\\textbackslash{}")
    .replace(/([&%$#_{}])/g, "\\$1")
    .replace(/~/g, "\\textasciitilde{}");
const L = {
  de: { work: "Berufserfahrung", edu: "Ausbildung", skills: "Kenntnisse", langs: "Sprachen", de: "ngerman" },
  en: { work: "Experience", edu: "Education", skills: "Skills", langs: "Languages", de: "english" },
};
const preamble = (lang) =>
  // Helvetica (URW, Type 1) with T1: Debian's texlive without cm-super has no scalable T1 Computer Modern.
  `\\usepackage[utf8]{inputenc}\n\\usepackage[T1]{fontenc}\n\\usepackage{helvet}\\renewcommand{\\familydefault}{\\sfdefault}\n\\usepackage[${L[lang].de}]{babel}\n`;
const items = (tasks) =>
  tasks.length ? `\\begin{itemize}${tasks.map((t) => `\\item ${esc(t)}`).join("")}\\end{itemize}` : "";

/** moderncv classic (German) or banking (English): \cventry prints "Position, Company, Place". */
export function moderncv(p, variant) {
  const lang = p.lang;
  const style = lang === "de" ? "mm/yyyy" : "mon";
  const when = (e) => esc(period(e, { style, lang, dash: " -- " }));
  const social = p.socialLinks.map((u) => `\\extrainfo{${esc(shortUrl(u))}}`).slice(0, 1);
  const body = [
    `\\section{${L[lang].work}}`,
    ...p.work.map(
      (w) =>
        `\\cventry{${when(w)}}{${esc(w.position)}}{${esc(w.company)}}{${esc(w.place)}}{}{${items(w.tasks)}}`,
    ),
    `\\section{${L[lang].edu}}`,
    ...p.education.map((e) => `\\cventry{${when(e)}}{${esc(e.subject)}}{${esc(e.institution)}}{}{}{}`),
    `\\section{${L[lang].skills}}`,
    ...skillGroups(p).map(([c, names]) => `\\cvitem{${esc(c)}}{${esc(names.join(", "))}}`),
    `\\section{${L[lang].langs}}`,
    ...p.languages.map((l) => `\\cvitem{${esc(l.name)}}{${esc(l.level)}}`),
  ];
  const tex = `\\documentclass[11pt,a4paper,sans]{moderncv}
\\moderncvstyle{${variant}}
\\moderncvcolor{${variant === "classic" ? "blue" : "green"}}
${preamble(lang)}\\usepackage[scale=0.8]{geometry}
\\name{${esc(p.firstName)}}{${esc(p.lastName)}}
\\title{${esc(p.title)}}
\\address{${esc(streetLine(p))}}{${esc(townLine(p))}}{${esc(p.country)}}
\\phone[mobile]{${esc(p.phone)}}
\\email{${esc(p.email)}}
${p.website ? `\\homepage{${esc(shortUrl(p.website))}}` : ""}
${social.join("\n")}
\\begin{document}
\\makecvtitle
${body.join("\n")}
\\end{document}
`;
  // The remaining social links are not printed by moderncv's header; keep the truth to what is printed.
  return { tex, style, title: true, socialLinks: p.socialLinks.slice(0, 1) };
}

/** A one-page article résumé in the US manner: company and place, then position and dates. */
export function articleResume(p) {
  const lang = p.lang;
  const style = lang === "de" ? "mon" : "mon";
  const when = (e) => esc(period(e, { style, lang, dash: " -- ", now: lang === "de" ? "heute" : "Present" }));
  const contact = [
    esc(`${streetLine(p)}, ${townLine(p)}`),
    esc(p.phone),
    `\\href{mailto:${p.email}}{${esc(p.email)}}`,
    ...p.socialLinks.map((u) => esc(shortUrl(u))),
  ];
  const tex = `\\documentclass[10pt]{article}
${preamble(lang)}\\usepackage[a4paper,margin=1.8cm]{geometry}
\\usepackage{enumitem}\\setlist{nosep,leftmargin=1.2em}
\\usepackage[hidelinks]{hyperref}
\\pagestyle{empty}
\\newcommand{\\sect}[1]{\\vspace{8pt}{\\large\\bfseries\\MakeUppercase{#1}}\\\\[-6pt]\\rule{\\linewidth}{0.4pt}\\\\}
\\begin{document}
\\begin{center}
{\\Huge\\bfseries ${esc(p.firstName)} ${esc(p.lastName)}}\\\\[4pt]
${contact.join(" $\\cdot$ ")}
\\end{center}
\\sect{${L[lang].work}}
${p.work
  .map(
    (w) => `\\textbf{${esc(w.company)}} \\hfill ${esc(w.place)}\\\\
\\textit{${esc(w.position)}} \\hfill ${when(w)}
${w.tasks.length ? `\\begin{itemize}${w.tasks.map((t) => `\\item ${esc(t)}`).join("\n")}\\end{itemize}` : ""}
\\vspace{4pt}`,
  )
  .join("\n")}
\\sect{${L[lang].edu}}
${p.education.map((e) => `\\textbf{${esc(e.institution)}} \\hfill ${when(e)}\\\\\n${esc(e.subject)}\\\\[3pt]`).join("\n")}
\\sect{${L[lang].skills}}
${skillGroups(p)
  .map(([c, names]) => `\\textbf{${esc(c)}:} ${esc(names.join(", "))}\\\\`)
  .join("\n")}
\\sect{${L[lang].langs}}
${esc(p.languages.map((l) => `${l.name} (${l.level})`).join(", "))}
\\end{document}
`;
  return { tex, style, title: false };
}

/** A timeline: years in a narrow left column beside a rule, skill bars drawn as boxes. */
export function timeline(p) {
  const lang = p.lang;
  const style = "yyyy";
  const when = (e) => esc(period(e, { style, lang, dash: " – ", now: lang === "de" ? "heute" : "now" }));
  const at = lang === "de" ? "bei" : "at";
  const bar = (i) => {
    const filled = 5 - (i % 3);
    return `\\hfill\\textcolor{teal}{\\rule{${filled * 6}mm}{2.2mm}}\\textcolor{black!15}{\\rule{${(5 - filled) * 6}mm}{2.2mm}}`;
  };
  const row = (left, right) =>
    `\\noindent\\parbox[t]{2.6cm}{\\raggedleft\\small ${left}}\\hspace{3mm}\\textcolor{teal}{\\vrule width 1.5pt}\\hspace{3mm}\\parbox[t]{12.5cm}{${right}}\\\\[6pt]`;
  const tex = `\\documentclass[10pt]{article}
${preamble(lang)}\\usepackage[a4paper,margin=1.6cm]{geometry}
\\usepackage{xcolor}
\\usepackage{enumitem}\\setlist{nosep,leftmargin=1em}
\\pagestyle{empty}
\\newcommand{\\sect}[1]{\\vspace{6pt}{\\Large\\color{teal}#1}\\\\[4pt]}
\\begin{document}
{\\small\\MakeUppercase{${lang === "de" ? "Lebenslauf" : "Curriculum Vitae"}}}\\\\[6pt]
{\\fontsize{24}{28}\\selectfont\\bfseries ${esc(p.firstName)} ${esc(p.lastName)}}\\\\[3pt]
{\\large ${esc(p.title)}}\\\\[6pt]
{\\small ${esc(`${streetLine(p)}, ${townLine(p)}`)} \\quad ${esc(p.phone)} \\quad ${esc(p.email)}${p.website ? ` \\quad ${esc(shortUrl(p.website))}` : ""}}\\\\
${p.socialLinks.length ? `{\\small ${p.socialLinks.map((u) => esc(shortUrl(u))).join(" \\quad ")}}\\\\` : ""}
\\sect{${L[lang].work}}
${p.work.map((w) => row(when(w), `\\textbf{${esc(w.position)} ${at} ${esc(w.company)}}\\\\${esc(w.place)}${w.tasks.length ? `\\begin{itemize}${w.tasks.map((t) => `\\item ${esc(t)}`).join("\n")}\\end{itemize}` : ""}`)).join("\n")}
\\sect{${L[lang].edu}}
${p.education.map((e) => row(when(e), `\\textbf{${esc(e.subject)}}\\\\${esc(e.institution)}`)).join("\n")}
\\sect{${L[lang].skills}}
${skillGroups(p)
  .map(
    ([c, names]) =>
      `\\noindent\\textbf{${esc(c)}}\\\\\n${names.map((n, i) => `\\noindent\\parbox{5cm}{${esc(n)}${bar(i)}}\\\\`).join("\n")}`,
  )
  .join("\n")}
\\sect{${L[lang].langs}}
${p.languages.map((l) => `\\noindent ${esc(l.name)} -- ${esc(l.level)}\\\\`).join("\n")}
\\end{document}
`;
  return { tex, style, title: true };
}
