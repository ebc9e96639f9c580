import { describe, expect, it } from "vitest";
import { extensionApplicationSchema } from "./extension.ts";
import { EXTENSION_FIELD_MAX } from "./extension-api.ts";

/** A valid value of the field's kind, `length` characters long. */
function valueOfLength(field: keyof typeof EXTENSION_FIELD_MAX, length: number): string {
  if (field === "link") return `https://board.example/${"j".repeat(length - 22)}`;
  if (field !== "contact_email") return "x".repeat(length);
  // A domain's labels have at most 63 characters each.
  const domain = "b".repeat(length - "@x.test".length).replace(/(.{60})(?=.)/g, "$1.");
  return `a@${domain.slice(0, length - "a@.test".length)}.test`;
}

describe("extensionApplicationSchema", () => {
  const base = { job_title: "Engineer", link: "https://board.example/1" };

  // The extension checks its drafts with EXTENSION_FIELD_MAX and the server with this schema: the two
  // must agree, or the popup lets through what the server refuses.
  it.each(Object.entries(EXTENSION_FIELD_MAX) as [keyof typeof EXTENSION_FIELD_MAX, number][])(
    "takes %s up to %i characters and refuses one more",
    (field, max) => {
      expect(
        extensionApplicationSchema.safeParse({ ...base, [field]: valueOfLength(field, max) }).success,
      ).toBe(true);
      const over = extensionApplicationSchema.safeParse({ ...base, [field]: valueOfLength(field, max + 1) });
      expect(over.error?.issues.map((issue) => issue.path.join("."))).toEqual([field]);
    },
  );
});
