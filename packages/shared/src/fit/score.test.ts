import { describe, expect, it } from "vitest";
import * as ads from "./fit-fixtures.ts";
import { accountant, developer, nurse } from "./fit-fixtures.ts";
import { calculateFit } from "./score.ts";
import type { FitJob, FitProfile } from "./types.ts";

const score = (p: FitProfile, j: FitJob) => calculateFit(p, j).score;
describe("calculateFit ordering", () => {
  it("ranks a German developer's ads good > medium > poor, in German and English", () => {
    expect(score(developer, ads.devAdDe)).toBeGreaterThan(score(developer, ads.javaAdDe) + 15);
    expect(score(developer, ads.javaAdDe)).toBeGreaterThan(score(developer, ads.nurseAdDe) + 15);
    expect(score(developer, ads.devAdEn)).toBeGreaterThan(score(developer, ads.pythonAdEn) + 10);
    expect(score(developer, ads.pythonAdEn)).toBeGreaterThan(score(developer, ads.salesAdEn) + 10);
  });

  it("gives a strong match a high score and a different field a low one", () => {
    for (const [p, good] of [
      [developer, ads.devAdDe],
      [developer, ads.devAdEn],
      [nurse, ads.nurseAdDe],
      [accountant, ads.accountingAdDe],
      [accountant, ads.accountingAdEn],
    ] as const) {
      expect(score(p, good), good.title).toBeGreaterThanOrEqual(70);
    }
    for (const [p, poor] of [
      [developer, ads.nurseAdDe],
      [nurse, ads.devAdEn],
      [accountant, ads.warehouseAdDe],
      [nurse, ads.accountingAdEn],
    ] as const) {
      expect(score(p, poor), poor.title).toBeLessThanOrEqual(25);
    }
  });

  it("ranks each profile's own ad first among all ads", () => {
    const all = Object.values(ads).filter(
      (a): a is FitJob => typeof a === "object" && "title" in a && !("skills" in a),
    );
    const best = (p: FitProfile) => [...all].sort((a, b) => score(p, b) - score(p, a))[0];
    expect([ads.devAdDe, ads.devAdEn]).toContain(best(developer));
    expect(best(nurse)).toBe(ads.nurseAdDe);
    expect([ads.accountingAdDe, ads.accountingAdEn]).toContain(best(accountant));
  });

  it("is deterministic and bounded", () => {
    const a = calculateFit(developer, ads.devAdDe);
    expect(calculateFit(developer, ads.devAdDe)).toEqual(a);
    expect(a.score).toBeGreaterThanOrEqual(0);
    expect(a.score).toBeLessThanOrEqual(100);
    expect(calculateFit({}, { title: "" }).score).toBeGreaterThanOrEqual(0);
  });
});

describe("calculateFit monotonicity", () => {
  it("never lowers the score when a skill the ad asks for is added", () => {
    const all = Object.values(ads).filter(
      (a): a is FitJob => typeof a === "object" && "title" in a && !("skills" in a),
    );
    const extra = [
      "Kubernetes",
      "GitLab CI",
      "Java",
      "Excel",
      "Salesforce",
      "Wundversorgung",
      "Staplerschein",
      "Python",
    ];
    for (const p of [developer, nurse, accountant]) {
      for (const job of all) {
        const before = score(p, job);
        for (const name of extra) {
          for (const percentage of [25, 100]) {
            const more = { ...p, skills: [...(p.skills ?? []), { name, category: "x", percentage }] };
            expect(score(more, job), `${name} ${percentage} for ${job.title}`).toBeGreaterThanOrEqual(before);
          }
        }
      }
    }
  });
});
