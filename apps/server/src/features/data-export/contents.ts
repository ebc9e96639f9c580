import type { Db } from "../../db/database.ts";
import { parseAttachments } from "../compose/index.ts";
import { showProfile } from "../profiles/show.ts";

/**
 * What goes into a user's export, table by table, as plain JSON-ready objects. Every query names the
 * user (or goes through a row that does); columns are chosen one by one so that secrets (password
 * hashes, session and OAuth tokens, sealed mail passwords, the calendar secret) never leave.
 */

/** Rows read per query for the long lists, so a large account is never read in one piece. */
export const PAGE_SIZE = 200;

/** A name that is safe as one path segment inside the zip, on every system that unpacks it. */
export function safeName(name: string, fallback = "file"): string {
  const cleaned = name
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f\\/:*?"<>|]/g, "_")
    .replace(/^[.\s]+/, "")
    .trim();
  if (cleaned === "" || /^_+(\.[^.]*)?$/.test(cleaned)) return fallback;
  if (cleaned.length <= 120) return cleaned;
  const dot = cleaned.lastIndexOf(".");
  const ext = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : "";
  return cleaned.slice(0, 120 - ext.length) + ext;
}

/** Paths of the stored files in the zip. */
export const zipPaths = {
  document: (id: number, name: string) => `files/documents/${id}_${safeName(name, "document")}`,
  picture: (profileId: number) => `files/profile-pictures/profile-${profileId}.jpg`,
  sentCv: (sentMailId: number, name: string) =>
    `files/sent-mail-cvs/${sentMailId}_${safeName(name, "cv.pdf")}`,
  jsonResume: (profileId: number) => `profiles/${profileId}/resume.json`,
  pdf: (profileId: number, name: string) => `profiles/${profileId}/${safeName(name, "cv.pdf")}`,
};

/** account.json: the identity, how the user signs in and active sessions (no tokens, no hash). */
export async function accountRecord(db: Db, userId: string) {
  const [user, logins, sessions, deletion, passkeys, emailChange, accessTokens] = await Promise.all([
    db
      .selectFrom("user")
      .select(["id", "name", "email", "emailVerified", "image", "createdAt", "updatedAt", "twoFactorEnabled"])
      .where("id", "=", userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("account")
      .select(["providerId", "scope", "createdAt", "updatedAt"])
      .where("userId", "=", userId)
      .orderBy("createdAt")
      .execute(),
    db
      .selectFrom("session")
      .select(["createdAt", "updatedAt", "expiresAt", "ipAddress", "userAgent"])
      .where("userId", "=", userId)
      .orderBy("createdAt")
      .execute(),
    db
      .selectFrom("account_deletion")
      .select(["status", "requested_at", "confirmed_at", "delete_at", "updated_at"])
      .where("user_id", "=", userId)
      .executeTakeFirst(),
    // Names and dates only: a passkey's public key and id are keys, not data about the person.
    db
      .selectFrom("passkey")
      .select(["name", "createdAt", "deviceType", "backedUp"])
      .where("userId", "=", userId)
      .orderBy("createdAt")
      .execute(),
    db
      .selectFrom("email_change")
      .select(["new_email", "created_at"])
      .where("user_id", "=", userId)
      .executeTakeFirst(),
    // The browser extension's tokens by name and dates: the token is a key (and only its hash is stored).
    db
      .selectFrom("apikey")
      .select(["name", "createdAt", "lastRequest"])
      .where("referenceId", "=", userId)
      .orderBy("createdAt")
      .execute(),
  ]);
  return {
    id: user.id,
    username: user.name,
    email: user.email,
    email_verified: user.emailVerified,
    image: user.image,
    created_at: user.createdAt,
    updated_at: user.updatedAt,
    sign_in_methods: logins.map((l) => ({
      provider: l.providerId,
      scope: l.scope,
      created_at: l.createdAt,
      updated_at: l.updatedAt,
    })),
    sessions: sessions.map((s) => ({
      created_at: s.createdAt,
      last_used_at: s.updatedAt,
      expires_at: s.expiresAt,
      ip_address: s.ipAddress,
      user_agent: s.userAgent,
    })),
    account_deletion: deletion ?? null,
    two_factor_enabled: user.twoFactorEnabled === true,
    passkeys: passkeys.map((p) => ({
      name: p.name,
      created_at: p.createdAt,
      device_type: p.deviceType,
      backed_up: p.backedUp,
    })),
    pending_email_change: emailChange ?? null,
    extension_tokens: accessTokens.map((t) => ({
      name: t.name,
      created_at: t.createdAt,
      last_used_at: t.lastRequest,
    })),
  };
}

/** settings.json: language, system profile, mail accounts (no secrets), AI consents and usage. */
export async function settingsRecord(db: Db, userId: string) {
  const [settings, system, mailAccounts, consents, usage, requests] = await Promise.all([
    db
      .selectFrom("user_settings")
      .select(["language", "calendar_secret", "created_at", "updated_at"])
      .where("user_id", "=", userId)
      .executeTakeFirst(),
    db.selectFrom("system_profiles").selectAll().where("user_id", "=", userId).executeTakeFirst(),
    db
      .selectFrom("mail_account")
      .select([
        "id",
        "provider",
        "host",
        "port",
        "security",
        "username",
        "from_email",
        "from_name",
        "created_at",
        "updated_at",
      ])
      .where("user_id", "=", userId)
      .orderBy("id")
      .execute(),
    db
      .selectFrom("ai_consent")
      .select(["provider_host", "created_at"])
      .where("user_id", "=", userId)
      .orderBy("created_at")
      .execute(),
    db
      .selectFrom("ai_usage")
      .select(["month", "requests", "prompt_tokens", "completion_tokens", "updated_at"])
      .where("user_id", "=", userId)
      .orderBy("month")
      .execute(),
    db
      .selectFrom("ai_request")
      .select("started_at")
      .where("user_id", "=", userId)
      .orderBy("started_at")
      .execute(),
  ]);
  const { user_id: _omit, ...systemProfile } = system ?? { user_id: "" };
  return {
    language: settings?.language ?? null,
    calendar_feed_enabled: Boolean(settings?.calendar_secret),
    created_at: settings?.created_at ?? null,
    updated_at: settings?.updated_at ?? null,
    system_profile: system ? systemProfile : null,
    mail_accounts: mailAccounts,
    ai_consents: consents,
    ai_usage: usage,
    ai_requests: requests.map((r) => r.started_at),
  };
}

/** The ids of the user's profiles, oldest first, with what the zip needs to name their files. */
export async function profileIndex(db: Db, userId: string) {
  return db
    .selectFrom("profiles")
    .select(["id", "picture_etag", "vorname", "name", "profiletitle"])
    .where("user_id", "=", userId)
    .orderBy("id")
    .execute();
}

/** One profile with every child list (the API's shape), and where its files are in the zip. */
export async function profileRecord(db: Db, userId: string, id: number, pdfPath: string) {
  const profile = await showProfile(db, userId, id);
  return {
    ...profile,
    files: {
      picture: profile.has_picture ? zipPaths.picture(id) : null,
      json_resume: zipPaths.jsonResume(id),
      pdf: pdfPath,
    },
  };
}

/** Counts for the README and the progress. */
export async function countRows(db: Db, userId: string) {
  const count = async (table: "application" | "document" | "profiles") => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const [applications, documents, profiles] = await Promise.all([
    count("application"),
    count("document"),
    count("profiles"),
  ]);
  return { applications, documents, profiles };
}

/** The user's applications by id, one page after `afterId`, each with its notes, appointments, history and documents. */
export async function applicationPage(db: Db, userId: string, afterId: number) {
  const rows = await db
    .selectFrom("application")
    .selectAll()
    .where("user_id", "=", userId)
    .where("id", ">", afterId)
    .orderBy("id")
    .limit(PAGE_SIZE)
    .execute();
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [notes, appointments, history, documents] = await Promise.all([
    db
      .selectFrom("application_note")
      .select(["id", "application_id", "value", "date"])
      .where("user_id", "=", userId)
      .where("application_id", "in", ids)
      .orderBy("id")
      .execute(),
    db
      .selectFrom("application_appointment")
      .select(["id", "application_id", "appointment_date", "value", "created_at"])
      .where("user_id", "=", userId)
      .where("application_id", "in", ids)
      .orderBy("id")
      .execute(),
    db
      .selectFrom("application_status")
      .select(["application_id", "status", "created"])
      .where("application_id", "in", ids)
      .orderBy("created")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("application_document")
      .select(["application_id", "document_id", "created_at"])
      .where("user_id", "=", userId)
      .where("application_id", "in", ids)
      .orderBy("id")
      .execute(),
  ]);
  const byApplication = <T extends { application_id: number }>(list: T[]) => {
    const map = new Map<number, Omit<T, "application_id">[]>();
    for (const { application_id, ...rest } of list) {
      const items = map.get(application_id) ?? [];
      items.push(rest);
      map.set(application_id, items);
    }
    return map;
  };
  const notesOf = byApplication(notes);
  const appointmentsOf = byApplication(appointments);
  const historyOf = byApplication(history);
  const documentsOf = byApplication(documents);
  return rows.map(({ user_id: _user, sent_week: _week, answer_tenths: _tenths, ...row }) => ({
    ...row,
    notes: notesOf.get(row.id) ?? [],
    appointments: appointmentsOf.get(row.id) ?? [],
    status_history: historyOf.get(row.id) ?? [],
    documents: documentsOf.get(row.id) ?? [],
  }));
}

/** cover_letters.json. */
export async function coverLetters(db: Db, userId: string) {
  return db
    .selectFrom("cover_letter")
    .select(["id", "title", "text", "formal", "active", "cover_letter_language", "created_at", "updated_at"])
    .where("user_id", "=", userId)
    .orderBy("id")
    .execute();
}

/** The user's sent mails by id, one page: what was sent and its state (no message id, no queue claim). */
export async function sentMailPage(db: Db, userId: string, afterId: number) {
  const rows = await db
    .selectFrom("sent_mail as s")
    .leftJoin("sent_mail_cv as c", "c.sent_mail_id", "s.id")
    .select([
      "s.id",
      "s.application_id",
      "s.recipient",
      "s.subject",
      "s.body",
      "s.sender_name",
      "s.attachments",
      "s.cv_file_name",
      "s.follow_up",
      "s.status",
      "s.error",
      "s.attempts",
      "s.created_at",
      "s.sent_at",
      "c.sent_mail_id as cv_id",
    ])
    .where("s.user_id", "=", userId)
    .where("s.id", ">", afterId)
    .orderBy("s.id")
    .limit(PAGE_SIZE)
    .execute();
  return rows.map(({ cv_id, attachments, ...row }) => ({
    ...row,
    attachments: parseAttachments(attachments),
    cv_file: cv_id === null ? null : zipPaths.sentCv(row.id, row.cv_file_name),
  }));
}

/** The sent mails that carried a CV, for files/sent-mail-cvs/. */
export async function sentCvIndex(db: Db, userId: string) {
  return db
    .selectFrom("sent_mail as s")
    .innerJoin("sent_mail_cv as c", "c.sent_mail_id", "s.id")
    .select(["s.id", "s.cv_file_name"])
    .where("s.user_id", "=", userId)
    .orderBy("s.id")
    .execute();
}

/** The bytes of one sent mail's CV (the user's own). */
export async function sentCvBytes(db: Db, userId: string, sentMailId: number): Promise<Buffer> {
  const row = await db
    .selectFrom("sent_mail_cv as c")
    .innerJoin("sent_mail as s", "s.id", "c.sent_mail_id")
    .select("c.data")
    .where("c.sent_mail_id", "=", sentMailId)
    .where("s.user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.data);
}

/** The user's documents: their facts, and the storage key the builder reads the bytes by. */
export async function documentIndex(db: Db, userId: string) {
  const [rows, links] = await Promise.all([
    db
      .selectFrom("document")
      .select(["id", "storage_key", "original_name", "name", "mime_type", "file_size", "date"])
      .where("user_id", "=", userId)
      .orderBy("id")
      .execute(),
    db
      .selectFrom("application_document")
      .select(["document_id", "application_id"])
      .where("user_id", "=", userId)
      .orderBy("id")
      .execute(),
  ]);
  const applicationsOf = new Map<number, number[]>();
  for (const { document_id, application_id } of links) {
    applicationsOf.set(document_id, [...(applicationsOf.get(document_id) ?? []), application_id]);
  }
  return rows.map((row) => ({
    ...row,
    file: zipPaths.document(row.id, row.original_name || row.name),
    application_ids: applicationsOf.get(row.id) ?? [],
  }));
}

/** job_ad_marks.json: the user's marks with the ad they are on. */
export async function jobAdMarks(db: Db, userId: string) {
  const rows = await db
    .selectFrom("job_ad_mark as m")
    .innerJoin("job_ad as a", "a.id", "m.job_ad_id")
    .select([
      "m.mark",
      "m.application_id",
      "m.created_at",
      "a.id as job_ad_id",
      "a.title",
      "a.company",
      "a.location",
      "a.url",
      "a.source_name",
      "a.posted_at",
    ])
    .where("m.user_id", "=", userId)
    .orderBy("m.created_at")
    .execute();
  return rows.map(({ job_ad_id, title, company, location, url, source_name, posted_at, ...mark }) => ({
    ...mark,
    job_ad: { id: job_ad_id, title, company, location, url, source: source_name, posted_at },
  }));
}

/** The profile photo's bytes (the user's own profile). */
export async function pictureBytes(db: Db, userId: string, profileId: number): Promise<Buffer | null> {
  const row = await db
    .selectFrom("profile_pictures as pp")
    .innerJoin("profiles as p", "p.id", "pp.profile_id")
    .select("pp.data")
    .where("pp.profile_id", "=", profileId)
    .where("p.user_id", "=", userId)
    .executeTakeFirst();
  return row ? Buffer.from(row.data) : null;
}
