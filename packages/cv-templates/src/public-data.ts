import { emptyProfileValue, isRateField, type Profile, PUBLIC_FLAGGED_FIELDS } from "@jah/shared";

/**
 * The profile as a CV may print it: the one place that drops what the user did not mark public.
 * Every field with a `_public` switch (read off the schema) needs it on; rates also need a freelance
 * profile (an employee's CV never quotes a rate).
 */
export function publicCvData(profile: Profile): Profile {
  const out: Record<string, unknown> = { ...profile };
  for (const field of PUBLIC_FLAGGED_FIELDS) {
    const shown = profile[`${field}_public`] && (!isRateField(field) || profile.freelance);
    if (!shown) out[field] = emptyProfileValue(field);
  }
  return out as Profile;
}
