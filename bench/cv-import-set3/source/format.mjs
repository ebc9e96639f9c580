// How the layouts print dates, addresses and names, and the truth document in the scorer's schema.
// Each document picks a date style; the truth keeps only what the style prints ("YYYY" for years).

const MONTHS = {
  de: [
    "Januar",
    "Februar",
    "März",
    "April",
    "Mai",
    "Juni",
    "Juli",
    "August",
    "September",
    "Oktober",
    "November",
    "Dezember",
  ],
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
};
const SHORT = {
  de: ["Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez."],
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"],
};

/** One date ("2019-03") in a style: mm/yyyy, mm.yyyy, mm-yyyy, yyyy-mm, month, mon, MON, yyyy. */
export function date(ym, style, lang) {
  const [y, m] = ym.split("-");
  const month = Number(m) - 1;
  switch (style) {
    case "mm/yyyy":
      return `${m}/${y}`;
    case "mm.yyyy":
      return `${m}.${y}`;
    case "mm-yyyy":
      return `${m}-${y}`;
    case "yyyy-mm":
      return `${y}-${m}`;
    case "month":
      return `${MONTHS[lang][month]} ${y}`;
    case "mon":
      return `${SHORT[lang][month]} ${y}`;
    case "MON":
      return `${SHORT[lang][month].replace(".", "").toUpperCase()} ${y}`;
    case "yyyy":
      return y;
    default:
      throw new Error(`unknown date style ${style}`);
  }
}

/** A period as printed: "03/2019 – heute", "seit 04.2021", "Jan 2018 — Present". */
export function period(entry, { style, lang, dash = " – ", now, since = false }) {
  const start = date(entry.start, style, lang);
  if (!entry.end) {
    if (since) return `${lang === "de" ? "seit" : "since"} ${start}`;
    return `${start}${dash}${now ?? (lang === "de" ? "heute" : "Present")}`;
  }
  return `${start}${dash}${date(entry.end, style, lang)}`;
}

const truthDate = (ym, style) => (!ym ? null : style === "yyyy" ? ym.slice(0, 4) : ym);

/** The street line: "Mariahilfer Straße 88/12" in German-speaking countries, "27 Grove Park" elsewhere. */
export function streetLine(p) {
  return p.lang === "de" ? `${p.street} ${p.houseNumber}` : `${p.houseNumber} ${p.street}`;
}

/** The town line: "1070 Wien", "CH-8008 Zürich", "Toronto, ON M5S 2G8", "Cardiff CF11 9HB". */
export function townLine(p, { countryPrefix = false } = {}) {
  if (p.lang === "de") {
    const prefix = countryPrefix ? { Österreich: "A-", Schweiz: "CH-", Deutschland: "D-" }[p.country] : "";
    return `${prefix}${p.postcode} ${p.city}`;
  }
  if (p.state) return `${p.city}, ${p.state} ${p.postcode}`;
  return `${p.city} ${p.postcode}`;
}

/** The name with its academic titles as printed: "Mag. Verena Hofstätter, BSc", "Rhys Llewellyn MBA". */
export function fullName(p, { comma = true } = {}) {
  const core = `${p.firstName} ${p.lastName}`;
  const before = p.before ? `${p.before} ` : "";
  const after = p.after ? `${comma ? "," : ""} ${p.after}` : "";
  return `${before}${core}${after}`;
}

/** A URL as CVs print it: without scheme and "www.". */
export function shortUrl(url) {
  return url.replace(/^https?:\/\//, "").replace(/^www\./, "");
}

/** Skills grouped by category, in the order of the data. */
export function skillGroups(p) {
  const groups = new Map();
  for (const s of p.skills) groups.set(s.category, [...(groups.get(s.category) ?? []), s.name]);
  return [...groups];
}

/** Section headings in both languages. */
export const HEADINGS = {
  de: {
    contact: "Kontakt",
    profile: "Profil",
    work: "Berufserfahrung",
    education: "Ausbildung",
    skills: "Kenntnisse",
    languages: "Sprachen",
    interests: "Interessen",
  },
  en: {
    contact: "Contact",
    profile: "Profile",
    work: "Experience",
    education: "Education",
    skills: "Skills",
    languages: "Languages",
    interests: "Interests",
  },
};

/**
 * The truth document in the scorer's schema for what one document prints: its date style, whether
 * the professional title is printed, whether skill categories are printed, which links are printed.
 */
export function truthOf(p, { style, title = true, categories = true, links = true }) {
  return {
    // A middle initial ("Owen R.") is printed but is no part of the given name.
    firstName: p.firstName.replace(/(?:\s+\p{Lu}\.)+$/u, ""),
    lastName: p.lastName,
    email: p.email,
    phone: p.phone,
    street: p.street,
    houseNumber: p.houseNumber,
    postcode: p.postcode,
    city: p.city,
    title: title ? p.title : "",
    website: links ? p.website : null,
    socialLinks: links ? p.socialLinks : [],
    work: p.work.map((w) => ({
      position: w.position,
      company: w.company,
      start: truthDate(w.start, style),
      end: truthDate(w.end, style),
      current: !w.end,
      tasks: w.tasks,
    })),
    education: p.education.map((e) => ({
      institution: e.institution,
      subject: e.subject,
      start: truthDate(e.start, style),
      end: truthDate(e.end, style),
    })),
    skills: p.skills.map((s) => ({ name: s.name, category: categories ? s.category : "" })),
    languages: p.languages,
  };
}
