/**
 * Applicant-tracking systems (ATS): the domains their mails come from and their job pages live on.
 * A mail from one of them says nothing about the company by its domain (every customer of the system
 * shares it), and a job link on one of them is no company site: such mail is matched by the tenant,
 * the company's name, the job title or reference instead (application-identity.ts).
 *
 * Sources (the vendors' own documentation of sender addresses and career-page hosts, as of 2026):
 * - Personio: jobs at {tenant}.jobs.personio.de / .personio.com, mail from personio.de / personio.com
 * - softgarden: {tenant}.softgarden.io, mail from softgarden.de / softgarden.io
 * - d.vinci: jobs.dvinci-hr.com/{tenant}/…, {tenant}.dvinci-hr.com, mail from dvinci.de / dvinci-hr.com
 * - SAP SuccessFactors: career{n}.successfactors.com / .eu (?company={tenant}), mail from sapsf.com / .eu
 * - Workday: {tenant}.wd{n}.myworkdayjobs.com, mail from myworkday.com / workday.com
 * - Greenhouse: boards.greenhouse.io/{tenant}, job-boards(.eu).greenhouse.io/{tenant}, mail from greenhouse.io
 * - Lever: jobs.lever.co/{tenant}, jobs.eu.lever.co/{tenant}, mail from hire.lever.co / lever.co
 * - SmartRecruiters: jobs.smartrecruiters.com/{Tenant}/…, mail from smartrecruiters.com
 * - Recruitee: {tenant}.recruitee.com; Teamtailor: {tenant}.teamtailor.com (mail from teamtailor-mail.com)
 * - JOIN: join.com/companies/{tenant}/…; BITE: b-ite.de / b-ite.com; rexx: {tenant}.rexx-systems.com
 * - Umantis / Haufe: recruitingapp-{n}.umantis.com; Taleo: {tenant}.taleo.net; iCIMS: careers-{tenant}.icims.com
 * - Ashby: jobs.ashbyhq.com/{tenant}; Onlyfy / Prescreen: {tenant}.prescreenapp.io, onlyfy.jobs, prescreen.io
 * - Jobylon: emp.jobylon.com; Concludis: {tenant}.concludis.de; Workable: apply.workable.com/{tenant};
 *   BambooHR: {tenant}.bamboohr.com; Breezy: {tenant}.breezy.hr; Pinpoint: {tenant}.pinpointhq.com;
 *   Jobvite: jobs.jobvite.com/{tenant}; HR4YOU: {tenant}.hr4you.org; Coveto: {tenant}.coveto.de;
 *   Perbility: {tenant}.perbility.de; eRecruiter: {tenant}.erecruiter.net; Zoho Recruit: zohorecruit.com / .eu
 */
export const ATS_DOMAINS: ReadonlySet<string> = new Set([
  "personio.de",
  "personio.com",
  "softgarden.io",
  "softgarden.de",
  "dvinci.de",
  "dvinci-hr.com",
  "dvinci-easy.com",
  "successfactors.com",
  "successfactors.eu",
  "sapsf.com",
  "sapsf.eu",
  "myworkday.com",
  "myworkdayjobs.com",
  "workday.com",
  "greenhouse.io",
  "greenhouse-mail.io",
  "lever.co",
  "smartrecruiters.com",
  "smartrecruiters-mail.com",
  "recruitee.com",
  "join.com",
  "b-ite.de",
  "b-ite.com",
  "rexx-systems.com",
  "rexx-recruitment.com",
  "umantis.com",
  "taleo.net",
  "icims.com",
  "ashbyhq.com",
  "teamtailor.com",
  "teamtailor-mail.com",
  "prescreen.io",
  "prescreenapp.io",
  "onlyfy.jobs",
  "onlyfy.com",
  "jobylon.com",
  "concludis.de",
  "workable.com",
  "workablemail.com",
  "bamboohr.com",
  "breezy.hr",
  "pinpointhq.com",
  "jobvite.com",
  "hr4you.org",
  "coveto.de",
  "perbility.de",
  "erecruiter.net",
  "zohorecruit.com",
  "zohorecruit.eu",
]);

/** Job boards: a link to them is not the company's site, and their mail is never an employer's reply. */
export const JOB_BOARDS: ReadonlySet<string> = new Set([
  "stepstone.de",
  "indeed.com",
  "indeed.de",
  "linkedin.com",
  "xing.com",
  "monster.de",
  "glassdoor.com",
  "glassdoor.de",
  "arbeitsagentur.de",
  "kununu.com",
  "jobware.de",
  "stellenanzeigen.de",
  "ziprecruiter.com",
  "get-in-it.de",
  "absolventa.de",
  "meinestadt.de",
  "jobs.de",
]);

/** Parts of an ATS host or path that name the system's pages, not a customer. */
const NOT_A_TENANT = new Set(
  (
    "www jobs job career careers karriere apply app api boards job-boards eu us de en emp mail mails " +
    "companies company o j p portal recruiting bewerbung bewerber stellen stellenangebote postings " +
    "en-us de-de en-gb en_us de_de external cx sites site"
  ).split(" "),
);

/**
 * The customer an ATS job link belongs to, lower case: the host's first label
 * (`acme.jobs.personio.de`, `careers-acme.icims.com`, `acme.wd3.myworkdayjobs.com`), else the first
 * path segment that names no page (`jobs.dvinci-hr.com/acme/…`, `boards.greenhouse.io/acme`,
 * `join.com/companies/acme`), else SuccessFactors' `company` parameter. null for other links.
 */
export function atsTenant(link: URL, registrable: string): string | null {
  if (!ATS_DOMAINS.has(registrable)) return null;
  const company = link.searchParams.get("company");
  if (company) return clean(company.replace(/P$/, ""));
  const labels = link.hostname.toLowerCase().split(".");
  const own = labels.slice(0, labels.length - registrable.split(".").length);
  const first = own[0] ? clean(own[0]) : null;
  if (first && !NOT_A_TENANT.has(first) && !/^(wd\d+|career\d*|recruitingapp-\d+)$/.test(first)) {
    return first;
  }
  for (const segment of link.pathname.split("/")) {
    const part = clean(decodeURIComponent(segment));
    if (part && !NOT_A_TENANT.has(part) && !/^\d/.test(part)) return part;
  }
  return null;
}

/** "careers-acme" -> "acme", "acme-jobs" -> "acme": the customer's own word. */
function clean(word: string): string | null {
  const cleaned = word
    .toLowerCase()
    .replace(/^(careers?|jobs?|karriere)-/, "")
    .replace(/-(careers?|jobs?|karriere)$/, "");
  return cleaned.length >= 2 ? cleaned : null;
}
