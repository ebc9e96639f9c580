import type { Language } from "@jah/shared";
import { escapeHtml, type RenderedMail } from "../../mail/templates/layout.ts";

export type DueApplication = { job_title: string; hireing_company: string; follow_up: string };

const texts = {
  en: {
    subject: (n: number) =>
      n === 1 ? "Follow up: 1 application is due" : `Follow up: ${n} applications are due`,
    greeting: (name: string) => `Hello ${name},`,
    intro: "it is time to follow up on these applications:",
    at: "at",
    action: "Open your applications",
    date: (d: string) => d,
    footer: "You get this e-mail once for each follow-up date you set.",
  },
  de: {
    subject: (n: number) =>
      n === 1 ? "Nachfassen: 1 Bewerbung ist fällig" : `Nachfassen: ${n} Bewerbungen sind fällig`,
    greeting: (name: string) => `Guten Tag ${name},`,
    intro: "bei diesen Bewerbungen ist es Zeit nachzufassen:",
    at: "bei",
    action: "Bewerbungen öffnen",
    date: (d: string) => `${d.slice(8, 10)}.${d.slice(5, 7)}.${d.slice(0, 4)}`,
    footer: "Sie erhalten diese E-Mail einmal für jedes Nachfass-Datum, das Sie eintragen.",
  },
};

/** The daily follow-up reminder: one mail listing every application that is due. */
export function followUpReminderMail(
  lang: Language,
  name: string,
  due: DueApplication[],
  url: string,
): RenderedMail {
  const t = texts[lang];
  const line = (a: DueApplication) =>
    `${a.job_title}${a.hireing_company ? ` ${t.at} ${a.hireing_company}` : ""} (${t.date(a.follow_up)})`;
  const text = [
    t.greeting(name),
    "",
    t.intro,
    "",
    ...due.map((a) => `- ${line(a)}`),
    "",
    `${t.action}: ${url}`,
    "",
    t.footer,
  ];
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
<div style="max-width:560px;margin:0 auto;padding:24px">
<p>${escapeHtml(t.greeting(name))}</p><p>${escapeHtml(t.intro)}</p>
<ul>${due.map((a) => `<li>${escapeHtml(line(a))}</li>`).join("")}</ul>
<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="background:#1c3d5a;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(t.action)}</a></p>
<p style="font-size:13px;color:#6b7280">${escapeHtml(t.footer)}</p>
</div></body></html>`;
  return { lang, subject: t.subject(due.length), text: text.join("\n"), html };
}
