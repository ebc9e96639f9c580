import { describe, expect, it } from "vitest";
import { normaliseAd } from "./normalise.ts";

describe("normaliseAd", () => {
  it("keeps text every database can store: NUL bytes and other controls out, lone surrogates replaced", () => {
    const ad = normaliseAd({
      sourceId: "42\u0000",
      url: "https://jobs.example/42",
      title: "Backend\u0000 Developer",
      company: "Muster\u0001 GmbH",
      location: "K\u00f6ln\uD800",
      description: "<p>Wir\u0000 suchen Sie.</p>",
      language: "de",
    });
    expect(ad).toMatchObject({
      sourceId: "42",
      title: "Backend Developer",
      company: "Muster GmbH",
      location: "Köln\uFFFD",
      description: "Wir suchen Sie.",
    });
  });
});

describe("remote from the ad's words when the source says nothing (issue 40)", () => {
  const remoteOf = (title: string, description: string, location = "Hamburg", remote?: boolean | null) =>
    normaliseAd({ sourceId: "1", url: "https://jobs.example/1", title, description, location, remote })
      ?.remote;

  it("reads remote from the title, the text or the place", () => {
    expect(remoteOf("Sachbearbeiter (m/w/d) – 100 % remote", "Aufgaben im Kundenservice")).toBe(true);
    expect(remoteOf("Java Developer", "This is a fully remote role.")).toBe(true);
    expect(remoteOf("Buchhalter (m/w/d)", "Die Stelle ist vollständig remote.")).toBe(true);
    expect(remoteOf("Buchhalter (m/w/d)", "Finanzbuchhaltung", "Remote")).toBe(true);
  });

  it("reads a negation as on site and leaves hybrid or silent ads open", () => {
    expect(remoteOf("Pflegefachkraft (m/w/d)", "Homeoffice ist nicht möglich.")).toBe(false);
    expect(remoteOf("Lagerist (m/w/d)", "Kein Remote, kein Homeoffice.")).toBe(false);
    expect(remoteOf("Buchhalter (m/w/d)", "Homeoffice möglich.")).toBeNull();
    expect(remoteOf("Buchhalter (m/w/d)", "Finanzbuchhaltung")).toBeNull();
  });

  it("keeps the source's own flag", () => {
    expect(remoteOf("Buchhalter (m/w/d)", "Homeoffice ist nicht möglich.", "Hamburg", true)).toBe(true);
  });
});
