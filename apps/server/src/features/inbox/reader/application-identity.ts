import { ATS_DOMAINS, atsTenant, JOB_BOARDS } from "./ats-senders.ts";
import { PUBLIC_DOMAINS, registrableDomain } from "./domains.ts";

/**
 * What identifies an application's employer in a mail (issue 39): the company's name and its short
 * form, the job title, reference numbers, the ATS tenant of the job link, and the company's own mail
 * domains (its address, its site, senders already seen for it). Mail from an ATS or an unknown domain
 * is matched by these words, not by its domain.
 */
export type ApplicationIdentity = {
  id: number;
  /** The company's name without legal form ("acme software"), plain (see `plain`); null when empty. */
  company: string | null;
  /** Its first significant word ("acme"), when that differs from the name and is distinctive. */
  shortName: string | null;
  /** The job title, plain, without gender marks; and without bracketed additions when it had some. */
  titles: string[];
  /** Reference numbers from the job link and the ad ("1234567", "jr 2041"), plain. */
  references: string[];
  /** The ATS customer of the job link ("acme" of acme.jobs.personio.de), or null. */
  tenant: string | null;
  /** The company's own mail and site domains (never a public mail provider, an ATS or a job board). */
  domains: Set<string>;
};

export type ApplicationFacts = {
  id: number;
  hireing_company: string;
  job_title: string;
  link: string;
  mail_address: string;
  job_description?: string;
};

/** Gender marks of German and English job titles: "(m/w/d)", "(all genders)", "m/f/x", "*in", ":in". */
const GENDER =
  /\(\s*(?:[mwfdxi]|gn|div)\s*(?:[/|,]\s*(?:[mwfdxi]|div)\s*){0,3}\)|\b[mwfdx]\s*\/\s*[mwfdx](?:\s*\/\s*[mwfdx])?\b|\((?:all genders?|alle geschlechter|gn\*?)\)|[*:_]in(?:nen)?\b|\/-?in(?:nen)?\b|\(in\)/gi;

/**
 * Text reduced for comparing words: lower case, gender marks gone, every run of characters that are
 * not letters or digits one space, with a space at each end, so " acme " is found as a whole word.
 */
export function plain(text: string): string {
  const words = text
    .normalize("NFC")
    .replace(GENDER, " ")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
  return ` ${words} `;
}

/** Legal forms at a name's end (German, English and a few European ones), plain. */
const LEGAL = new Set(
  (
    "gmbh mbh ag se kg kgaa co ohg gbr ug haftungsbeschränkt ev e v eg inc incorporated ltd limited plc llc " +
    "llp corp corporation company sa s a sarl bv b v nv n v ab oy as a s spa srl sl und and"
  ).split(" "),
);

/** Words that open many companies' names and say nothing about which one ("Deutsche Bahn"). */
const GENERIC = new Set(
  (
    "die der das the deutsche german stadt city gruppe group international global bank consulting software " +
    "solutions services service technologies technology digital media systems gesellschaft institut " +
    "institute universität university hochschule klinikum klinik praxis kanzlei verlag hotel studio agentur " +
    "agency team neue new first erste allgemeine bayerische berliner hamburger münchner landes bundes " +
    "zentrum center centre haus projekt netz energie energy data personal recruiting jobs karriere"
  ).split(" "),
);

/** The company's name without its legal form, plain, and its first distinctive word. */
export function companyForms(name: string): { company: string | null; shortName: string | null } {
  const words = plain(name.replace(/&/g, " ")).trim().split(" ").filter(Boolean);
  while (words.length > 1 && LEGAL.has(words[words.length - 1]!)) words.pop();
  const company = words.join(" ");
  if (company.length < 2) return { company: null, shortName: null };
  // An acronym of capitals ("SAP", "DHL") is distinctive at three letters; other words need four.
  const capitals = new Set(name.match(/\b[A-ZÄÖÜ]{3,}\b/g)?.map((w) => w.toLowerCase()) ?? []);
  const first = words.find((w) => !GENERIC.has(w) && !LEGAL.has(w) && (w.length >= 4 || capitals.has(w)));
  const shortName = first && first !== company ? first : null;
  return { company: company.length >= 3 || capitals.has(company) ? company : null, shortName };
}

/** The title plain, and without bracketed or dashed additions ("Data Analyst (Marketing)" -> "data analyst"). */
export function titleForms(title: string): string[] {
  const forms = new Set<string>();
  const full = plain(title).trim();
  if (full.length >= 4) forms.add(full);
  const core = plain(title.replace(GENDER, " ").replace(/\([^)]*\)|\[[^\]]*\]|\s[–—|-]\s.*$/g, " ")).trim();
  if (core.length >= 4) forms.add(core);
  return [...forms];
}

/** "Referenznummer: JR-2041", "Kennziffer 4711", "Job ID: R12345": a reference named in the ad. */
const NAMED_REFERENCE =
  /\b(?:referenz(?:nummer|-?nr\.?)?|ref(?:erence)?(?:\.|\s*no\.?|\s*number|\s*code)?|kennziffer|kennung|job[- ]?id|stellen[- ]?(?:id|nummer)|requisition(?:\s*id)?|ausschreibungs(?:nummer|kennziffer)|chiffre)\s*[:#]?\s*([A-Z0-9][A-Z0-9\-/_.]{2,20}[A-Z0-9])/gi;
/** In a job link: a long number ("/jobs/4567890") or a short prefix with digits ("JR-2041", "R12345"). */
const LINK_REFERENCE = /(?<![\p{L}\p{N}])([a-z]{1,4}[-_]?\d{4,}|\d{6,})(?![\p{L}\p{N}])/giu;

export function referencesOf(link: string, description = ""): string[] {
  const found = new Set<string>();
  try {
    const url = new URL(link);
    const parts = `${decodeURIComponent(url.pathname)} ${[...url.searchParams.values()].join(" ")}`;
    for (const m of parts.matchAll(LINK_REFERENCE)) found.add(plain(m[1]!).trim());
  } catch {
    // no link, or none that parses: no reference from it
  }
  for (const m of description.slice(0, 20_000).matchAll(NAMED_REFERENCE)) {
    if (/\d/.test(m[1]!)) found.add(plain(m[1]!).trim());
  }
  return [...found].filter((r) => r.length >= 4);
}

function domainOfAddress(address: string): string {
  const at = address.lastIndexOf("@");
  return at < 0 ? "" : registrableDomain(address.slice(at + 1).trim());
}

/** A domain that may stand for a company: not a public mail provider, an ATS or a job board. */
export function isCompanyDomain(domain: string): boolean {
  return domain !== "" && !PUBLIC_DOMAINS.has(domain) && !ATS_DOMAINS.has(domain) && !JOB_BOARDS.has(domain);
}

/** The identity of one application from its stored fields and the sender domains seen for it. */
export function identityOf(app: ApplicationFacts, seenDomains: Iterable<string> = []): ApplicationIdentity {
  const { company, shortName } = companyForms(app.hireing_company);
  const domains = new Set<string>();
  const own = domainOfAddress(app.mail_address.toLowerCase());
  if (isCompanyDomain(own)) domains.add(own);
  let tenant: string | null = null;
  try {
    const url = new URL(app.link);
    const site = registrableDomain(url.hostname);
    tenant = atsTenant(url, site);
    if (isCompanyDomain(site)) domains.add(site);
  } catch {
    // no job link
  }
  for (const seen of seenDomains) if (isCompanyDomain(seen)) domains.add(seen);
  return {
    id: app.id,
    company,
    shortName,
    titles: titleForms(app.job_title),
    references: referencesOf(app.link, app.job_description),
    tenant,
    domains,
  };
}

/**
 * What one mail says about an application: which of its identifiers it names; `titleNamed` is the
 * longest of its title forms the mail names ("" for none), to tell "Senior Data Analyst" from "Data Analyst".
 */
export type Named = {
  company: boolean;
  tenant: boolean;
  title: boolean;
  reference: boolean;
  titleNamed: string;
};

/** The words and ATS tenants of a mail, prepared once and compared with every application. */
export type MailWords = { words: string; tenants: Set<string> };

/** Every URL in a text (or in an HTML body's links). */
const URLS = /https?:\/\/[^\s"'<>()]+/gi;

/**
 * A mail's words (display name, subject, text) and the ATS tenants it names: in the sender's host
 * ("acme.jobs.personio.de"), the sender's local part ("acme@…"), and its links to an ATS.
 */
export function mailWords(mail: {
  from: string;
  name: string;
  subject: string;
  text?: string;
  html?: string;
}) {
  const tenants = new Set<string>();
  const address = mail.from.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at > 0) {
    const host = address.slice(at + 1);
    const site = registrableDomain(host);
    if (ATS_DOMAINS.has(site)) {
      for (const label of host.split(".").slice(0, -site.split(".").length)) tenants.add(label);
      const local = address.slice(0, at);
      for (const part of [local, ...local.split(/[.+_]/)]) tenants.add(part);
    }
  }
  for (const m of `${mail.text ?? ""} ${mail.html ?? ""}`.slice(0, 200_000).matchAll(URLS)) {
    try {
      const url = new URL(m[0]);
      const tenant = atsTenant(url, registrableDomain(url.hostname));
      if (tenant) tenants.add(tenant);
    } catch {
      // not a URL after all
    }
  }
  return { words: plain(`${mail.name} ${mail.subject} ${mail.text ?? ""}`), tenants };
}

/** Which of the application's identifiers the mail names. */
export function named(identity: ApplicationIdentity, mail: MailWords): Named {
  const has = (form: string | null) => form !== null && mail.words.includes(` ${form} `);
  const tenant = identity.tenant;
  // "beta-werke" of a link is "beta werke" in a text.
  const spoken = tenant === null ? null : plain(tenant).trim();
  return {
    company: has(identity.company) || has(identity.shortName),
    tenant: tenant !== null && (mail.tenants.has(tenant) || (spoken!.length >= 4 && has(spoken))),
    title: identity.titles.some(has),
    reference: identity.references.some(has),
    titleNamed: identity.titles.filter(has).sort((a, b) => b.length - a.length)[0] ?? "",
  };
}
