import { describe, expect, it } from "vitest";
import { publicCvData } from "../src/public-data.ts";
import { sampleProfile } from "../src/sample.ts";

const RATES = [
  "hourly_rate_on_site",
  "hourly_rate_remote",
  "daily_rate_on_site",
  "daily_rate_remote",
] as const;

describe("publicCvData", () => {
  it("drops each private field and keeps each public one", () => {
    const all = {
      ...sampleProfile("de"),
      email_public: true,
      telefon_public: true,
      mobile_public: true,
      birthdate_public: true,
      birthname_public: true,
    };
    expect(publicCvData(all)).toMatchObject({
      email: all.email,
      telefon: all.telefon,
      mobile: all.mobile,
      birthdate: all.birthdate,
      birthname: all.birthname,
    });
    const pairs = [
      ["email", "email_public", ""],
      ["telefon", "telefon_public", ""],
      ["mobile", "mobile_public", ""],
      ["birthdate", "birthdate_public", null],
      ["birthname", "birthname_public", ""],
    ] as const;
    for (const [field, flag, empty] of pairs) {
      const out = publicCvData({ ...all, [flag]: false });
      expect(out[field], field).toBe(empty);
      for (const [other] of pairs.filter(([f]) => f !== field)) expect(out[other], other).toBe(all[other]);
    }
  });

  it("keeps a rate only when it is public and the profile is freelance", () => {
    const profile = sampleProfile("en");
    const out = publicCvData(profile);
    expect(out.hourly_rate_on_site).toBe(95);
    expect(out.hourly_rate_remote).toBe(88);
    expect(out.daily_rate_on_site).toBe(760);
    expect(out.daily_rate_remote).toBeNull();
    for (const rate of RATES) {
      const hidden = publicCvData({ ...profile, [`${rate}_public`]: false });
      expect(hidden[rate], rate).toBeNull();
    }
    const employee = publicCvData({ ...profile, freelance: false, daily_rate_remote_public: true });
    for (const rate of RATES) expect(employee[rate], rate).toBeNull();
  });

  it("does not change the profile it is given", () => {
    const profile = sampleProfile("de");
    publicCvData(profile);
    expect(profile.email).toBe("lena.privat@example.de");
    expect(profile.daily_rate_remote).toBe(704);
  });
});
