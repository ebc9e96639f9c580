import { emptyProfileValue, isRateField, type Profile, PUBLIC_FLAGGED_FIELDS } from "@jah/shared";
import { describe, expect, it } from "vitest";
import { publicCvData } from "../src/public-data.ts";
import { sampleProfile } from "../src/sample.ts";

const RATES = PUBLIC_FLAGGED_FIELDS.filter(isRateField);

describe("publicCvData", () => {
  it("drops each private field and keeps each public one, for every switch the schema has", () => {
    const personal = PUBLIC_FLAGGED_FIELDS.filter((field) => !isRateField(field));
    // The pairs come from the schema; these are the ones a CV must never print by accident.
    expect(personal).toEqual(
      expect.arrayContaining(["email", "telefon", "mobile", "birthdate", "birthname"]),
    );
    const all = {
      ...sampleProfile("de"),
      ...Object.fromEntries(personal.map((field) => [`${field}_public`, true])),
    } as Profile;
    expect(publicCvData(all)).toMatchObject(Object.fromEntries(personal.map((field) => [field, all[field]])));
    for (const field of personal) {
      expect(all[field], `the sample fills ${field}`).toBeTruthy();
      const out = publicCvData({ ...all, [`${field}_public`]: false });
      expect(out[field], field).toBe(emptyProfileValue(field));
      for (const other of personal.filter((f) => f !== field)) expect(out[other], other).toBe(all[other]);
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
