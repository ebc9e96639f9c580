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
