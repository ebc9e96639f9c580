import type { CoverLetter, DocumentDto, ProfileSummary, SentMail } from "@jah/shared";
import type { fakeApi } from "../../../../test/fake-api.ts";

/** A profile card row. */
export function makeSummary(fields: Partial<ProfileSummary> & { id: number }): ProfileSummary {
  return {
    profiletitle: `Profile ${fields.id}`,
    vorname: "Ada",
    name: "Lovelace",
    title: "Software Engineer",
    cv_template: "full",
    profile_language: "de",
    freelance: false,
    has_picture: false,
    updated: "2026-11-01T00:00:00.000Z",
    ...fields,
  } as ProfileSummary;
}

/** A mail template. */
export function makeLetter(fields: Partial<CoverLetter> & { id: number }): CoverLetter {
  return {
    title: `Letter ${fields.id}`,
    text: "{salutation}\n\nich bewerbe mich als {jobtitle}.",
    formal: true,
    active: true,
    cover_letter_language: "de",
    created: "2026-11-01T00:00:00.000Z",
    updated: "2026-11-01T00:00:00.000Z",
    ...fields,
  };
}

export function makeDocument(fields: Partial<DocumentDto> & { id: number }): DocumentDto {
  return {
    original_name: `Doc ${fields.id}.pdf`,
    name: `doc-${fields.id}.pdf`,
    date: "2026-11-01T00:00:00.000Z",
    file_size: 2048,
    mime_type: "application/pdf",
    ...fields,
  };
}

export function makeSent(fields: Partial<SentMail> & { application_id: number }): SentMail {
  return {
    id: 1,
    recipient: "hr@acme.example",
    subject: "Bewerbung als Job",
    body: "Sehr geehrte Damen und Herren,\n\nText",
    status: "sent",
    error: null,
    attempts: 1,
    created: "2026-11-20T10:00:00.000Z",
    sent_at: "2026-11-20T10:00:05.000Z",
    attachments: [{ name: "Zeugnis.pdf", size: 4096 }],
    cv_file_name: "Ada_Lovelace_Profile_7.pdf",
    cv_size: 30_000,
    ...fields,
  };
}

const json =
  (body: unknown, status = 200) =>
  () =>
    Response.json(body, { status });

/** The lists the wizard and the mail tab read, answered by the fake API. */
export function serveComposeData(
  api: ReturnType<typeof fakeApi>,
  {
    profiles = [makeSummary({ id: 7 })],
    letters = [makeLetter({ id: 11 })],
    documents = [makeDocument({ id: 3, original_name: "Zeugnis.pdf" })],
    connected = false,
  }: {
    profiles?: ProfileSummary[];
    letters?: CoverLetter[];
    documents?: DocumentDto[];
    connected?: boolean;
  } = {},
) {
  api.override("GET profile/", json(profiles));
  api.override("GET application/coverletter/", json(letters));
  api.override("GET documents/", json(documents));
  api.override(
    "GET connections/",
    json({
      smtp: connected
        ? {
            connected: true,
            host: "smtp.example.com",
            port: 587,
            security: "starttls",
            username: "ada",
            from_email: "ada@example.com",
            from_name: "Ada Lovelace",
          }
        : { connected: false },
      gmail: { available: false, connected: false },
    }),
  );
}
