import type { LetterInput } from "@jah/cv-templates/node";
import {
  type CvTemplate,
  fillPlaceholders,
  type Language,
  type Profile,
  safeFileName,
  salutationLine,
} from "@jah/shared";
import type { ApplicationRow } from "../applications/index.ts";

type Letter = { text: string; formal: boolean; cover_letter_language: Language };
type Application = Pick<
  ApplicationRow,
  | "hireing_company"
  | "recipient_name"
  | "recipient_salutation"
  | "location"
  | "page"
  | "job_title"
  | "mail_subject"
>;

/** "Frau Anna Müller" / "Ms Anna Miller": the person's line of the address. */
function personLine(application: Application, lang: Language): string {
  const name = application.recipient_name.trim();
  if (!name) return "";
  const titles = { male: { de: "Herr", en: "Mr" }, female: { de: "Frau", en: "Ms" } } as const;
  const salutation = application.recipient_salutation;
  return salutation === "male" || salutation === "female" ? `${titles[salutation][lang]} ${name}` : name;
}

/** The subject line: the application's mail subject, else "Bewerbung als …" / "Application for …". */
function subjectOf(application: Application | null, lang: Language): string {
  const subject = application?.mail_subject.trim();
  if (subject) return subject;
  const job = application?.job_title.trim();
  if (lang === "de") return job ? `Bewerbung als ${job}` : "Bewerbung";
  return job ? `Application for the position of ${job}` : "Application";
}

/**
 * What the letter page prints for a cover letter: its text with the placeholders filled from the
 * application (as compose fills them; without an application only the salutation is known, the
 * others stay as written so the user sees them), the company's address and, since our application
 * mails always carry the CV, the CV as the enclosure.
 */
export function letterInput(
  letter: Letter,
  profile: Profile,
  application: Application | null,
  options: { template: CvTemplate; form: "A" | "B" },
): LetterInput {
  const language = letter.cover_letter_language;
  const data = {
    recipient_name: application?.recipient_name,
    recipient_salutation: application?.recipient_salutation,
    page: application?.page,
    job_title: application?.job_title,
    language,
    formal: letter.formal,
  };
  return {
    profile,
    template: options.template,
    form: options.form,
    language,
    recipient: application
      ? [application.hireing_company, personLine(application, language), application.location]
      : [],
    subject: subjectOf(application, language),
    text: fillPlaceholders(letter.text, data).text,
    salutation: salutationLine(data),
    namedRecipient: Boolean(application?.recipient_name.trim()),
    enclosures: application ? [language === "de" ? "Lebenslauf" : "CV"] : [],
  };
}

/** "Anschreiben_Lena_Weißmüller.pdf" / "Cover_letter_Lena_Weißmüller.pdf". */
export function letterFileName(profile: Pick<Profile, "vorname" | "name">, lang: Language): string {
  const base = `${lang === "de" ? "Anschreiben" : "Cover_letter"}_${profile.vorname}_${profile.name}`
    .replace(/\s+/g, "_")
    .replace(/[\\/:*?"<>|]/g, "");
  return safeFileName(`${base}.pdf`, "letter.pdf");
}
