// Values of a profile that the CV renderer needs, without zod: a PDF worker imports this module (through
// "@jah/shared/profile-values"), not the package's index, whose schemas would load zod's 95 modules into
// every worker start.

/** The five CV templates, in the order the settings tab offers them. */
export const CV_TEMPLATES = ["full", "elegant", "dark", "simple_1", "color_header"] as const;
export type CvTemplate = (typeof CV_TEMPLATES)[number];
export const DEFAULT_CV_TEMPLATE: CvTemplate = "full";

/** Sites with their own icon; any other link gets the generic one (spec section 3). */
export const SOCIAL_SITES = [
  "instagram",
  "skype",
  "facebook",
  "pinterest",
  "linkedin",
  "xing",
  "yahoo",
  "twitter",
  "wordpress",
] as const;
export type SocialSite = (typeof SOCIAL_SITES)[number] | "generic";

/** Which icon a social-media link gets, chosen by the site in its URL. */
export function socialSite(url: string): SocialSite {
  const lower = url.toLowerCase();
  let host = lower;
  try {
    host = new URL(lower).hostname;
  } catch {
    // Not a full URL ("linkedin.com/in/x"): look at the text as it is.
  }
  return SOCIAL_SITES.find((site) => host.includes(site)) ?? "generic";
}
