import { describe, expect, it } from "vitest";
import { calculateFit } from "./score.ts";
import { experienceYears, seniorityAsked } from "./seniority.ts";
import type { FitJob, FitProfile, FitReason } from "./types.ts";

const TODAY = new Date("2026-11-26");

describe("the career stage an ad asks for", () => {
  it.each([
    ["Junior Java-Entwickler (m/w/d)", "junior"],
    ["Junior Backend Developer (Java)", "junior"],
    ["Berufseinsteiger Vertrieb (m/w/d)", "junior"],
    ["Entry-Level Data Analyst", "junior"],
    ["Senior Frontend Engineer (m/w/d) Vue.js", "senior"],
    ["Sachbearbeiter Senior (m/w/d)", "senior"],
    ["Lead Backend Engineer", "lead"],
    ["Teamleiter Kundenservice (m/w/d)", "lead"],
    ["Head of Sales DACH (m/f/d)", "head"],
    ["Abteilungsleitung Finanzen (m/w/d)", "head"],
    ["Werkstudent Data Analytics (m/w/d)", "student"],
    ["Working Student Marketing", "student"],
    ["Praktikum Online-Marketing (m/w/d)", "intern"],
    ["Software Engineering Intern (Python)", "intern"],
    ["Ausbildung zum Fachinformatiker (m/w/d)", "apprentice"],
    ["Apprenticeship Electrical Engineering", "apprentice"],
    ["Trainee Marketing & Kommunikation (m/w/d)", "trainee"],
    ["Graduate Programme Finance", "trainee"],
    // The more specific stage wins: a student job stays one whatever else the title says.
    ["Werkstudent Senior Data Team", "student"],
  ])("%s is for %s", (title, level) => {
    expect(seniorityAsked(title, "")?.level).toBe(level);
  });

  it.each([
    "Koch (m/w/d) Seniorenheim",
    "Altenpfleger (m/w/d) Seniorenzentrum",
    "Ausbildungsleiter (m/w/d) gewerblich-technisch",
    "Lead Generation Manager (m/w/d)",
    "English Teacher – International School",
    "Medizinische Fachangestellte internistische Praxis",
  ])("%s names no stage", (title) => {
    expect(seniorityAsked(title, "")).toBeNull();
  });

  it("reads the stage from the text when the title names none", () => {
    expect(
      seniorityAsked("Kaufleute für Büromanagement", "Wir bieten eine Ausbildung zur Kauffrau …")?.level,
    ).toBe("apprentice");
    expect(seniorityAsked("Data Team", "Wir suchen dich als Werkstudent für 20 Stunden")?.level).toBe(
      "student",
    );
    // A senior colleague in the text does not make the job a senior one.
    expect(seniorityAsked("Entwickler (m/w/d)", "Sie arbeiten mit Senior-Kollegen zusammen.")).toBeNull();
  });

  it.each([
    ["Ihr Profil: mindestens 5 Jahre Berufserfahrung in der Buchhaltung", 5],
    ["You bring 3+ years of experience with React", 3],
    ["2–4 Jahre Erfahrung im Vertrieb", 2],
    ["Mehrjährige Berufserfahrung im Controlling", 3],
    ["Several years of experience in B2B sales", 3],
  ])("reads years asked: %s", (text, min) => {
    expect(seniorityAsked("Sachbearbeiter (m/w/d)", text)).toEqual({ level: null, min, max: null });
  });

  it("takes no company history for a requirement", () => {
    expect(seniorityAsked("Koch", "Seit 40 Jahren Erfahrung in der Gastronomie")).toBeNull();
  });
});

describe("years of experience from work entries", () => {
  it("counts overlapping jobs once and an open end until today", () => {
    const years = experienceYears(
      [
        { position_name: "Entwickler", start: "2016-11-26", ende: "2021-11-26" },
        { position_name: "Freelancer", start: "2020-11-26", ende: "2022-11-26" },
        { position_name: "Architekt", start: "2024-11-26", ende: null, current: true },
      ],
      TODAY,
    );
    expect(years).toBeCloseTo(8, 1);
  });

  it("counts internships, student jobs and apprenticeships half", () => {
    const years = experienceYears(
      [
        { position_name: "Werkstudentin Webentwicklung", start: "2022-11-26", ende: "2024-11-26" },
        { position_name: "Kauffrau", position_type: "Ausbildung", start: "2020-11-26", ende: "2022-11-26" },
        { position_name: "Entwicklerin", start: "2024-11-26", ende: null },
      ],
      TODAY,
    );
    expect(years).toBeCloseTo(4, 1);
  });

  it("is unknown without dated entries", () => {
    expect(experienceYears([{ position_name: "Koch" }], TODAY)).toBeNull();
    expect(experienceYears([], TODAY)).toBeNull();
  });
});

const developer = (start: string | null): FitProfile => ({
  title: "Softwareentwickler",
  skills: [
    { name: "Java", percentage: 100 },
    { name: "Spring Boot", percentage: 75 },
    { name: "PostgreSQL", percentage: 75 },
  ],
  workexperiences: [{ position_name: "Java-Entwickler", start, ende: null, current: true }],
  languages: [{ name: "Deutsch", level: 100 }],
  city: "Köln",
});
const ad = (title: string): FitJob => ({
  title,
  description: "Entwicklung mit Java, Spring Boot und PostgreSQL.",
  location: "Köln",
});
const seniorityOf = (p: FitProfile, j: FitJob) =>
  calculateFit(p, j, TODAY).reasons.find(
    (r): r is Extract<FitReason, { type: "seniority" }> => r.type === "seniority",
  );

describe("seniority in the fit", () => {
  const beginner = developer("2025-11-26");
  const expert = developer("2012-11-26");

  it("ranks a senior job below the plain one for a beginner, and says why", () => {
    const plain = calculateFit(beginner, ad("Java-Entwickler (m/w/d)"), TODAY).score;
    const senior = calculateFit(beginner, ad("Senior Java-Entwickler (m/w/d)"), TODAY).score;
    expect(senior).toBeLessThan(plain);
    expect(seniorityOf(beginner, ad("Senior Java-Entwickler (m/w/d)"))).toMatchObject({
      level: "senior",
      fit: "under",
      min_years: 4,
      profile_years: 1,
    });
  });

  it("ranks a head-of role lower still for a beginner", () => {
    const senior = calculateFit(beginner, ad("Senior Java Developer"), TODAY).score;
    const head = calculateFit(beginner, ad("Head of Java Development"), TODAY).score;
    expect(head).toBeLessThan(senior);
  });

  it("ranks junior jobs and internships lower for someone with 14 years", () => {
    const plain = calculateFit(expert, ad("Java-Entwickler (m/w/d)"), TODAY).score;
    const junior = calculateFit(expert, ad("Junior Java-Entwickler (m/w/d)"), TODAY).score;
    const student = calculateFit(expert, ad("Werkstudent Java-Entwicklung (m/w/d)"), TODAY).score;
    expect(junior).toBeLessThan(plain);
    expect(student).toBeLessThan(junior);
    expect(seniorityOf(expert, ad("Junior Java-Entwickler (m/w/d)"))?.fit).toBe("over");
  });

  it("leaves a matching stage untouched and says it fits", () => {
    const plain = calculateFit(expert, ad("Java-Entwickler (m/w/d)"), TODAY).score;
    expect(calculateFit(expert, ad("Senior Java-Entwickler (m/w/d)"), TODAY).score).toBe(plain);
    expect(seniorityOf(expert, ad("Lead Java Engineer"))?.fit).toBe("met");
  });

  it("never judges an undated profile by it", () => {
    const undated = developer(null);
    const plain = calculateFit(undated, ad("Java-Entwickler (m/w/d)"), TODAY).score;
    expect(calculateFit(undated, ad("Senior Java-Entwickler (m/w/d)"), TODAY).score).toBe(plain);
    expect(seniorityOf(undated, ad("Senior Java-Entwickler (m/w/d)"))).toMatchObject({
      fit: "unknown",
      profile_years: null,
    });
  });

  it("gives no seniority reason when the ad names no stage", () => {
    expect(seniorityOf(expert, ad("Java-Entwickler (m/w/d)"))).toBeUndefined();
  });
});

describe("soft skills", () => {
  const accountant: FitProfile = {
    title: "Buchhalterin",
    skills: [{ name: "DATEV", percentage: 100 }],
  };
  const base = "Buchhaltung mit DATEV.";
  const soft = `${base} Teamfähigkeit, Kommunikationsstärke und Zuverlässigkeit.`;

  it("are no missing skills when the profile does not list them", () => {
    const result = calculateFit(accountant, { title: "Buchhalter (m/w/d)", description: soft }, TODAY);
    const missing = result.reasons.flatMap((r) => (r.type === "skill_missing" ? [r.skill] : []));
    expect(missing).not.toEqual(expect.arrayContaining(["Teamwork"]));
    expect(missing).not.toContain("Communication Skills");
    expect(missing).not.toContain("Reliability");
    const plain = calculateFit(accountant, { title: "Buchhalter (m/w/d)", description: base }, TODAY);
    // The skills part is the same as for the ad without them (other parts read the longer text).
    expect(result.parts.skills).toBe(plain.parts.skills);
  });

  it("still count a little when the profile lists them", () => {
    const team = { ...accountant, qualifications: [{ name: "Teamfähigkeit" }] };
    const result = calculateFit(team, { title: "Buchhalter (m/w/d)", description: soft }, TODAY);
    expect(result.reasons).toContainEqual(
      expect.objectContaining({ type: "skill_matched", skill: "Teamwork" }),
    );
  });
});
