import { isRateField, type ProfileFields, PUBLIC_FLAGGED_FIELDS, type PublicFlaggedField } from "@jah/shared";

/** The personal fields with a "show on CV" switch (every `_public` pair but the rates). */
const PERSONAL_FLAGGED = PUBLIC_FLAGGED_FIELDS.filter((field) => !isRateField(field));
type PersonalFlag = `${PublicFlaggedField}_public`;

/**
 * The "show on CV" flags of the contact values the document printed (issue 28): the user's CV
 * printed them, so the CV we print does too. A value the import did not read keeps the private default.
 */
export function shownContact(values: Partial<Record<PublicFlaggedField, ProfileFields[PublicFlaggedField]>>) {
  const read = (value: unknown) => String(value ?? "").trim() !== "";
  return Object.fromEntries(
    PERSONAL_FLAGGED.map((field) => [`${field}_public`, read(values[field])]),
  ) as Partial<Record<PersonalFlag, boolean>>;
}
