import { describe, expect, it } from "vitest";
import {
  emptyProfileValue,
  isRateField,
  PROFILE_SWITCHES,
  PUBLIC_FLAGGED_FIELDS,
  profileFieldsSchema,
} from "./profiles.ts";

describe("the profile's show-on-CV switches", () => {
  it("are read off the schema: each `_public` key with its field", () => {
    const keys = Object.keys(profileFieldsSchema.shape);
    for (const field of PUBLIC_FLAGGED_FIELDS) expect(keys, field).toContain(field);
    expect(PUBLIC_FLAGGED_FIELDS).toHaveLength(keys.filter((key) => key.endsWith("_public")).length);
    expect(PUBLIC_FLAGGED_FIELDS).toContain("birthname");
    // "public" (the profile's own switch) is no field's switch.
    expect(PUBLIC_FLAGGED_FIELDS).not.toContain("");
  });

  it("know the rates and each field's empty value", () => {
    expect(PUBLIC_FLAGGED_FIELDS.filter(isRateField)).toEqual([
      "hourly_rate_on_site",
      "hourly_rate_remote",
      "daily_rate_on_site",
      "daily_rate_remote",
    ]);
    expect(emptyProfileValue("birthname")).toBe("");
    expect(emptyProfileValue("birthdate")).toBeNull();
    expect(emptyProfileValue("daily_rate_remote")).toBeNull();
  });
});

describe("the profile's switches", () => {
  it("are its boolean fields, each _public flag among them", () => {
    for (const field of PUBLIC_FLAGGED_FIELDS) expect(PROFILE_SWITCHES).toContain(`${field}_public`);
    expect(PROFILE_SWITCHES).toEqual(expect.arrayContaining(["freelance", "available", "public", "aktive"]));
    expect(PROFILE_SWITCHES).not.toContain("vorname");
  });
});
