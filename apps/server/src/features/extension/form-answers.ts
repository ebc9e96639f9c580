import type { FormAnswers, Profile } from "@jah/shared";
import type { Db } from "../../db/database.ts";
import { showProfile } from "../profiles/index.ts";

/** The site a social-media link belongs to, by its address first and the name the user typed second. */
function linkOf(profile: Profile, site: RegExp): string | undefined {
  const link = profile.socialmedias.find((entry) => site.test(entry.value) || site.test(entry.key_name));
  return link?.value;
}

/** The job the user holds now: one marked current or without an end, the latest start first. */
function currentJob(profile: Profile) {
  const open = profile.workexperiences.filter((work) => work.current || !work.ende);
  return [...open].sort((a, b) => b.start.localeCompare(a.start))[0];
}

/** The latest education: the one that ended last. */
function latestEducation(profile: Profile) {
  return [...profile.educations].sort((a, b) => b.ende.localeCompare(a.ende))[0];
}

/**
 * What a profile answers on an application form, by kind (issue 44). Only what the profile holds:
 * no kind the user has to decide per form (salary, work permit, gender, date of birth …) comes from
 * here, even where the profile has the data (the date of birth): those wait for answers the user
 * saves for exactly that question.
 */
export function formAnswersOf(profile: Profile): FormAnswers {
  const work = currentJob(profile);
  const education = latestEducation(profile);
  const street = profile.street.trim();
  const number = profile.housenumber.trim();
  const answers: FormAnswers = {
    firstName: profile.vorname,
    lastName: profile.name,
    fullName: `${profile.vorname} ${profile.name}`,
    email: profile.email,
    phone: profile.telefon || profile.mobile,
    mobile: profile.mobile || profile.telefon,
    streetAddress: [street, number].filter(Boolean).join(" "),
    street,
    houseNumber: number,
    postcode: profile.postcode,
    city: profile.city,
    linkedin: linkOf(profile, /linkedin/i),
    xing: linkOf(profile, /xing/i),
    github: linkOf(profile, /github/i),
    website: profile.website,
    currentCompany: work?.company,
    currentTitle: work?.position_name,
    school: education?.name,
    fieldOfStudy: education?.subject_area,
    availableFrom: profile.available_from ?? undefined,
  };
  // Only kinds with an answer: an empty string would read as "answer: nothing" to the filler.
  return Object.fromEntries(
    Object.entries(answers).filter(([, value]) => typeof value === "string" && value.trim() !== ""),
  ) as FormAnswers;
}

/** The form answers of one of the user's profiles; another user's profile is 404, as showProfile. */
export async function profileFormAnswers(db: Db, userId: string, profileId: number) {
  return { profileId, answers: formAnswersOf(await showProfile(db, userId, profileId)) };
}
