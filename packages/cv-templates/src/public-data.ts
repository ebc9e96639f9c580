import type { Profile } from "@jah/shared";

const RATES = [
  "hourly_rate_on_site",
  "hourly_rate_remote",
  "daily_rate_on_site",
  "daily_rate_remote",
] as const;

/**
 * The profile as a CV may print it: the one place that drops what the user did not mark public.
 * Contact details and personal data need their `_public` flag; rates need their flag and a
 * freelance profile (an employee's CV never quotes a rate).
 */
export function publicCvData(profile: Profile): Profile {
  const out: Profile = { ...profile };
  if (!profile.email_public) out.email = "";
  if (!profile.telefon_public) out.telefon = "";
  if (!profile.mobile_public) out.mobile = "";
  if (!profile.birthdate_public) out.birthdate = null;
  if (!profile.birthname_public) out.birthname = "";
  for (const rate of RATES) {
    if (!profile.freelance || !profile[`${rate}_public`]) out[rate] = null;
  }
  return out;
}
