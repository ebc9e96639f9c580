import type { FitResult, Language } from "@jah/shared";
import { escapeHtml, type RenderedMail } from "../../mail/templates/layout.ts";

/** `url`: the ad's place in the app (the profile's matching jobs, that ad marked). */
export type AlertItem = { title: string; company: string; location: string; fit: FitResult; url: string };

/** How many ads one mail lists; the rest are on the matching-jobs page. */
const LISTED = 20;
/** How many reasons each ad gets in the mail. */
const REASONS = 3;

const texts = {
  en: {
    subject: (n: number, profile: string) =>
      n === 1 ? `1 new job ad for “${profile}”` : `${n} new job ads for “${profile}”`,
    greeting: (name: string) => `Hello ${name},`,
    intro: (profile: string, min: number) =>
      `these new job ads fit your profile “${profile}” with a score of ${min} % or more:`,
    more: (n: number) => `and ${n} more on the matching-jobs page.`,
    skills: (s: string) => `skills you have: ${s}`,
    title: (p: string) => `the title matches “${p}”`,
    remote: "remote work is possible",
    near: (place: string) => `near you (${place})`,
    seniority: "the seniority fits your experience",
    action: "Open matching jobs",
    footer: (often: "daily" | "weekly") =>
      `You get this e-mail ${often === "daily" ? "daily" : "weekly"} when there are new matches for this profile.`,
    unsubscribe: "Unsubscribe from this alert",
  },
  de: {
    subject: (n: number, profile: string) =>
      n === 1 ? `1 neue Stellenanzeige für „${profile}“` : `${n} neue Stellenanzeigen für „${profile}“`,
    greeting: (name: string) => `Guten Tag ${name},`,
    intro: (profile: string, min: number) =>
      `diese neuen Stellenanzeigen passen zu Ihrem Profil „${profile}“ mit ${min} % oder mehr:`,
    more: (n: number) => `und ${n} weitere auf der Seite „Passende Stellen“.`,
    skills: (s: string) => `Kenntnisse, die Sie mitbringen: ${s}`,
    title: (p: string) => `der Stellentitel passt zu „${p}“`,
    remote: "Remote-Arbeit ist möglich",
    near: (place: string) => `in Ihrer Nähe (${place})`,
    seniority: "die Erfahrungsstufe passt zu Ihrer Berufserfahrung",
    action: "Passende Stellen öffnen",
    footer: (often: "daily" | "weekly") =>
      `Sie erhalten diese E-Mail ${often === "daily" ? "täglich" : "wöchentlich"}, wenn es neue Treffer für dieses Profil gibt.`,
    unsubscribe: "Diese Benachrichtigung abbestellen",
  },
};

type Texts = (typeof texts)[Language];

/** The strongest reasons an ad fits, in the mail's language: skills, title, place, seniority. */
export function topReasons(t: Texts, fit: FitResult): string[] {
  const out: string[] = [];
  const skills = fit.reasons.flatMap((r) => (r.type === "skill_matched" ? [r.skill] : []));
  if (skills.length > 0) out.push(t.skills([...new Set(skills)].slice(0, 3).join(", ")));
  for (const r of fit.reasons) {
    if (r.type === "title" && r.similarity >= 0.5 && r.profile_title) out.push(t.title(r.profile_title));
    if (r.type === "location" && r.fit === "remote") out.push(t.remote);
    if (r.type === "location" && (r.fit === "same_place" || r.fit === "same_region"))
      out.push(t.near(r.job_location || r.profile_place || ""));
    if (r.type === "seniority" && r.fit === "met") out.push(t.seniority);
  }
  return out.slice(0, REASONS);
}

/** The alert mail of one profile: its new matching ads, best first, with a one-click unsubscribe link. */
export function jobAlertMail(
  lang: Language,
  mail: {
    name: string;
    profile: string;
    minScore: number;
    frequency: "daily" | "weekly";
    items: AlertItem[];
    pageUrl: string;
    unsubscribeUrl: string;
  },
): RenderedMail {
  const t = texts[lang];
  const shown = mail.items.slice(0, LISTED);
  const head = (a: AlertItem) =>
    `${a.title}${[a.company, a.location].filter(Boolean).length ? ` – ${[a.company, a.location].filter(Boolean).join(", ")}` : ""} (${a.fit.score} %)`;
  const more = mail.items.length > LISTED ? [t.more(mail.items.length - LISTED)] : [];
  const text = [
    t.greeting(mail.name),
    "",
    t.intro(mail.profile, mail.minScore),
    "",
    ...shown.flatMap((a) => [`- ${head(a)}`, ...topReasons(t, a.fit).map((r) => `  ${r}`), `  ${a.url}`]),
    ...more,
    "",
    `${t.action}: ${mail.pageUrl}`,
    "",
    t.footer(mail.frequency),
    `${t.unsubscribe}: ${mail.unsubscribeUrl}`,
  ];
  const li = (a: AlertItem) =>
    `<li style="margin-bottom:12px"><a href="${escapeHtml(a.url)}" style="color:#1c3d5a"><strong>${escapeHtml(head(a))}</strong></a><br><span style="color:#4b5563">${escapeHtml(topReasons(t, a.fit).join(" · "))}</span></li>`;
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
<div style="max-width:560px;margin:0 auto;padding:24px">
<p>${escapeHtml(t.greeting(mail.name))}</p><p>${escapeHtml(t.intro(mail.profile, mail.minScore))}</p>
<ul>${shown.map(li).join("")}</ul>${more.map((m) => `<p>${escapeHtml(m)}</p>`).join("")}
<p style="margin:24px 0"><a href="${escapeHtml(mail.pageUrl)}" style="background:#1c3d5a;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(t.action)}</a></p>
<p style="font-size:13px;color:#6b7280">${escapeHtml(t.footer(mail.frequency))} <a href="${escapeHtml(mail.unsubscribeUrl)}">${escapeHtml(t.unsubscribe)}</a></p>
</div></body></html>`;
  return { lang, subject: t.subject(mail.items.length, mail.profile), text: text.join("\n"), html };
}
