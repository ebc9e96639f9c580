import type { Db } from "../../../db/database.ts";
import {
  type ApplicationIdentity,
  identityOf,
  isCompanyDomain,
  type MailWords,
  mailWords,
  type Named,
  named,
} from "./application-identity.ts";
import { ATS_DOMAINS } from "./ats-senders.ts";
import { addressDomain } from "./domains.ts";

export { registrableDomain } from "./domains.ts";

/**
 * How a reply was matched: our own Message-ID (thread), the From address, the company's domain, or
 * the company and job it names (name: mail from an ATS, a group's other domain, a private address).
 */
export type Match = { applicationId: number; by: "thread" | "address" | "domain" | "name" };

/** What a message's headers decide: it belongs to an application, its text must decide, or it is no reply. */
export type HeaderVerdict = { kind: "matched"; match: Match } | { kind: "read" } | { kind: "skip" };

/**
 * What a message's text decides: it belongs to an application; it may belong to one of several
 * (the user is asked, never guessed for); it is kept for the user to link; or it is no reply.
 */
export type TextVerdict =
  | { kind: "matched"; match: Match }
  | { kind: "ask"; candidates: number[] }
  | { kind: "keep" }
  | { kind: "skip" };

export type MailHeaders = { from: string; name: string; subject: string; threadIds: readonly string[] };
/** `strict`: bulk mail, matched only by company and job together, never asked about or kept. */
export type MailWithText = MailHeaders & { text: string; html?: string; strict?: boolean };

/** Words of a subject about an application, German and English: such mail is kept for linking. */
const APPLICATION_WORDS =
  /\b(bewerbung|bewerbungs\w*|vorstellungsgespräch|application|applied|interview|candidate|kandidat\w*|stelle|position|job offer|vacancy)\b/i;
/** Further words of a reply's subject: its text is read to see whether it names a tracked company or job. */
const REPLY_WORDS =
  /\b(einladung|kennenlern\w*|\w*gespräch|absage|zusage|applying|candidacy|bewerber\w*|recruiting|hiring|talent|karriere|career|angebot|offer|rückmeldung|feedback|next steps|nächste schritte)\b/i;

/** At most this many applications are offered to choose from. */
const MAX_CANDIDATES = 5;

/** A subject without its reply and forward prefixes, for comparing with the subject we sent. */
export function bareSubject(subject: string): string {
  return subject
    .replace(/^\s*((re|aw|antw|fwd?|wg|sv|vs)(\[\d+\])?\s*:\s*)+/i, "")
    .trim()
    .toLowerCase();
}

const identifies = (n: Named) => n.company || n.tenant;
const describesJob = (n: Named) => n.title || n.reference;
const tracked = (n: Named) => identifies(n) || describesJob(n);

/**
 * What the user's applications and sent mails say about who may answer and how they would name the
 * application: built once per poll, so thousands of messages are matched without a query each.
 * Several applications at one address or domain are told apart by the job and reference the mail
 * names; when it names none, the user is asked.
 */
export class ApplicationIndex {
  readonly #threads = new Map<string, number>();
  readonly #addresses = new Map<string, number[]>();
  readonly #domains = new Map<string, number[]>();
  readonly #subjects = new Set<string>();
  /** Newest first: a list of candidates offers the latest application first. */
  readonly #identities: ApplicationIdentity[] = [];

  static async load(db: Db, userId: string): Promise<ApplicationIndex> {
    const index = new ApplicationIndex();
    const sent = await db
      .selectFrom("sent_mail")
      .select(["message_id", "application_id", "subject"])
      .where("user_id", "=", userId)
      .execute();
    for (const row of sent) {
      index.#threads.set(row.message_id, row.application_id);
      index.#subjects.add(bareSubject(row.subject));
    }
    const applications = await db
      .selectFrom("application")
      .select(["id", "mail_address", "link", "hireing_company", "job_title", "job_description"])
      .where("user_id", "=", userId)
      .orderBy("date", "desc")
      .orderBy("id", "desc")
      .execute();
    const seen = await db
      .selectFrom("inbox_message")
      .select(["application_id", "from_address"])
      .where("user_id", "=", userId)
      .where("application_id", "is not", null)
      .where("matched_by", "in", ["thread", "address", "manual"])
      .execute();
    const seenDomains = new Map<number, string[]>();
    for (const row of seen) {
      const list = seenDomains.get(row.application_id!) ?? [];
      list.push(addressDomain(row.from_address.toLowerCase()));
      seenDomains.set(row.application_id!, list);
    }
    for (const app of applications) index.add(app, seenDomains.get(app.id) ?? []);
    return index;
  }

  /** Adds one application (newest first): its address, its domains and its identity. */
  add(
    app: {
      id: number;
      mail_address: string;
      link: string;
      hireing_company: string;
      job_title: string;
      job_description?: string;
    },
    seenDomains: string[] = [],
  ): void {
    const identity = identityOf(app, seenDomains);
    this.#identities.push(identity);
    const address = app.mail_address.trim().toLowerCase();
    if (address) push(this.#addresses, address, app.id);
    for (const domain of identity.domains) push(this.#domains, domain, app.id);
  }

  /** Adds a sent mail's thread (tests and the bench build an index without a database). */
  addThread(messageId: string, applicationId: number, subject: string): void {
    this.#threads.set(messageId, applicationId);
    this.#subjects.add(bareSubject(subject));
  }

  /** Whether the sender is an applicant-tracking system. */
  isAts(from: string): boolean {
    return ATS_DOMAINS.has(addressDomain(from.toLowerCase()));
  }

  /**
   * Whether an unmatched message is worth showing for the user to link by its subject alone: it
   * answers the subject of a mail we sent, or speaks of an application.
   */
  looksLikeReply(subject: string): boolean {
    const bare = bareSubject(subject);
    return this.#subjects.has(bare) || APPLICATION_WORDS.test(bare);
  }

  /**
   * What the headers decide: our thread, or the only application at the sender's address or domain
   * (several there: the one whose job the subject names) is a match. Mail from an ATS, from several
   * applications' address or domain, or whose sender name or subject names a tracked company or job
   * or speaks of an application is read for its text; everything else is no reply.
   */
  byHeaders(mail: MailHeaders): HeaderVerdict {
    for (const id of mail.threadIds) {
      const applicationId = this.#threads.get(id);
      if (applicationId !== undefined) return { kind: "matched", match: { applicationId, by: "thread" } };
    }
    // The headers alone: the text is not read yet.
    const words = mailWords({ from: mail.from, name: mail.name, subject: mail.subject });
    const group = this.#group(mail.from);
    if (group) {
      const chosen = group.ids.length === 1 ? group.ids[0] : this.#chooseByJob(group.ids, words);
      return chosen === undefined
        ? { kind: "read" }
        : { kind: "matched", match: { applicationId: chosen, by: group.by } };
    }
    if (this.isAts(mail.from) || this.looksLikeReply(mail.subject) || REPLY_WORDS.test(mail.subject)) {
      return { kind: "read" };
    }
    return this.#identities.some((identity) => tracked(named(identity, words)))
      ? { kind: "read" }
      : { kind: "skip" };
  }

  /**
   * What the text decides, for mail the headers left open. Several applications at the sender's
   * address or domain: the one whose job title or reference the mail names, else the user chooses.
   * Otherwise (an ATS, a group's other domain, a private address) an application whose company (or
   * ATS tenant) and job the mail names is the match; from an ATS the company alone suffices when only
   * one application has it. Whatever stays open with named candidates is asked; a mail naming no
   * tracked company or job is kept for linking only when its subject speaks of an application. Bulk
   * mail (`strict`) is matched only by company and job together, else left out.
   */
  byText(mail: MailWithText): TextVerdict {
    const header = this.byHeaders(mail);
    if (header.kind === "matched") return header;
    const words = mailWords(mail);
    const group = this.#group(mail.from);
    if (group && mail.strict) return { kind: "skip" };
    if (group) {
      const chosen = this.#chooseByJob(group.ids, words);
      if (chosen !== undefined) return { kind: "matched", match: { applicationId: chosen, by: group.by } };
      return { kind: "ask", candidates: group.ids.slice(0, MAX_CANDIDATES) };
    }
    const scored = this.#identities.map((identity) => ({ id: identity.id, n: named(identity, words) }));
    const both = mostSpecific(scored.filter((s) => identifies(s.n) && describesJob(s.n)));
    const byReference = both.filter((s) => s.n.reference);
    if (both.length === 1 || byReference.length === 1) {
      const applicationId = (byReference.length === 1 ? byReference[0] : both[0])!.id;
      return { kind: "matched", match: { applicationId, by: "name" } };
    }
    if (mail.strict) return { kind: "skip" };
    if (both.length > 1) return ask(both);
    const company = scored.filter((s) => identifies(s.n));
    if (company.length === 1 && this.isAts(mail.from)) {
      return { kind: "matched", match: { applicationId: company[0]!.id, by: "name" } };
    }
    if (company.length > 0) return ask(company);
    const jobs = scored.filter((s) => describesJob(s.n));
    if (jobs.length > 0 && jobs.length <= 3) return ask(jobs);
    if (jobs.length > 0 || this.looksLikeReply(mail.subject)) return { kind: "keep" };
    return { kind: "skip" };
  }

  /** The applications at the sender's exact address, else at its company domain (null: none). */
  #group(from: string): { ids: number[]; by: "address" | "domain" } | null {
    const address = from.trim().toLowerCase();
    const byAddress = this.#addresses.get(address);
    if (byAddress) return { ids: byAddress, by: "address" };
    const domain = addressDomain(address);
    const byDomain = isCompanyDomain(domain) ? this.#domains.get(domain) : undefined;
    return byDomain ? { ids: byDomain, by: "domain" } : null;
  }

  /** Of several applications, the one whose reference, else whose job title alone the mail names. */
  #chooseByJob(ids: number[], words: MailWords): number | undefined {
    const scored = this.#identities
      .filter((identity) => ids.includes(identity.id))
      .map((identity) => ({ id: identity.id, n: named(identity, words) }));
    const byReference = scored.filter((s) => s.n.reference);
    if (byReference.length === 1) return byReference[0]!.id;
    const byTitle = mostSpecific(scored.filter((s) => s.n.title));
    return byTitle.length === 1 ? byTitle[0]!.id : undefined;
  }
}

/**
 * Of applications whose titles a mail names, those whose named title is not merely part of another's:
 * a mail naming "Senior Data Analyst" is about that job, not about "Data Analyst" at the same company.
 */
function mostSpecific<T extends { n: Named }>(found: T[]): T[] {
  return found.filter(
    (s) =>
      !found.some(
        (other) =>
          other.n.titleNamed.length > s.n.titleNamed.length &&
          s.n.titleNamed !== "" &&
          ` ${other.n.titleNamed} `.includes(` ${s.n.titleNamed} `),
      ),
  );
}

function push(map: Map<string, number[]>, key: string, id: number) {
  const list = map.get(key);
  if (!list) map.set(key, [id]);
  else if (!list.includes(id)) list.push(id);
}

function ask(found: Array<{ id: number }>): TextVerdict {
  return { kind: "ask", candidates: found.slice(0, MAX_CANDIDATES).map((s) => s.id) };
}
