import type { FitReason, FitResult } from "@jah/shared";
import { screen } from "@testing-library/react";
import i18next from "i18next";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { FitReasons } from "./FitReasons.tsx";

const result = (...reasons: FitReason[]): FitResult => ({
  score: 70,
  ad_language: "de",
  parts: { skills: 1, title: 1, experience: 0.5, language: 1, location: 1 },
  reasons,
});
const seniority = (
  fit: "met" | "under" | "over" | "unknown",
  level: FitReason & { type: "seniority" } extends { level: infer L } ? L : never,
  years: number | null,
  min = 4,
): FitReason => ({ type: "seniority", level, min_years: min, max_years: null, profile_years: years, fit });

describe("fit reasons: seniority", () => {
  afterEach(async () => {
    await i18next.changeLanguage("en");
  });

  it("says in English how the ad's stage meets the profile's years", () => {
    renderWithProviders(
      <FitReasons
        fit={result(
          seniority("under", "senior", 1.2),
          seniority("over", "student", 9.6),
          seniority("met", "lead", 8),
          seniority("unknown", "head", null, 8),
          seniority("under", null, 2, 5),
        )}
      />,
    );
    const text = screen.getByTestId("fit-reasons").textContent;
    expect(text).toContain(
      "The ad is for a senior position (usually 4+ years); the profile shows 1 year of experience.",
    );
    expect(text).toContain(
      "The ad is for working students; with 10 years of experience the profile is more senior",
    );
    expect(text).toContain("The ad is for a lead position; your 8 years of experience fit.");
    expect(text).toContain("The ad is for a head-of position; the profile's work entries have no dates");
    expect(text).toContain("The ad asks for at least 5 years of experience; the profile shows 2 years.");
  });

  it("says it in German", async () => {
    await i18next.changeLanguage("de");
    renderWithProviders(
      <FitReasons fit={result(seniority("under", "senior", 1), seniority("over", "apprentice", 6, 0))} />,
    );
    const text = screen.getByTestId("fit-reasons").textContent;
    expect(text).toContain(
      "Die Anzeige richtet sich an erfahrene Fachkräfte (Senior) (meist ab 4 Jahren); das Profil zeigt 1 Jahr Berufserfahrung.",
    );
    expect(text).toContain(
      "Die Anzeige richtet sich an Auszubildende; mit 6 Jahren Berufserfahrung ist das Profil erfahrener",
    );
  });
});

describe("fit reasons: languages", () => {
  afterEach(async () => {
    await i18next.changeLanguage("en");
  });

  const language = (code: string, met: boolean): FitReason => ({
    type: "language",
    language: code,
    required_level: 75,
    profile_level: met ? 100 : 25,
    met,
    optional: false,
    implied: false,
    where: null,
  });

  it("names the language in the interface's language, not by its code (issue 43)", async () => {
    const { unmount } = renderWithProviders(
      <FitReasons fit={result(language("de", true), language("fr", false))} />,
    );
    let text = screen.getByTestId("fit-reasons").textContent ?? "";
    expect(text).toContain("German: the required level is met.");
    expect(text).toContain("French: the ad asks for more");
    expect(text).not.toMatch(/\bde: /);
    unmount();
    await i18next.changeLanguage("de");
    renderWithProviders(<FitReasons fit={result(language("de", true))} />);
    text = screen.getByTestId("fit-reasons").textContent ?? "";
    expect(text).toContain("Deutsch: Das verlangte Niveau ist erfüllt.");
  });
});

describe("fit reasons: qualifications, conditions and restrictions (issue 40)", () => {
  afterEach(async () => {
    await i18next.changeLanguage("en");
  });

  const spot = (text: string) => ({
    field: "description" as const,
    start: 0,
    end: text.length,
    text,
    snippet: text,
  });
  const reasons: FitReason[] = [
    {
      type: "qualification",
      kind: "vocational",
      subject: "Pflegefachkraft",
      met: true,
      profile_entry: "Pflegefachkraft",
      where: spot("Abgeschlossene Ausbildung als Pflegefachkraft"),
    },
    {
      type: "qualification",
      kind: "licence_to_practise",
      subject: null,
      met: false,
      profile_entry: null,
      where: spot("Approbation"),
    },
    { type: "condition", kind: "permanent", where: spot("unbefristeter Vertrag") },
    { type: "condition", kind: "collective_pay", where: spot("TVöD") },
    { type: "restriction", kind: "no_remote", where: spot("Homeoffice ist nicht möglich") },
  ];

  it("explains each in English", () => {
    renderWithProviders(<FitReasons fit={result(...reasons)} />);
    const text = screen.getByTestId("fit-reasons").textContent ?? "";
    expect(text).toContain(
      "The ad requires a completed vocational training (Pflegefachkraft); your profile shows it: “Pflegefachkraft”.",
    );
    expect(text).toContain(
      "The ad requires a licence to practise (Approbation); the profile does not show it.",
    );
    expect(text).toContain("The ad offers a permanent contract.");
    expect(text).toContain("Pay follows a collective pay scale (“TVöD”).");
    expect(text).toContain("The ad rules out remote work; the job is on site.");
  });

  it("explains each in German", async () => {
    await i18next.changeLanguage("de");
    renderWithProviders(<FitReasons fit={result(...reasons)} />);
    const text = screen.getByTestId("fit-reasons").textContent ?? "";
    expect(text).toContain(
      "Die Anzeige verlangt eine abgeschlossene Ausbildung (Pflegefachkraft); Ihr Profil belegt das: „Pflegefachkraft“.",
    );
    expect(text).toContain("Die Anzeige verlangt eine Approbation; im Profil findet sich dazu nichts.");
    expect(text).toContain("Die Anzeige bietet einen unbefristeten Vertrag.");
    expect(text).toContain("Die Anzeige schließt Homeoffice aus; die Stelle ist vor Ort.");
  });
});
