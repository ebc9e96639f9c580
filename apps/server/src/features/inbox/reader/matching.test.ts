import { describe, expect, it } from "vitest";
import { companyForms, plain, referencesOf, titleForms } from "./application-identity.ts";
import { atsTenant } from "./ats-senders.ts";
import { registrableDomain } from "./domains.ts";
import { mailMarks } from "./headers.ts";
import { ApplicationIndex, type MailWithText } from "./matching.ts";

const tenant = (link: string) => {
  const url = new URL(link);
  return atsTenant(url, registrableDomain(url.hostname));
};

describe("what identifies an employer", () => {
  it("reads the ATS tenant off job links of every kind, and none off a company's own site", () => {
    expect(tenant("https://acme.jobs.personio.de/job/1234567?language=de")).toBe("acme");
    expect(tenant("https://jobs.dvinci-hr.com/beta-werke/jobs/88123/data-analyst")).toBe("beta-werke");
    expect(tenant("https://boards.greenhouse.io/epsilonlabs/jobs/4012345")).toBe("epsilonlabs");
    expect(tenant("https://job-boards.eu.greenhouse.io/epsilonlabs/jobs/4012345")).toBe("epsilonlabs");
    expect(tenant("https://jobs.lever.co/zeta/5f1c2d3e-aaaa-bbbb-cccc-1234567890ab")).toBe("zeta");
    expect(tenant("https://careers-omega.icims.com/jobs/2231/job")).toBe("omega");
    expect(tenant("https://career5.successfactors.eu/career?company=kappaP&career_job_req_id=4711")).toBe(
      "kappa",
    );
    expect(tenant("https://lambda.wd3.myworkdayjobs.com/en-US/External/job/Berlin/Engineer_R12345")).toBe(
      "lambda",
    );
    expect(tenant("https://join.com/companies/sigma/9912345-werkstudent-marketing")).toBe("sigma");
    expect(tenant("https://www.acme.de/karriere/backend")).toBeNull();
  });

  it("drops legal forms and finds a distinctive short form of the company's name", () => {
    expect(companyForms("Müller Holding GmbH & Co. KG")).toEqual({
      company: "müller holding",
      shortName: "müller",
    });
    expect(companyForms("Deutsche Bahn AG")).toEqual({ company: "deutsche bahn", shortName: "bahn" });
    expect(companyForms("SAP SE")).toEqual({ company: "sap", shortName: null });
    expect(companyForms("Epsilon Labs, Inc.")).toEqual({ company: "epsilon labs", shortName: "epsilon" });
  });

  it("reads job titles without gender marks and references from links and ads", () => {
    expect(titleForms("Backend Developer (m/w/d)")).toEqual(["backend developer"]);
    expect(titleForms("Projektmanager*in Logistik")).toEqual(["projektmanager logistik"]);
    expect(titleForms("Data Analyst (Schwerpunkt Marketing)")).toContain("data analyst");
    expect(plain("Senior Controller (w/m/d) – Konzern")).toBe(" senior controller konzern ");
    expect(referencesOf("https://acme.jobs.personio.de/job/1234567", "Referenznummer: JR-2041")).toEqual([
      "1234567",
      "jr 2041",
    ]);
    // A postcode-sized number in a link is no reference.
    expect(referencesOf("https://www.acme.de/jobs/80331/muenchen")).toEqual([]);
  });
});

describe("marks of bulk and automatic mail", () => {
  const marks = (headers: Record<string, string>) => mailMarks(new Map(Object.entries(headers)));

  it("reads automatic receipts as mail, and lists and bulk precedence as bulk", () => {
    const none = { list: false, bulk: false, automatic: false };
    expect(marks({ "auto-submitted": "auto-generated" })).toEqual({ ...none, automatic: true });
    expect(marks({ "x-autoreply": "yes" })).toEqual({ ...none, automatic: true });
    expect(marks({ "x-autorespond": "1" })).toEqual({ ...none, automatic: true });
    expect(marks({ "auto-submitted": "no" })).toEqual(none);
    expect(marks({ "list-unsubscribe": "<https://news.example/u>" })).toEqual({ ...none, list: true });
    expect(marks({ precedence: "bulk" })).toEqual({ ...none, bulk: true });
  });
});

/** The applications of one user, newest first as the index loads them. */
function index(): ApplicationIndex {
  const idx = new ApplicationIndex();
  const apps = [
    {
      id: 9,
      hireing_company: "Zeta Mobility GmbH",
      job_title: "Product Owner (m/w/d)",
      link: "https://jobs.lever.co/zeta/5f1c2d3e-aaaa-bbbb-cccc-1234567890ab",
      mail_address: "",
    },
    {
      id: 8,
      hireing_company: "Müller Holding GmbH & Co. KG",
      job_title: "Controller (w/m/d)",
      link: "https://www.mueller-holding.de/karriere/controller",
      mail_address: "jobs@mueller-holding.de",
    },
    {
      id: 7,
      hireing_company: "Delta Bank AG",
      job_title: "IT Auditor",
      link: "",
      mail_address: "karriere@deltabank.de",
    },
    {
      id: 6,
      hireing_company: "Delta Bank AG",
      job_title: "Risk Analyst",
      link: "",
      mail_address: "karriere@deltabank.de",
    },
    {
      id: 5,
      hireing_company: "Epsilon Labs, Inc.",
      job_title: "Senior Frontend Engineer",
      link: "https://boards.greenhouse.io/epsilonlabs/jobs/4012345",
      mail_address: "",
    },
    {
      id: 4,
      hireing_company: "Gamma Logistik SE",
      job_title: "Projektmanager*in",
      link: "https://jobs.dvinci-hr.com/gamma/jobs/4411",
      mail_address: "",
    },
    {
      id: 3,
      hireing_company: "Beta Werke AG",
      job_title: "Data Analyst",
      link: "https://jobs.dvinci-hr.com/beta-werke/jobs/88123",
      mail_address: "",
    },
    {
      id: 2,
      hireing_company: "Acme Software GmbH",
      job_title: "Backend Developer (m/w/d)",
      link: "https://acme.jobs.personio.de/job/1234567",
      mail_address: "",
    },
  ];
  for (const app of apps) idx.add(app);
  idx.addThread("<sent-1@job-application-helper>", 2, "Bewerbung als Backend Developer");
  return idx;
}

const mail = (m: Partial<MailWithText> & { from: string; subject: string }): MailWithText => ({
  name: "",
  text: "",
  threadIds: [],
  ...m,
});

describe("matching replies as employers send them", () => {
  it("matches an ATS receipt by the company in its display name and the job in its subject", () => {
    const receipt = mail({
      from: "no-reply@personio.de",
      name: "Acme Software GmbH",
      subject: "Vielen Dank für Ihre Bewerbung als Backend Developer (m/w/d)",
      text: "Hallo Anna,\n\nvielen Dank für Ihre Bewerbung! Wir haben Ihre Unterlagen erhalten und melden uns in Kürze.\n\nIhr Acme Recruiting Team",
    });
    expect(index().byHeaders(receipt)).toEqual({ kind: "read" });
    expect(index().byText(receipt)).toEqual({ kind: "matched", match: { applicationId: 2, by: "name" } });
  });

  it("matches a Greenhouse mail by the tenant of the link in its HTML body", () => {
    const reply = mail({
      from: "no-reply@us.greenhouse-mail.io",
      name: "Recruiting Team",
      subject: "Thank you for applying!",
      text: "Hi Anna, thanks for your interest in the Senior Frontend Engineer role. Our team will review your application.",
      html: '<p>Hi Anna,</p><p>Track your application <a href="https://boards.greenhouse.io/epsilonlabs/jobs/4012345">here</a>.</p>',
    });
    expect(index().byText(reply)).toEqual({ kind: "matched", match: { applicationId: 5, by: "name" } });
  });

  it("never gives a d.vinci mail to another application whose job link sits on d.vinci too", () => {
    const invitation = mail({
      from: "noreply@dvinci-hr.com",
      name: "Beta Werke Recruiting",
      subject: "Einladung zum Kennenlernen – Data Analyst",
      text: "Sehr geehrte Frau Muster,\n\ngerne möchten wir Sie persönlich kennenlernen.",
    });
    expect(index().byText(invitation)).toEqual({ kind: "matched", match: { applicationId: 3, by: "name" } });
    const anonymous = mail({
      from: "noreply@dvinci-hr.com",
      subject: "Ihr Bewerberkonto",
      text: "Bitte bestätigen Sie Ihre E-Mail-Adresse.",
    });
    expect(index().byText(anonymous)).toEqual({ kind: "skip" });
  });

  it("tells two applications at one bank apart by the job named, and asks when none is", () => {
    const named = mail({
      from: "s.kraus@deltabank.de",
      name: "Sabine Kraus",
      subject: "Ihre Bewerbung",
      text: "Sehr geehrte Frau Muster,\nvielen Dank für Ihr Interesse an der Position IT Auditor. Leider ...",
    });
    expect(index().byHeaders(named)).toEqual({ kind: "read" });
    expect(index().byText(named)).toEqual({ kind: "matched", match: { applicationId: 7, by: "domain" } });
    const bySubject = mail({ from: "karriere@deltabank.de", subject: "AW: Bewerbung als Risk Analyst" });
    expect(index().byHeaders(bySubject)).toEqual({
      kind: "matched",
      match: { applicationId: 6, by: "address" },
    });
    const unnamed = mail({
      from: "t.berger@deltabank.de",
      subject: "Rückfrage zu Ihrer Bewerbung",
      text: "Könnten Sie uns Ihre Zeugnisse schicken?",
    });
    expect(index().byText(unnamed)).toEqual({ kind: "ask", candidates: [7, 6] });
  });

  it("tells 'Senior Data Analyst' from 'Data Analyst' at one company, and reads a reference number", () => {
    const idx = new ApplicationIndex();
    idx.add({
      id: 21,
      hireing_company: "Omega Retail GmbH",
      job_title: "Senior Data Analyst (m/w/d)",
      link: "https://jobs.smartrecruiters.com/OmegaRetail/744000012345-senior-data-analyst",
      mail_address: "",
    });
    idx.add({
      id: 20,
      hireing_company: "Omega Retail GmbH",
      job_title: "Data Analyst (m/w/d)",
      link: "https://jobs.smartrecruiters.com/OmegaRetail/744000012399-data-analyst",
      mail_address: "",
    });
    const senior = mail({
      from: "noreply@smartrecruiters.com",
      name: "Omega Retail",
      subject: "Your application for Senior Data Analyst (m/w/d)",
      text: "Dear Anna, thank you for applying. We will review your application shortly.",
    });
    expect(idx.byText(senior)).toEqual({ kind: "matched", match: { applicationId: 21, by: "name" } });
    const byReference = mail({
      from: "noreply@smartrecruiters.com",
      name: "Omega Retail",
      subject: "Update on your application",
      text: "Dear Anna, regarding job 744000012399 (Data Analyst): we would like to invite you to a video call.",
    });
    expect(idx.byText(byReference)).toEqual({ kind: "matched", match: { applicationId: 20, by: "name" } });
    const neither = mail({
      from: "noreply@smartrecruiters.com",
      name: "Omega Retail",
      subject: "Update on your application",
      text: "Dear Anna, unfortunately we have decided to move forward with other candidates.",
    });
    expect(idx.byText(neither)).toEqual({ kind: "ask", candidates: [21, 20] });
  });

  it("matches a group's recruiter on another domain by the company in the signature and the job", () => {
    const reply = mail({
      from: "lena.hoffmann@mueller-gruppe.com",
      name: "Lena Hoffmann",
      subject: "Ihre Bewerbung als Controller",
      text: "Guten Tag Frau Muster,\n\nich betreue die Besetzung für unsere Tochter.\n\nBeste Grüße\nLena Hoffmann\nTalent Acquisition\nMüller Holding GmbH & Co. KG",
    });
    expect(index().byText(reply)).toEqual({ kind: "matched", match: { applicationId: 8, by: "name" } });
    // The company alone, from a domain nobody knows: asked, not guessed.
    const companyOnly = mail({
      from: "info@mueller-gruppe.com",
      subject: "Kurze Frage",
      text: "Grüße aus der Müller Holding",
    });
    expect(index().byText(companyOnly)).toEqual({ kind: "ask", candidates: [8] });
  });

  it("reads and keeps mail that names a tracked company whatever its subject words", () => {
    const lever = mail({
      from: "no-reply@hire.lever.co",
      name: "Zeta Mobility",
      subject: "Thank you for applying to Zeta Mobility",
      text: "Hi Anna, thanks for applying for the Product Owner role!",
    });
    expect(index().byText(lever)).toEqual({ kind: "matched", match: { applicationId: 9, by: "name" } });
    expect(
      index().byHeaders(mail({ from: "shop@example-shop.de", subject: "Ihre Bestellung ist unterwegs" })),
    ).toEqual({ kind: "skip" });
    expect(
      index().byHeaders(mail({ from: "anna@example.net", subject: "Einladung zum Geburtstag" })),
    ).toEqual({
      kind: "read",
    });
    expect(index().byText(mail({ from: "anna@example.net", subject: "Einladung zum Geburtstag" }))).toEqual({
      kind: "skip",
    });
  });

  it("matches bulk mail from an ATS only by company and job together, never by the company alone", () => {
    const alert = mail({
      from: "jobs@personio.de",
      name: "Acme Software GmbH",
      subject: "Neue Stellen bei Acme Software",
      text: "Entdecken Sie unsere offenen Stellen.",
      strict: true,
    });
    expect(index().byText(alert)).toEqual({ kind: "skip" });
    expect(index().byText({ ...alert, strict: false })).toEqual({
      kind: "matched",
      match: { applicationId: 2, by: "name" },
    });
    const receipt = { ...alert, subject: "Ihre Bewerbung als Backend Developer (m/w/d)" };
    expect(index().byText(receipt)).toEqual({ kind: "matched", match: { applicationId: 2, by: "name" } });
  });

  it("still matches a reply in our thread first, whatever it names", () => {
    const reply = mail({
      from: "noreply@ats-mailer.example",
      subject: "Re: Bewerbung",
      threadIds: ["<sent-1@job-application-helper>"],
      text: "Beta Werke Data Analyst",
    });
    expect(index().byText(reply)).toEqual({ kind: "matched", match: { applicationId: 2, by: "thread" } });
  });
});
