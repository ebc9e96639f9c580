import type { Language } from "@jah/shared";

/** Escapes text for HTML mail bodies. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A plain, readable HTML frame shared by every mail: one message, one button, a fallback link. */
export function mailHtml(parts: {
  greeting: string;
  lines: string[];
  action: string;
  url: string;
  footer: string;
}) {
  const p = (t: string) => `<p style="margin:0 0 16px">${escapeHtml(t)}</p>`;
  return `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
<div style="max-width:560px;margin:0 auto;padding:24px">
${p(parts.greeting)}${parts.lines.map(p).join("")}
<p style="margin:24px 0"><a href="${escapeHtml(parts.url)}" style="background:#1c3d5a;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(parts.action)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#6b7280">${escapeHtml(parts.url)}</p>
<p style="margin:0;font-size:13px;color:#6b7280">${escapeHtml(parts.footer)}</p>
</div></body></html>`;
}

/** A system mail ready to queue; `lang` is the language it is written in (its sender's name follows it). */
export type RenderedMail = { subject: string; text: string; html: string; lang: Language };

/** The wording of a mail that asks the recipient to follow one link. */
export type ActionMailTexts = {
  subject: string;
  greeting: (name: string) => string;
  lines: string[];
  action: string;
  footer: string;
};

/** Renders an action mail, written in `lang`, as plain text and HTML. */
export function actionMail(lang: Language, t: ActionMailTexts, name: string, url: string): RenderedMail {
  const greeting = t.greeting(name);
  return {
    lang,
    subject: t.subject,
    text: [greeting, "", ...t.lines, "", `${t.action}: ${url}`, "", t.footer].join("\n"),
    html: mailHtml({ greeting, lines: t.lines, action: t.action, url, footer: t.footer }),
  };
}
