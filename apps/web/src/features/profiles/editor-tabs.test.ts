import { profileEditSchema } from "@jah/shared";
import { describe, expect, it } from "vitest";
import { HIDDEN_FIELDS, TAB_FIELDS, TABS, tabOfField } from "./editor-tabs.ts";

const LISTS_SAVED_ON_THEIR_OWN = ["skills", "educations", "workexperiences", "socialmedias"];

describe("the editor's tabs", () => {
  it("place every field of the profile in exactly one tab, or name it hidden", () => {
    const declared = [...TABS.flatMap((tab) => TAB_FIELDS[tab]), ...HIDDEN_FIELDS] as string[];
    const fields = Object.keys(profileEditSchema.shape).filter((key) => key !== "id" && key !== "picture");
    expect(declared.filter((field, i) => declared.indexOf(field) !== i)).toEqual([]);
    expect([...declared].sort()).toEqual([...fields, ...LISTS_SAVED_ON_THEIR_OWN].sort());
  });

  it("open the tab of a field's error, for list entries too", () => {
    expect(tabOfField("birthname")).toBe("personal");
    expect(tabOfField("languages.2.name")).toBe("personal");
    expect(tabOfField("daily_rate_remote_public")).toBe("rates");
    expect(tabOfField("website")).toBe("address");
    expect(tabOfField("cv_template")).toBe("settings");
  });
});
