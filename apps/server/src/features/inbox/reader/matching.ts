import type { Db } from "../../../db/database.ts";

export type Match = { applicationId: number; by: "thread" | "address" | "domain" };

/** Mail providers anyone can have an address at: their domain says nothing about the company. */
const PUBLIC_DOMAINS = new Set(
  (
    "gmail.com googlemail.com outlook.com outlook.de hotmail.com hotmail.de live.com live.de msn.com " +
    "yahoo.com yahoo.de ymail.com icloud.com me.com mac.com aol.com gmx.de gmx.net gmx.at gmx.ch gmx.com " +
    "web.de t-online.de freenet.de posteo.de posteo.net mailbox.org protonmail.com proton.me ionos.de " +
    "arcor.de online.de email.de"
  ).split(" "),
);
/** Job boards and applicant systems: a link to them is not the company's own site. */
const JOB_SITES = new Set(
  (
    "stepstone.de indeed.com indeed.de linkedin.com xing.com monster.de glassdoor.com glassdoor.de " +
    "arbeitsagentur.de greenhouse.io lever.co personio.de personio.com smartrecruiters.com join.com " +
    "softgarden.io softgarden.de workday.com myworkdayjobs.com successfactors.com successfactors.eu " +
    "kununu.com jobware.de stellenanzeigen.de ziprecruiter.com workable.com recruitee.com bamboohr.com"
  ).split(" "),
);

/** Words of a subject about an application, German and English. */
const APPLICATION_WORDS =
  /\b(bewerbung|bewerbungs\w*|vorstellungsgespräch|application|applied|interview|candidate|kandidat\w*|stelle|position|job offer|vacancy)\b/i;

/** A subject without its reply and forward prefixes, for comparing with the subject we sent. */
export function bareSubject(subject: string): string {
  return subject
    .replace(/^\s*((re|aw|antw|fwd?|wg|sv|vs)(\[\d+\])?\s*:\s*)+/i, "")
    .trim()
    .toLowerCase();
}

/** The registrable part of a host name: "jobs.acme.co.uk" -> "acme.co.uk", "mail.acme.de" -> "acme.de". */
export function registrableDomain(host: string): string {
  const labels = host.toLowerCase().replace(/\.$/, "").split(".").filter(Boolean);
  if (labels.length <= 2) return labels.join(".");
  const second = labels[labels.length - 2]!;
  const top = labels[labels.length - 1]!;
  const keep = top.length === 2 && ["co", "com", "org", "net", "ac", "gov", "or"].includes(second) ? 3 : 2;
  return labels.slice(-keep).join(".");
}

function addressDomain(address: string): string {
  const at = address.lastIndexOf("@");
  return at < 0 ? "" : registrableDomain(address.slice(at + 1));
}

function linkDomain(link: string): string {
  try {
    return registrableDomain(new URL(link).hostname);
  } catch {
    return "";
  }
}

/**
 * What the user's applications and sent mails say about who may answer: built once per poll, so
 * thousands of messages are matched without a query each. Newer applications win when two share a
 * sender or a domain (the answer most likely belongs to the latest application there).
 */
export class ApplicationIndex {
  readonly #threads = new Map<string, number>();
  readonly #addresses = new Map<string, number>();
  readonly #domains = new Map<string, number>();
  readonly #subjects = new Set<string>();

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
      .select(["id", "mail_address", "link"])
      .where("user_id", "=", userId)
      .orderBy("date", "asc")
      .orderBy("id", "asc")
      .execute();
    // Ascending, so a newer application overwrites an older one of the same sender or domain.
    for (const app of applications) {
      const address = app.mail_address.trim().toLowerCase();
      if (address) {
        index.#addresses.set(address, app.id);
        const domain = addressDomain(address);
        if (domain && !PUBLIC_DOMAINS.has(domain)) index.#domains.set(domain, app.id);
      }
      const site = linkDomain(app.link);
      if (site && !JOB_SITES.has(site) && !PUBLIC_DOMAINS.has(site) && !index.#domains.has(site)) {
        index.#domains.set(site, app.id);
      }
    }
    return index;
  }

  /**
   * Whether an unmatched message is worth showing for the user to link: it answers the subject of a
   * mail we sent, or speaks of an application. Everything else in the mailbox (private mail, shops)
   * is not kept at all.
   */
  looksLikeReply(subject: string): boolean {
    const bare = bareSubject(subject);
    return this.#subjects.has(bare) || APPLICATION_WORDS.test(bare);
  }

  /** The application a reply belongs to: by thread, else by sender address, else by company domain. */
  match(from: string, threadIds: readonly string[]): Match | null {
    for (const id of threadIds) {
      const applicationId = this.#threads.get(id);
      if (applicationId !== undefined) return { applicationId, by: "thread" };
    }
    const address = from.trim().toLowerCase();
    const byAddress = this.#addresses.get(address);
    if (byAddress !== undefined) return { applicationId: byAddress, by: "address" };
    const domain = addressDomain(address);
    const byDomain = PUBLIC_DOMAINS.has(domain) ? undefined : this.#domains.get(domain);
    return byDomain === undefined ? null : { applicationId: byDomain, by: "domain" };
  }
}
