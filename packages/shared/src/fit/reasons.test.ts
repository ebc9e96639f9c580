import { describe, expect, it } from "vitest";
import { devAdDe, developer, javaAdDe } from "./fit-fixtures.ts";
import { calculateFit } from "./score.ts";
import type { FitJob, FitProfile, FitReason } from "./types.ts";

function reasonsOf<T extends FitReason["type"]>(p: FitProfile, j: FitJob, type: T) {
  return calculateFit(p, j).reasons.filter((r): r is Extract<FitReason, { type: T }> => r.type === type);
}
const matched = (p: FitProfile, j: FitJob) => reasonsOf(p, j, "skill_matched").map((r) => r.skill);
const missing = (p: FitProfile, j: FitJob) => reasonsOf(p, j, "skill_missing").map((r) => r.skill);
const withSkills = (...names: string[]): FitProfile => ({
  skills: names.map((name) => ({ name, category: "x", percentage: 75 })),
});
const ad = (description: string, title = "Mitarbeiter (m/w/d)"): FitJob => ({ title, description });

describe("skill reasons", () => {
  it("names matched skills with where the ad mentions them", () => {
    const r = reasonsOf(developer, devAdDe, "skill_matched").find((x) => x.skill === "PostgreSQL")!;
    expect(r.profile_skill).toBe("Postgres");
    expect(r.where.field).toBe("description");
    expect(devAdDe.description!.slice(r.where.start, r.where.end)).toBe("PostgreSQL");
    expect(r.where.snippet).toContain("PostgreSQL, Docker");
  });

  it("lists what the ad asks for that the profile lacks", () => {
    expect(missing(developer, devAdDe)).toEqual(expect.arrayContaining(["Kubernetes", "GitLab CI"]));
    expect(missing(developer, devAdDe)).not.toContain("React");
    expect(missing(developer, javaAdDe)).toEqual(expect.arrayContaining(["Java", "Spring", "Maven"]));
  });

  it.each([
    ["JS", "Erfahrung mit JavaScript", "JavaScript"],
    ["JavaScript", "Experience with JS and HTML", "JavaScript"],
    ["k8s", "Betrieb auf Kubernetes", "Kubernetes"],
    ["MS Office", "Sicherer Umgang mit Microsoft Office", "Microsoft Office"],
    ["Microsoft Office", "MS-Office-Kenntnisse", "Microsoft Office"],
    ["TS", "You write TypeScript", "TypeScript"],
    ["Postgres", "Datenbank: PostgreSQL", "PostgreSQL"],
    ["Golang", "We build services in Go.", "Go"],
    ["C#", "Entwicklung mit C# und .NET", "C#"],
  ])("treats %s in the profile as the ad's %s", (skill, text, expected) => {
    expect(matched(withSkills(skill), ad(text))).toContain(expected);
  });

  it.each([
    ["Projektmanagement", "Experience in project management"],
    ["Project Management", "Erfahrung im Projektmanagement"],
    ["Softwareentwicklung", "Several years of software development"],
    ["Software Development", "Erfahrung in der Softwareentwicklung"],
    ["Datenbankentwicklung", "Datenbank-Entwicklung"],
  ])("matches the compound %s with %s", (skill, text) => {
    expect(reasonsOf(withSkills(skill), ad(text), "skill_matched")).toHaveLength(1);
  });

  it("does not take the ordinary words go, R&D or office for skills", () => {
    expect(missing({}, ad("Let's go! Our R&D office in Berlin is waiting for you."))).toEqual([]);
  });

  it("credits skills shown by the work history and implied by a broader one", () => {
    const p: FitProfile = {
      skills: [{ name: "MS Office", category: "Office", percentage: 75 }],
      workexperiences: [
        { position_name: "Sachbearbeiterin", job_tasks: [{ description: "Pflege der Kundendaten in SAP" }] },
      ],
    };
    const r = reasonsOf(p, ad("Sehr gute Excel- und SAP-Kenntnisse"), "skill_matched");
    expect(r.map((x) => [x.skill, x.source])).toEqual(
      expect.arrayContaining([
        ["Microsoft Excel", "skills"],
        ["SAP", "work_history"],
      ]),
    );
  });

  it("matches a profile skill the dictionary does not know by its own words", () => {
    const p = withSkills("Expertenstandard Dekubitusprophylaxe");
    expect(matched(p, ad("Sie arbeiten nach dem Expertenstandard Dekubitusprophylaxe."))).toEqual([
      "Expertenstandard Dekubitusprophylaxe",
    ]);
    expect(matched(p, ad("Sie arbeiten nach dem Expertenstandard Sturzprophylaxe."))).toEqual([]);
  });
});

describe("title reasons", () => {
  const profile: FitProfile = { title: "Softwareentwickler" };
  it.each([
    "Softwareentwickler (m/w/d)",
    "Softwareentwickler/in",
    "Softwareentwickler:in",
    "SoftwareentwicklerIn",
    "Softwareentwickler*in (w/m/d)",
    "Softwareentwicklerin (all genders)",
    "Software Developer (f/m/x)",
    "Senior Software-Entwickler (gn)",
  ])("sees %s as the profile's title", (title) => {
    const [r] = reasonsOf(profile, { title }, "title");
    expect(r!.similarity).toBeGreaterThanOrEqual(0.9);
    expect(r!.profile_title).toBe("Softwareentwickler");
  });

  it.each([
    ["Projektmanagerin", "Project Manager (m/f/d)"],
    ["Vertriebsmitarbeiter", "Sales Representative (all genders)"],
    ["Lagerist", "Fachkraft für Lagerlogistik (m/w/d)"],
    ["Koch", "Jungkoch / Jungköchin (m/w/d)"],
    ["Datenwissenschaftlerin", "Data Scientist (w/m/d)"],
    ["Pflegefachfrau", "Pflegefachkraft (w/m/d)"],
  ])("sees the German or English %s in %s", (mine, title) => {
    expect(reasonsOf({ title: mine }, { title }, "title")[0]!.similarity).toBeGreaterThanOrEqual(0.9);
  });

  it("scores a related role lower and an unrelated one near zero", () => {
    const sim = (title: string) => reasonsOf(profile, { title }, "title")[0]!.similarity;
    expect(sim("Java-Entwickler (m/w/d)")).toBeGreaterThan(sim("Software Architect"));
    expect(sim("Software Architect")).toBeGreaterThan(sim("Pflegefachkraft (m/w/d)"));
    expect(sim("Pflegefachkraft (m/w/d)")).toBeLessThan(0.1);
  });

  it("uses the looking-for list and past positions", () => {
    const p: FitProfile = {
      title: "Koch",
      _searching: [{ name: "Kellner" }],
      workexperiences: [{ position_name: "Buchhalter" }],
    };
    expect(reasonsOf(p, { title: "Waiter (m/f/d)" }, "title")[0]).toMatchObject({
      source: "searching",
      profile_title: "Kellner",
    });
    expect(reasonsOf(p, { title: "Accountant" }, "title")[0]).toMatchObject({
      source: "position",
      profile_title: "Buchhalter",
    });
  });
});

describe("language reasons", () => {
  const speaks = (languages: { name: string; level: number }[]): FitProfile => ({ languages });
  it.each([
    ["Verhandlungssichere Englischkenntnisse", "en", 75],
    ["Fließend Deutsch in Wort und Schrift", "de", 75],
    ["Deutsch auf Muttersprachniveau oder als Muttersprache", "de", 100],
    ["Grundkenntnisse in Französisch", "fr", 25],
    ["Business fluent German", "de", 75],
    ["Good English skills (B2)", "en", 50],
    ["Englisch C1", "en", 75],
  ])("reads '%s' as %s at %i", (text, language, level) => {
    const rs = reasonsOf(speaks([]), ad(text), "language");
    expect(rs.find((r) => r.language === language && !r.implied)).toMatchObject({ required_level: level });
  });

  it("says whether the profile meets the requirement", () => {
    const job = ad("We need fluent English and basic German.", "Support Engineer");
    const weak = reasonsOf(
      speaks([
        { name: "Englisch", level: 50 },
        { name: "Deutsch", level: 100 },
      ]),
      job,
      "language",
    );
    expect(weak.find((r) => r.language === "en")).toMatchObject({
      met: false,
      profile_level: 50,
      required_level: 75,
    });
    expect(weak.find((r) => r.language === "de")).toMatchObject({ met: true });
    const strong = speaks([{ name: "English", level: 100 }]);
    expect(calculateFit(strong, job).score).toBeGreaterThan(
      calculateFit(speaks([{ name: "English", level: 50 }]), job).score,
    );
  });

  it("expects the ad's own language when it names none, and marks optional ones", () => {
    const rs = reasonsOf(
      speaks([{ name: "Deutsch", level: 100 }]),
      ad("Wir suchen dich für unser Team. Spanisch ist von Vorteil."),
      "language",
    );
    expect(rs.find((r) => r.language === "de")).toMatchObject({ implied: true, met: true });
    expect(rs.find((r) => r.language === "es")).toMatchObject({ optional: true, met: false });
  });

  it("detects the ad's language", () => {
    expect(
      calculateFit({}, ad("Wir suchen eine engagierte Person für unser Team und bieten dir viel."))
        .ad_language,
    ).toBe("de");
    expect(
      calculateFit({}, ad("We are looking for a person who will join our team and you will love it."))
        .ad_language,
    ).toBe("en");
  });
});

describe("location reasons", () => {
  const job = (location: string, description: string): FitJob => ({
    title: "Buchhalter",
    location,
    description,
  });
  const place = (p: FitProfile, j: FitJob) => reasonsOf(p, j, "location")[0]!;

  it("lowers the score for a remote-only profile and an on-site job", () => {
    const remoteOnly: FitProfile = { title: "Buchhalter", city: "Köln", remote_only: true };
    const onsite = job("Köln", "Arbeit vor Ort in unserem Büro.");
    const remote = job("Remote", "Die Stelle ist 100% remote.");
    expect(place(remoteOnly, onsite)).toMatchObject({
      fit: "remote_only_mismatch",
      met: false,
      job_mode: "onsite",
    });
    expect(place(remoteOnly, remote)).toMatchObject({ fit: "remote", met: true });
    expect(calculateFit(remoteOnly, remote).score).toBeGreaterThan(
      calculateFit(remoteOnly, onsite).score + 10,
    );
  });

  it("prefers the profile's city, then its region, over another place", () => {
    const p: FitProfile = { title: "Buchhalter", city: "Hamburg", postcode: "20095" };
    expect(place(p, job("Hamburg-Altona", ""))).toMatchObject({ fit: "same_place", met: true });
    expect(place(p, job("20457", ""))).toMatchObject({ fit: "same_region" });
    expect(place(p, job("München", ""))).toMatchObject({ fit: "other_place", met: false });
    expect(place({ city: "München" }, job("Munich, Bavaria", ""))).toMatchObject({ fit: "same_place" });
    expect(place({ city: "Köln" }, job("Cologne", ""))).toMatchObject({ fit: "same_place" });
    expect(place({ ...p, einsatz_orte: "bundesweit" }, job("München", ""))).toMatchObject({
      fit: "nationwide",
    });
    expect(place(p, job("München", "Hybrid: 3 Tage Homeoffice")).job_mode).toBe("hybrid");
  });

  it("tells a freelancer when the ad is for employees only", () => {
    const freelancer: FitProfile = { title: "Buchhalter", freelance: true };
    const permanent = job("", "Unbefristete Festanstellung in Vollzeit.");
    expect(reasonsOf(freelancer, permanent, "employment")[0]).toMatchObject({ ad: "permanent", met: false });
    expect(reasonsOf({ ...freelancer, freelance: false }, permanent, "employment")[0]).toMatchObject({
      met: true,
    });
    expect(calculateFit({ ...freelancer, freelance: false }, permanent).score).toBeGreaterThan(
      calculateFit(freelancer, permanent).score,
    );
  });
});
