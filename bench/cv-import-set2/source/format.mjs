// How the layouts print dates, places and addresses. Each layout picks a date style; the truth
// keeps only what the style prints (a year-only style gives "YYYY" truth dates).

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
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
};

/** One date ("2019-03") in a style: mm/yyyy, mm/yy, mm.yyyy, month, mon, yyyy. */
export function date(ym, style, lang) {
  const [y, m] = ym.split("-");
  const month = Number(m) - 1;
  switch (style) {
    case "mm/yyyy":
      return `${m}/${y}`;
    case "mm/yy":
      return `${m}/${y.slice(2)}`;
    case "mm.yyyy":
      return `${m}.${y}`;
    case "month":
      return `${MONTHS[lang][month]} ${y}`;
    case "mon":
      return `${SHORT[lang][month]} ${y}`;
    case "yyyy":
      return y;
    default:
      throw new Error(`unknown date style ${style}`);
  }
}

/** A period as printed: "03/2019 – heute", "seit 04/2021", "Jan 2018 – Present". */
export function period(entry, { style, lang, dash = " – ", now, since = false }) {
  const start = date(entry.start, style, lang);
  if (!entry.end) {
    if (since) return `${lang === "de" ? "seit" : "since"} ${start}`;
    return `${start}${dash}${now ?? (lang === "de" ? "heute" : "Present")}`;
  }
  return `${start}${dash}${date(entry.end, style, lang)}`;
}

/** The truth form of a date in a style: year-only styles keep the year. */
export function truthDate(ym, style) {
  if (!ym) return null;
  return style === "yyyy" ? ym.slice(0, 4) : ym;
}

/** The street line: "Am Wall 114" in Germany, "221 Deansgate" in the UK, Ireland and the US. */
export function streetLine(p) {
  return p.lang === "de" ? `${p.street} ${p.houseNumber}` : `${p.houseNumber} ${p.street}`;
}

/** The town line: "28195 Bremen", "Portland, OR 97209", "Manchester M3 4EN", "Dublin D02 XK72". */
export function townLine(p) {
  if (p.lang === "de") return `${p.postcode} ${p.city}`;
  if (p.state) return `${p.city}, ${p.state} ${p.postcode}`;
  return `${p.city} ${p.postcode}`;
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

/** The truth document in the scorer's schema, with the dates of the layout's style. */
export function truthOf(p, { style, title = true }) {
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    phone: p.phone,
    street: p.street,
    houseNumber: p.houseNumber,
    postcode: p.postcode,
    city: p.city,
    title: title ? p.title : "",
    website: p.website,
    socialLinks: p.socialLinks,
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
    skills: p.skills,
    languages: p.languages,
  };
}
