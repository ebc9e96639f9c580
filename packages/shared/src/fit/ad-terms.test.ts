import { describe, expect, it } from "vitest";
import { readAdTerms } from "./ad-terms.ts";
import { calculateFit } from "./score.ts";
import type { FitJob, FitProfile, FitReason } from "./types.ts";

// Issue 40: qualifications, contract conditions and restrictions in German and English ads.
const nurse: FitProfile = {
  title: "Pflegefachkraft",
  skills: [
    { name: "Grundpflege", category: "Pflege", percentage: 100 },
    { name: "Behandlungspflege", category: "Pflege", percentage: 100 },
    { name: "Wundversorgung", category: "Pflege", percentage: 75 },
  ],
  workexperiences: [{ position_name: "Pflegefachkraft Innere Medizin", start: "2015-04-01", current: true }],
  educations: [{ name: "Ausbildung Gesundheits- und Krankenpflegerin", subject_area: "Pflege" }],
  languages: [{ name: "Deutsch", level: 100 }],
  city: "Hamburg",
  postcode: "22767",
};
const developer: FitProfile = {
  title: "Software Engineer",
  skills: [{ name: "Java", category: "IT", percentage: 100 }],
  workexperiences: [{ position_name: "Software Engineer", start: "2016-01-01", current: true }],
  educations: [{ name: "B.Sc. Computer Science", subject_area: "Computer Science" }],
  languages: [{ name: "English", level: 100 }],
  city: "Berlin",
};
const TODAY = new Date("2026-11-26");
const fit = (p: FitProfile, job: FitJob) => calculateFit(p, job, TODAY);
const ofType = <T extends FitReason["type"]>(reasons: FitReason[], type: T) =>
  reasons.filter((r): r is Extract<FitReason, { type: T }> => r.type === type);
const kinds = (text: string) => {
  const t = readAdTerms("Mitarbeiter (m/w/d)", text);
  return {
    qualifications: t.qualifications.map((q) => q.kind),
    conditions: t.conditions.map((c) => c.kind),
    restrictions: t.restrictions.map((r) => r.kind),
  };
};
const modeOf = (description: string, title = "Sachbearbeiter (m/w/d)") =>
  ofType(fit(nurse, { title, description, location: "Hamburg" }).reasons, "location")[0]!.job_mode;

const hamburgAd: FitJob = {
  title: "Pflegefachkraft (m/w/d)",
  location: "20095 Hamburg",
  description: `Für unsere Station der Inneren Medizin suchen wir eine Pflegefachkraft.
Ihre Aufgaben:
- Grundpflege und Behandlungspflege unserer Patientinnen und Patienten
- Wundversorgung und Pflegedokumentation
Ihr Profil:
- Abgeschlossene Ausbildung als Pflegefachkraft oder Gesundheits- und Krankenpfleger/in
Wir bieten:
- einen unbefristeten Vertrag in Vollzeit, Vergütung nach TVöD-K und 30 Tage Urlaub
- Homeoffice ist nicht möglich, da die Arbeit am Patienten stattfindet.`,
};
const elsewhere = (location: string): FitJob => ({
  title: "Pflegefachkraft (m/w/d)",
  location,
  description:
    "Wir suchen eine Pflegefachkraft für unsere Station. Grundpflege, Behandlungspflege und Wundversorgung.",
});

describe("the nurse in Hamburg (issue 40)", () => {
  it("scores the Hamburg ad above 85 % and above the same job in Berlin and München", () => {
    const hamburg = fit(nurse, hamburgAd);
    expect(hamburg.score).toBeGreaterThan(85);
    for (const place of ["10115 Berlin", "80331 München"]) {
      expect(hamburg.score, place).toBeGreaterThan(fit(nurse, elsewhere(place)).score);
    }
    // The same title near home ranks first also when the text is the same.
    expect(fit(nurse, elsewhere("Hamburg-Altona")).score).toBeGreaterThan(
      fit(nurse, elsewhere("10115 Berlin")).score,
    );
  });

  it("reads the completed training as a requirement met, not as an apprenticeship", () => {
    const { reasons } = fit(nurse, hamburgAd);
    expect(ofType(reasons, "seniority")).toEqual([]);
    expect(ofType(reasons, "qualification")).toEqual([
      expect.objectContaining({
        kind: "vocational",
        met: true,
        subject: expect.stringContaining("Pflegefachkraft"),
      }),
    ]);
  });

  it("reads the permanent contract as a condition, not the missing skill Contract Law", () => {
    const { reasons } = fit(nurse, hamburgAd);
    expect(ofType(reasons, "skill_missing").map((r) => r.skill)).not.toContain("Contract Law");
    expect(ofType(reasons, "condition").map((r) => r.kind)).toEqual(
      expect.arrayContaining(["permanent", "full_time", "collective_pay", "holidays"]),
    );
  });

  it("reads 'Homeoffice ist nicht möglich' as on site, with its own reason", () => {
    const { reasons } = fit(nurse, hamburgAd);
    expect(ofType(reasons, "location")[0]!.job_mode).toBe("onsite");
    expect(ofType(reasons, "restriction")).toEqual([
      expect.objectContaining({
        kind: "no_remote",
        where: expect.objectContaining({ text: "Homeoffice ist nicht möglich" }),
      }),
    ]);
  });
});

describe("qualifications", () => {
  it.each([
    ["Abgeschlossene Ausbildung als Elektroniker (m/w/d)", "vocational"],
    ["Erfolgreich abgeschlossene kaufmännische Berufsausbildung", "vocational"],
    ["Abgeschlossenes Studium der Informatik oder vergleichbar", "degree"],
    ["Meister oder Techniker im Elektrohandwerk", "master_craftsman"],
    ["Staatlich anerkannte Erzieherin oder Erzieher", "state_recognition"],
    ["Deutsche Approbation als Ärztin oder Arzt", "licence_to_practise"],
    ["Completed apprenticeship as an electrician", "vocational"],
    ["A degree in Computer Science or a related field", "degree"],
  ])("finds %s", (text, kind) => {
    expect(kinds(text).qualifications).toEqual([kind]);
  });

  it("never reads a finished training or apprenticeship as an entry-level post", () => {
    for (const description of [
      "Ihr Profil: abgeschlossene Ausbildung zum Industriemechaniker und mehrere Jahre Erfahrung.",
      "You bring a completed apprenticeship as a mechatronics technician.",
    ]) {
      const reasons = fit(nurse, { title: "Mechaniker (m/w/d)", description }).reasons;
      expect(ofType(reasons, "seniority").map((r) => r.level)).not.toContain("apprentice");
    }
    // "Ausbildung zum …" without "abgeschlossen" is still an apprenticeship offered.
    const apprenticeship = fit(nurse, {
      title: "Mechaniker (m/w/d)",
      description: "Wir bieten eine Ausbildung zum Industriemechaniker ab August.",
    });
    expect(ofType(apprenticeship.reasons, "seniority")[0]?.level).toBe("apprentice");
  });

  it("is met by the profile's titles and education, or named as not shown", () => {
    const asked = (description: string) =>
      ofType(fit(developer, { title: "Software Engineer", description }).reasons, "qualification")[0]!;
    expect(asked("A degree in Computer Science or a related field.")).toMatchObject({
      met: true,
      profile_entry: "B.Sc. Computer Science, Computer Science",
    });
    expect(asked("Abgeschlossene Ausbildung als Pflegefachkraft.")).toMatchObject({
      met: false,
      profile_entry: null,
    });
    expect(asked("Approbation als Ärztin oder Arzt.")).toMatchObject({ met: false });
  });
});

describe("conditions are never skills", () => {
  it.each([
    ["Wir bieten einen unbefristeten Arbeitsvertrag.", "permanent"],
    ["Die Stelle ist zunächst auf zwei Jahre befristet.", "fixed_term"],
    ["Arbeit im Schichtdienst", "shifts"],
    ["Vergütung nach TV-L", "collective_pay"],
    ["permanent contract, 28 days holiday", "permanent"],
    ["This is a fixed-term role.", "fixed_term"],
    ["Part-time possible", "part_time"],
  ])("reads %s as the condition %s", (description, kind) => {
    expect(kinds(description).conditions).toContain(kind);
    const missing = ofType(
      fit(nurse, { title: "Mitarbeiter (m/w/d)", description }).reasons,
      "skill_missing",
    );
    expect(missing.map((r) => r.skill)).toEqual([]);
  });
});

describe("restrictions flip what they name", () => {
  it.each([
    "Homeoffice ist nicht möglich.",
    "Homeoffice ist leider nicht möglich, da die Arbeit vor Ort stattfindet.",
    "Kein Remote, wir arbeiten gemeinsam im Büro.",
    "Keine Remote-Arbeit möglich.",
    "There is no remote option for this role.",
    "Remote work is not possible for this position.",
  ])("%s is on site", (description) => {
    expect(modeOf(description)).toBe("onsite");
    expect(kinds(description).restrictions).toContain("no_remote");
  });

  it("keeps a remote offer that is not negated", () => {
    expect(modeOf("Homeoffice möglich.")).toBe("hybrid");
    expect(modeOf("Die Stelle ist vollständig remote.")).toBe("remote");
    expect(modeOf("Aufgaben im Kundenservice", "Sachbearbeiter (m/w/d) – 100 % remote")).toBe("remote");
    expect(modeOf("This is a fully remote role.")).toBe("remote");
  });

  it("reads 'no visa sponsorship' and 'ohne Berufserfahrung' as their own reasons", () => {
    expect(kinds("Unfortunately we cannot offer visa sponsorship.").restrictions).toEqual([
      "no_visa_sponsorship",
    ]);
    expect(kinds("We do not sponsor visas.").restrictions).toEqual(["no_visa_sponsorship"]);
    expect(kinds("Auch ohne Berufserfahrung willkommen.").restrictions).toEqual(["no_experience_needed"]);
    expect(kinds("Keine Vorkenntnisse erforderlich.").restrictions).toEqual(["no_experience_needed"]);
    expect(kinds("No prior experience required.").restrictions).toEqual(["no_experience_needed"]);
    // Ruling experience out asks for none: no years are read from it.
    const reasons = fit(nurse, {
      title: "Servicekraft (m/w/d)",
      description: "Keine Berufserfahrung erforderlich, mehrjährige Berufserfahrung ist kein Muss.",
    }).reasons;
    expect(ofType(reasons, "restriction").map((r) => r.kind)).toEqual(["no_experience_needed"]);
  });
});

describe("open compound parts (issue 40)", () => {
  it("reads 'Grund- und Behandlungspflege' as Grundpflege and Behandlungspflege", () => {
    const skills = (description: string) =>
      ofType(fit(nurse, { title: "Pflegekraft (m/w/d)", description }).reasons, "skill_matched").map(
        (r) => r.skill,
      );
    expect(skills("Grund- und Behandlungspflege unserer Bewohner")).toEqual(
      expect.arrayContaining(["Basic Care", "Treatment Care"]),
    );
    expect(skills("Behandlungspflege, Grund-, Wund- oder Palliativversorgung")).toContain("Treatment Care");
  });
});

describe("words that only look like terms", () => {
  it("reads no qualification or condition into ordinary phrases", () => {
    expect(kinds("You work with a high degree of independence.")).toEqual({
      qualifications: [],
      conditions: [],
      restrictions: [],
    });
    expect(kinds("Wir melden uns innerhalb von 14 Tagen bei Ihnen.").conditions).toEqual([]);
    expect(kinds("Bürgermeister und Hausmeister kennen uns.").qualifications).toEqual([]);
  });
});
