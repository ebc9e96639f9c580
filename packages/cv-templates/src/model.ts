import type { Language, Profile } from "@jah/shared";
import { postalAddressLine } from "@jah/shared/postal-address";
import { socialSite } from "@jah/shared/profile-values";
import {
  cvLanguage,
  dateRange,
  fullDate,
  type Labels,
  labelsFor,
  levelName,
  money,
  monthYear,
} from "./labels.ts";
import { publicCvData } from "./public-data.ts";

export type CvLine = { label: string; value: string; href?: string };
/** `level` null: none known; such an item prints its name alone, without a bar, dots or level word. */
export type CvLevel = { name: string; level: number | null; levelName: string };
export type CvJob = {
  position: string;
  positionType: string;
  company: string;
  business: string;
  start: string;
  dates: string;
  description: string;
  tasks: string[];
};
export type CvEducation = { name: string; subject: string; dates: string; description: string };

/**
 * Everything a template prints, already filtered, ordered, formatted and labelled. Templates (PDF
 * and HTML) only lay this out, so the privacy and ordering rules live here once.
 */
export type CvModel = {
  lang: Language;
  labels: Labels;
  fullName: string;
  initials: string;
  title: string;
  mantra: string;
  contact: CvLine[];
  links: CvLine[];
  rates: CvLine[];
  availability: string[];
  lookingFor: string[];
  qualifications: string[];
  skillGroups: { category: string; skills: CvLevel[] }[];
  languages: CvLevel[];
  jobs: CvJob[];
  educations: CvEducation[];
};

const byStartDesc = <T extends { start: string }>(a: T, b: T) => b.start.localeCompare(a.start);

/** The jobs in printed order: newest start first. */
export function orderedJobs(profile: Profile) {
  return [...profile.workexperiences].sort(byStartDesc);
}

export function buildCvModel(input: Profile): CvModel {
  const profile = publicCvData(input);
  const lang = cvLanguage(profile.profile_language);
  const labels = labelsFor(lang);
  const fullName = [profile.vorname, profile.name].filter(Boolean).join(" ");
  const initials = [profile.vorname, profile.name]
    .map((part) => part.trim().charAt(0).toUpperCase())
    .join("");

  const address = postalAddressLine(profile);
  const contact: CvLine[] = [
    { label: labels.email, value: profile.email, href: `mailto:${profile.email}` },
    { label: labels.phone, value: profile.telefon, href: `tel:${profile.telefon.replace(/[^+\d]/g, "")}` },
    { label: labels.mobile, value: profile.mobile, href: `tel:${profile.mobile.replace(/[^+\d]/g, "")}` },
    { label: labels.website, value: displayUrl(profile.website), href: profile.website },
    { label: labels.address, value: address },
    { label: labels.birthdate, value: fullDate(profile.birthdate, lang) },
    { label: labels.birthname, value: profile.birthname },
  ].filter((line) => line.value);

  const links: CvLine[] = profile.socialmedias
    .filter((s) => s.value)
    .map((s) => ({ label: linkLabel(s.key_name, s.value), value: displayUrl(s.value), href: s.value }));

  const rateLines: [number | null, string][] = [
    [profile.hourly_rate_on_site, labels.hourlyRateOnSite],
    [profile.hourly_rate_remote, labels.hourlyRateRemote],
    [profile.daily_rate_on_site, labels.dailyRateOnSite],
    [profile.daily_rate_remote, labels.dailyRateRemote],
  ];
  const rates = rateLines
    .filter((r): r is [number, string] => r[0] !== null && r[0] !== undefined)
    .map(([amount, label]) => ({ label, value: money(amount, lang) }));

  return {
    lang,
    labels,
    fullName,
    initials,
    title: profile.title,
    mantra: profile.mantra,
    contact,
    links,
    rates,
    availability: availability(profile, labels, lang),
    lookingFor: profile._searching.map((s) => s.name).filter(Boolean),
    qualifications: profile.qualifications.map((q) => q.name).filter(Boolean),
    skillGroups: groupSkills(profile, lang),
    languages: profile.languages.map((l) => ({
      name: l.name,
      level: l.level,
      // The level as the CV wrote it ("C1", "Native") where the profile keeps one (issue 42), else the scale's word.
      levelName: l.level_text?.trim() || (l.level === null ? "" : levelName(l.level, lang, "language")),
    })),
    jobs: orderedJobs(profile).map((job) => ({
      position: job.position_name,
      positionType: job.position_type,
      company: job.company,
      business: job.business,
      start: monthYear(job.start),
      dates: dateRange(job.start, job.ende, job.current, labels, job.date_precision),
      description: job.description,
      tasks: job.job_tasks.map((t) => t.description).filter(Boolean),
    })),
    educations: [...profile.educations].sort(byStartDesc).map((e) => ({
      name: e.name,
      subject: e.subject_area,
      dates: dateRange(e.start, e.ende, false, labels, e.date_precision),
      description: e.description,
    })),
  };
}

/**
 * Skills grouped by category in the order categories first appear; strongest first inside a group,
 * skills without a level after them in their own order.
 */
function groupSkills(profile: Profile, lang: Language) {
  const groups = new Map<string, CvLevel[]>();
  for (const skill of profile.skills) {
    const list = groups.get(skill.category) ?? [];
    list.push({
      name: skill.name,
      level: skill.percentage,
      levelName: skill.percentage === null ? "" : levelName(skill.percentage, lang, "skill"),
    });
    groups.set(skill.category, list);
  }
  return [...groups].map(([category, skills]) => ({
    category,
    skills: skills.sort((a, b) => (b.level ?? -1) - (a.level ?? -1)),
  }));
}

/**
 * Only what the user set (issue 28): the defaults (available, employee) say nothing the user chose,
 * so a profile that never touched these fields prints no availability block at all.
 */
function availability(profile: Profile, labels: Labels, lang: Language): string[] {
  const lines: string[] = [];
  if (!profile.available) lines.push(labels.notAvailable);
  else if (profile.available_from) {
    const until = profile.available_to
      ? ` ${labels.availableUntil} ${fullDate(profile.available_to, lang)}`
      : "";
    lines.push(`${labels.availableFrom} ${fullDate(profile.available_from, lang)}${until}`);
  }
  if (profile.freelance) lines.push(labels.freelance);
  if (profile.remote_only) lines.push(labels.remoteOnly);
  if (profile.fulltime_only) lines.push(labels.fulltimeOnly);
  if (profile.max_hours) lines.push(`${labels.maxHours}: ${profile.max_hours}`);
  if (profile.einsatz_orte) lines.push(`${labels.locations}: ${profile.einsatz_orte}`);
  return lines;
}

/** "https://www.linkedin.com/in/x/" → "linkedin.com/in/x": readable, and still a findable address. */
export function displayUrl(url: string): string {
  return url
    .replace(/^https?:\/\//, "")
    .replace(/^www\./, "")
    .replace(/\/$/, "");
}

/** Sites whose name is not their id with a capital first letter. */
const SITE_NAMES: Partial<Record<string, string>> = {
  linkedin: "LinkedIn",
  xing: "XING",
  wordpress: "WordPress",
};

function siteName(url: string): string {
  const site = socialSite(url);
  if (site === "generic") return displayUrl(url).split("/")[0]!;
  return SITE_NAMES[site] ?? site.charAt(0).toUpperCase() + site.slice(1);
}

/**
 * A link's label on the CV: the name the user gave it, or the site's name. An import stores the
 * site's id as the name ("linkedin", "generic" for any other site), which is no label for a reader.
 */
function linkLabel(name: string, url: string): string {
  return !name || name === socialSite(url) ? siteName(url) : name;
}
