import { describe, expect, it } from "vitest";
import { isIntermediary, type MergeableAd, mergeAds, placeDetail } from "./ads-merge.ts";

const base: MergeableAd & { sourceName: string } = {
  company: "Klinikum Nord gGmbH",
  location: "20249 Hamburg",
  description: "Grundpflege und Behandlungspflege.",
  remote: null,
  validThrough: "2030-01-31T00:00:00.000Z",
  sourceName: "Stellenfeed",
};

describe("one ad from several sources (issue 40)", () => {
  it("takes the richer place, whichever source came first", () => {
    const bare = { ...base, location: "Deutschland" };
    expect(mergeAds(bare, base, false).location).toBe("20249 Hamburg");
    expect(mergeAds(base, bare, false).location).toBe("20249 Hamburg");
    expect(mergeAds({ ...base, location: "" }, { ...base, location: "Hamburg" }, false).location).toBe(
      "Hamburg",
    );
    expect(placeDetail("Deutschland")).toBeLessThan(placeDetail("Hamburg"));
    expect(placeDetail("Hamburg")).toBeLessThan(placeDetail("20249 Hamburg"));
    expect(placeDetail("London, United Kingdom")).toBe(2);
    expect(placeDetail("SW1A London")).toBe(3);
  });

  it("prefers the employer's own name to an agency's or the board's", () => {
    const agency = { ...base, company: "Pflegepersonal Plus Personaldienstleistungen GmbH" };
    expect(mergeAds(agency, base, false).company).toBe("Klinikum Nord gGmbH");
    expect(mergeAds(base, agency, false).company).toBe("Klinikum Nord gGmbH");
    const board = { ...base, company: "Stellenfeed" };
    expect(mergeAds(board, { ...base, sourceName: "Karriereseite" }, false).company).toBe(
      "Klinikum Nord gGmbH",
    );
    expect(mergeAds({ ...base, company: "" }, { ...base, company: "Hansa Recruiting" }, false).company).toBe(
      "Hansa Recruiting",
    );
    expect(isIntermediary("Klinikum Nord gGmbH", "Stellenfeed")).toBe(false);
  });

  it("keeps the longer description, remote when either says so, and the later end date", () => {
    const longer = { ...base, description: `${base.description} Wir bieten 30 Tage Urlaub.`, remote: true };
    const merged = mergeAds(base, longer, false);
    expect(merged.description).toBe(longer.description);
    expect(merged.remote).toBe(true);
    expect(mergeAds(longer, { ...base, remote: false }, false).remote).toBe(true);
    expect(mergeAds({ ...base, remote: false }, base, false).remote).toBe(false);
    const later = { ...base, validThrough: "2030-03-31T00:00:00.000Z" };
    expect(mergeAds(later, base, false).validThrough).toBe(later.validThrough);
    expect(mergeAds(base, later, false).validThrough).toBe(later.validThrough);
    expect(mergeAds({ ...base, validThrough: null }, base, false).validThrough).toBe(base.validThrough);
    // The ad's own source may end it earlier.
    expect(mergeAds(later, base, true).validThrough).toBe(base.validThrough);
    // Any source may report it ended: an end already passed wins over a later one.
    const ended = { ...base, validThrough: "2020-02-01T00:00:00.000Z" };
    expect(mergeAds(later, ended, false).validThrough).toBe(ended.validThrough);
    expect(mergeAds(ended, later, false, new Date("2026-12-01T00:00:00Z")).validThrough).toBe(
      later.validThrough,
    );
  });
});
