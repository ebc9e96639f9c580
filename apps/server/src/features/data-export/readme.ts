import { type Language, languageSchema } from "@jah/shared";

/** What the README says about the zip in hand: when it was made, for whom, and how much is in it. */
export type ReadmeFacts = {
  exportedAt: string;
  email: string;
  expiresHours: number;
  profiles: number;
  applications: number;
  documents: number;
};

/** The facts the README states, given by the user-data parts (usersettings, account, profiles, ...). */
export const README_FACTS = ["language", "email", "profiles", "applications", "documents"] as const;

/** README.txt from the facts the parts gave and the moment and lifetime of this export. */
export function readmeFromFacts(
  facts: ReadonlyMap<string, string | number>,
  moment: Pick<ReadmeFacts, "exportedAt" | "expiresHours">,
): string {
  return readmeText(languageSchema.parse(facts.get("language")), {
    ...moment,
    email: String(facts.get("email")),
    profiles: Number(facts.get("profiles")),
    applications: Number(facts.get("applications")),
    documents: Number(facts.get("documents")),
  });
}

/**
 * README.txt at the top of the zip, in the user's language (German with the formal "Sie"). It names
 * every file and folder, the formats, and what is left out on purpose (secrets, not personal data).
 */
export function readmeText(language: Language, facts: ReadmeFacts): string {
  const text = language === "de" ? german(facts) : english(facts);
  // Windows' Notepad and friends read CRLF best; the zip is for people as much as for programs.
  return `${text.trim()}\n`.replace(/\n/g, "\r\n");
}

function english(f: ReadmeFacts): string {
  return `
YOUR DATA FROM JOB APPLICATION HELPER
=====================================

This archive holds all data stored for the account ${f.email},
exported on ${f.exportedAt} (UTC) at your request (GDPR article 20, right to data portability).
It contains ${f.profiles} profile(s), ${f.applications} application(s) and ${f.documents} document(s).

The download link worked once and for at most ${f.expiresHours} hours; the server has deleted its copy
of this archive after your download. Keep the archive somewhere safe: it contains personal data.

FORMATS
All .json files are UTF-8 encoded JSON. Times are ISO 8601 in UTC (2024-05-01T09:30:00.000Z),
dates are YYYY-MM-DD. Field names are those the application uses internally; "id" fields connect
records across files (for example an application's "profile_id" is the "id" of a profile).

FILES
README.txt            This explanation.
account.json          Your account: user name, e-mail address, whether it is verified, when it was
                      created, how you sign in (never your password), whether two-factor sign-in is
                      on, your passkeys (names and dates, never keys), the access tokens of the
                      browser extension (names and dates, never the tokens), a pending change of
                      address, a pending account deletion.
settings.json         Your settings: language, whether a calendar feed is set up, the personal data
                      of your system profile (used for letters), your connected mail accounts (server,
                      user name and sender; never the password or access token), your consents to
                      AI providers and your AI usage per month.
profiles.json         Your CV profiles with all their parts: skills, languages, what you are looking
                      for, qualifications, social media links, education, work experience and tasks.
applications.json     Your applications, each with its notes, appointments, status history
                      ("status_history": every status with the time it was set) and the ids of the
                      documents attached to it.
cover_letters.json    Your cover letter templates.
sent_mails.json       The application e-mails sent from your mail accounts: recipient, subject, text,
                      attachments, delivery status. The CV each one carried is in files/sent-mail-cvs/.
inbox.json            Replies read from your mailbox: sender, subject, date, the application they
                      belong to, the text of matched replies, the suggested status and your decision.
                      Their attachments are in files/inbox/.
documents.json        The facts about your uploaded documents (name, type, size, date) and the path
                      of each file in this archive.
job_ad_marks.json     Job ads you tracked or dismissed in the job discovery, with the ad's title,
                      company and link.
job_alerts.json       Your job alerts: for each profile how often new matching ads are mailed and
                      from which fit score.

FOLDERS
files/documents/        Your uploaded documents, byte for byte as you uploaded them.
files/profile-pictures/ The photo of each profile (JPEG, as stored after upload).
files/sent-mail-cvs/    The CV PDF exactly as each sent application e-mail carried it.
profiles/<id>/          For each profile: resume.json in the open JSON Resume format
                        (https://jsonresume.org/schema), which other CV tools can import, and the CV
                        as PDF in the profile's chosen template.

NOT INCLUDED
Your password (only a one-way hash is stored), session and sign-in tokens, the passwords and tokens of
your mail accounts, and the secret address of your calendar feed: these are keys, not data about you.
Job ads themselves are public data collected for all users; only your marks on them are yours.

Questions about your data? Please contact our support.
`;
}

function german(f: ReadmeFacts): string {
  return `
IHRE DATEN AUS JOB APPLICATION HELPER
=====================================

Dieses Archiv enthält alle Daten, die zum Konto ${f.email} gespeichert sind,
exportiert am ${f.exportedAt} (UTC) auf Ihren Wunsch (Art. 20 DSGVO, Recht auf Datenübertragbarkeit).
Es enthält ${f.profiles} Profil(e), ${f.applications} Bewerbung(en) und ${f.documents} Dokument(e).

Der Download-Link war einmal und höchstens ${f.expiresHours} Stunden gültig; nach Ihrem Download hat der
Server seine Kopie dieses Archivs gelöscht. Bitte bewahren Sie das Archiv sicher auf: Es enthält
personenbezogene Daten.

FORMATE
Alle .json-Dateien sind JSON in UTF-8. Zeitpunkte stehen im Format ISO 8601 in UTC
(2024-05-01T09:30:00.000Z), Datumsangaben als JJJJ-MM-TT. Die Feldnamen sind die, mit denen die
Anwendung intern arbeitet; Felder namens "id" verbinden Einträge über Dateien hinweg (zum Beispiel ist
die "profile_id" einer Bewerbung die "id" eines Profils).

DATEIEN
README.txt            Diese Erläuterung.
account.json          Ihr Konto: Benutzername, E-Mail-Adresse, ob sie bestätigt ist, wann das Konto
                      angelegt wurde, wie Sie sich anmelden (niemals Ihr Passwort), ob die
                      Zwei-Faktor-Anmeldung aktiv ist, Ihre Passkeys (Namen und Daten, niemals
                      Schlüssel), die Zugangstokens der Browser-Erweiterung (Namen und Daten, niemals
                      die Tokens), eine beantragte Adressänderung, eine laufende Kontolöschung.
settings.json         Ihre Einstellungen: Sprache, ob ein Kalender-Abonnement eingerichtet ist, die
                      persönlichen Daten Ihres Systemprofils (für Anschreiben), Ihre verbundenen
                      E-Mail-Konten (Server, Benutzername und Absender; niemals Passwort oder
                      Zugriffstoken), Ihre Einwilligungen für KI-Anbieter und Ihre KI-Nutzung je Monat.
profiles.json         Ihre Lebenslauf-Profile mit allen Teilen: Fähigkeiten, Sprachen, was Sie suchen,
                      Qualifikationen, Social-Media-Links, Ausbildung, Berufserfahrung und Aufgaben.
applications.json     Ihre Bewerbungen, jeweils mit Notizen, Terminen, Statusverlauf
                      ("status_history": jeder Status mit dem Zeitpunkt, zu dem er gesetzt wurde) und den
                      IDs der angehängten Dokumente.
cover_letters.json    Ihre Anschreiben-Vorlagen.
sent_mails.json       Die Bewerbungs-E-Mails, die über Ihre E-Mail-Konten versendet wurden: Empfänger,
                      Betreff, Text, Anhänge, Versandstatus. Den jeweils mitgesendeten Lebenslauf finden
                      Sie in files/sent-mail-cvs/.
inbox.json            Antworten aus Ihrem Postfach: Absender, Betreff, Datum, die zugehörige Bewerbung,
                      der Text zugeordneter Antworten, der vorgeschlagene Status und Ihre Entscheidung.
                      Ihre Anhänge finden Sie in files/inbox/.
documents.json        Die Angaben zu Ihren hochgeladenen Dokumenten (Name, Typ, Größe, Datum) und der Pfad
                      jeder Datei in diesem Archiv.
job_ad_marks.json     Stellenanzeigen, die Sie in der Stellensuche verfolgt oder verworfen haben, mit
                      Titel, Unternehmen und Link der Anzeige.
job_alerts.json       Ihre Stellen-Benachrichtigungen: für jedes Profil, wie oft neue passende Anzeigen
                      gemailt werden und ab welcher Übereinstimmung.

ORDNER
files/documents/        Ihre hochgeladenen Dokumente, Byte für Byte so, wie Sie sie hochgeladen haben.
files/profile-pictures/ Das Foto jedes Profils (JPEG, wie nach dem Hochladen gespeichert).
files/sent-mail-cvs/    Der Lebenslauf als PDF genau so, wie ihn jede versendete Bewerbungs-E-Mail enthielt.
profiles/<id>/          Für jedes Profil: resume.json im offenen Format JSON Resume
                        (https://jsonresume.org/schema), das andere Lebenslauf-Programme importieren
                        können, und der Lebenslauf als PDF in der gewählten Vorlage des Profils.

NICHT ENTHALTEN
Ihr Passwort (gespeichert ist nur ein nicht umkehrbarer Hash), Sitzungs- und Anmelde-Token, Passwörter
und Token Ihrer E-Mail-Konten sowie die geheime Adresse Ihres Kalender-Abonnements: Das sind Schlüssel,
keine Daten über Sie. Stellenanzeigen selbst sind öffentliche Daten, die für alle Nutzer gesammelt
werden; nur Ihre Markierungen daran gehören zu Ihrem Konto.

Fragen zu Ihren Daten? Bitte wenden Sie sich an unseren Support.
`;
}
