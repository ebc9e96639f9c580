import type { Language, Level } from "@jah/shared";

/** Every word a CV prints that is not the user's own text, in both profile languages. */
const LABELS = {
  de: {
    profile: "Profil",
    contact: "Kontakt",
    experience: "Berufserfahrung",
    education: "Ausbildung",
    skills: "Kenntnisse",
    languages: "Sprachen",
    qualifications: "Qualifikationen",
    lookingFor: "Gesucht",
    availability: "Verfügbarkeit",
    rates: "Konditionen",
    links: "Links",
    email: "E-Mail",
    phone: "Telefon",
    mobile: "Mobil",
    website: "Website",
    address: "Adresse",
    birthdate: "Geburtsdatum",
    birthname: "Geburtsname",
    hourlyRateOnSite: "Stundensatz vor Ort",
    hourlyRateRemote: "Stundensatz remote",
    dailyRateOnSite: "Tagessatz vor Ort",
    dailyRateRemote: "Tagessatz remote",
    freelance: "Freiberuflich",
    employee: "Festanstellung",
    available: "Verfügbar",
    availableFrom: "Verfügbar ab",
    availableUntil: "bis",
    notAvailable: "Derzeit nicht verfügbar",
    remoteOnly: "Nur remote",
    fulltimeOnly: "Nur Vollzeit",
    maxHours: "Max. Stunden pro Woche",
    locations: "Einsatzorte",
    present: "heute",
    employees: "Mitarbeitende",
    page: "Seite",
    of: "von",
  },
  en: {
    profile: "Profile",
    contact: "Contact",
    experience: "Work experience",
    education: "Education",
    skills: "Skills",
    languages: "Languages",
    qualifications: "Qualifications",
    lookingFor: "Looking for",
    availability: "Availability",
    rates: "Rates",
    links: "Links",
    email: "Email",
    phone: "Phone",
    mobile: "Mobile",
    website: "Website",
    address: "Address",
    birthdate: "Date of birth",
    birthname: "Birth name",
    hourlyRateOnSite: "Hourly rate on site",
    hourlyRateRemote: "Hourly rate remote",
    dailyRateOnSite: "Daily rate on site",
    dailyRateRemote: "Daily rate remote",
    freelance: "Freelance",
    employee: "Employee",
    available: "Available",
    availableFrom: "Available from",
    availableUntil: "until",
    notAvailable: "Currently not available",
    remoteOnly: "Remote only",
    fulltimeOnly: "Full-time only",
    maxHours: "Max. hours per week",
    locations: "Locations",
    present: "present",
    employees: "employees",
    page: "Page",
    of: "of",
  },
} as const satisfies Record<Language, Record<string, string>>;

export type Labels = { [K in keyof (typeof LABELS)["de"]]: string };

/** The labels of a profile language; anything but "en" is German, the spec's default. */
export function labelsFor(lang: string | null | undefined): Labels {
  return LABELS[cvLanguage(lang)];
}

export function cvLanguage(lang: string | null | undefined): Language {
  return lang === "en" ? "en" : "de";
}

const LEVEL_NAMES: Record<Language, Record<Level, string>> = {
  de: { 25: "Grundkenntnisse", 50: "Gute Kenntnisse", 75: "Sehr gute Kenntnisse", 100: "Experte" },
  en: { 25: "Beginner", 50: "Intermediate", 75: "Advanced", 100: "Expert" },
};
/**
 * Spoken languages in the words CVs use for them (issue 28: Grundkenntnisse/basic, gut/good,
 * fließend/fluent, Muttersprache/native), the words the editor shows too.
 */
const LANGUAGE_LEVEL_NAMES: Record<Language, Record<Level, string>> = {
  de: { 25: "Grundkenntnisse", 50: "Gute Kenntnisse", 75: "Fließend", 100: "Muttersprache" },
  en: { 25: "Basic", 50: "Good", 75: "Fluent", 100: "Native" },
};

/** A level's name; level 100 of a spoken language is the mother tongue, of a skill the expert. */
export function levelName(level: number, lang: Language, kind: "skill" | "language"): string {
  const rounded = ([25, 50, 75, 100] as const).find((l) => level <= l) ?? 100;
  return (kind === "language" ? LANGUAGE_LEVEL_NAMES : LEVEL_NAMES)[lang][rounded];
}

/** "2019-03-15" → "03/2019"; anything unreadable is returned unchanged. */
export function monthYear(date: string | null | undefined): string {
  if (!date) return "";
  const match = /^(\d{4})-(\d{2})/.exec(date);
  return match ? `${match[2]}/${match[1]}` : date;
}

/** "2019-03-15" → "2019": for dates known as years only. */
function yearOf(date: string): string {
  return /^(\d{4})/.exec(date)?.[1] ?? date;
}

/**
 * "03/2019 – 05/2021", or "03/2019 – heute" for a current position; "2017 – 2020" when the dates
 * are known as years only (a month would be invented). A range within one year prints it once.
 */
export function dateRange(
  start: string,
  end: string | null | undefined,
  current: boolean,
  labels: Labels,
  precision: "month" | "year" = "month",
) {
  const format = precision === "year" ? yearOf : monthYear;
  const to = current || !end ? labels.present : format(end);
  const from = format(start);
  return precision === "year" && from === to ? from : `${from} – ${to}`;
}

/** "15.04.1988" / "04/15/1988" would be ambiguous across languages; a CV prints 15.04.1988 / 1988-04-15. */
export function fullDate(date: string | null | undefined, lang: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date ?? "");
  if (!match) return date ?? "";
  return lang === "de" ? `${match[3]}.${match[2]}.${match[1]}` : `${match[1]}-${match[2]}-${match[3]}`;
}

/**
 * 95 → "95 €" (de) or "€95" (en), whole euros as rates are quoted, cents when there are any; 1.234,50 € /
 * €1,234.50 as de-DE and en-GB write them. By hand, not Intl.NumberFormat: the first number format a
 * PDF worker makes loads ICU's locale data, about 20 ms of every cold render (labels.test.ts compares
 * with Intl).
 */
export function money(amount: number, lang: Language): string {
  const fixed = Math.abs(amount).toFixed(amount % 1 === 0 ? 0 : 2);
  const [whole, cents] = [fixed.replace(/\..*/, ""), fixed.split(".")[1]];
  const [group, decimal] = lang === "de" ? [".", ","] : [",", "."];
  const number = whole.replace(/\B(?=(\d{3})+$)/g, group) + (cents ? decimal + cents : "");
  const sign = amount < 0 ? "-" : "";
  return lang === "de" ? `${sign}${number} €` : `${sign}€${number}`;
}
