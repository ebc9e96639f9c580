import type { FormAnswerKind } from "@jah/shared/extension-api";

/**
 * How a form field shows which question it asks, per kind of answer: the `autocomplete` tokens that
 * mean it, and patterns for its label (in German and English) and for its `name`/`id`. Plain data
 * (pattern sources, not code), so a field map per applicant-tracking system can later come from the
 * user's server as JSON and extend or precede this table.
 *
 * The order matters: the first kind whose pattern matches wins. Sensitive kinds come first, so a
 * "Geburtsdatum" is never a date and "Wie sind Sie auf unser Unternehmen aufmerksam geworden?" never
 * a company; narrow kinds come before wide ones ("Vorname" before "Name", "E-Mail-Adresse" before
 * "Adresse"). `\b` in a pattern is a word boundary that knows umlauts and ß.
 */
export type FieldKindRule = {
  kind: FormAnswerKind;
  /** Filled only from an answer the user saved for exactly this kind; otherwise left for review. */
  sensitive?: boolean;
  autocomplete?: string[];
  labels?: string[];
  names?: string[];
};

export const FIELD_KIND_RULES: FieldKindRule[] = [
  // Sensitive: the user's own decision on every form.
  {
    kind: "gender",
    sensitive: true,
    autocomplete: ["sex"],
    labels: ["\\bgeschlecht\\b", "\\bgender\\b", "\\bsex\\b", "\\bpronouns?\\b", "\\bpronomen\\b"],
    names: ["\\bgender\\b", "\\bgeschlecht\\b", "\\bsex\\b"],
  },
  {
    kind: "birthdate",
    sensitive: true,
    autocomplete: ["bday", "bday-day", "bday-month", "bday-year"],
    labels: [
      "geburtsdatum",
      "geburtstag",
      "geburtsjahr",
      "date of birth",
      "birth ?date",
      "birthday",
      "\\bdob\\b",
      "\\balter\\b",
      "\\bage\\b",
      "how old",
    ],
    names: ["birth", "geburt", "\\bdob\\b", "\\bage\\b", "\\balter\\b", "bday"],
  },
  { kind: "birthplace", sensitive: true, labels: ["geburtsort", "place of birth"], names: ["birthplace"] },
  {
    kind: "nationality",
    sensitive: true,
    labels: ["staatsangehörigkeit", "staatsbürgerschaft", "nationalität", "nationality", "citizenship"],
    names: ["nationalit", "citizenship", "staatsangeh"],
  },
  {
    kind: "disability",
    sensitive: true,
    labels: ["behinderung", "schwerbehindert", "gleichgestellt", "disabilit", "disabled"],
    names: ["disabilit", "behinderung"],
  },
  {
    kind: "ethnicity",
    sensitive: true,
    labels: ["ethni", "\\brace\\b", "hispanic", "latino", "herkunft"],
    names: ["ethnic", "\\brace\\b"],
  },
  { kind: "religion", sensitive: true, labels: ["religion", "konfession", "belief"], names: ["religion"] },
  {
    kind: "sexualOrientation",
    sensitive: true,
    labels: ["sexual orientation", "sexuelle orientierung", "sexuelle identität"],
    names: ["orientation"],
  },
  { kind: "maritalStatus", sensitive: true, labels: ["familienstand", "marital"], names: ["marital"] },
  { kind: "veteranStatus", sensitive: true, labels: ["veteran"], names: ["veteran"] },
  {
    kind: "workPermit",
    sensitive: true,
    labels: [
      "arbeitserlaubnis",
      "arbeitsgenehmigung",
      "aufenthaltstitel",
      "aufenthaltserlaubnis",
      "work permit",
      "right to work",
      "authori[sz]ed to work",
      "legally (?:eligible|entitled|allowed) to work",
      "eligible to work",
      "\\bvisa\\b",
      "\\bvisum\\b",
      "sponsorship",
    ],
    names: ["permit", "visa", "sponsorship", "right ?to ?work", "authori[sz]ation"],
  },
  {
    kind: "salary",
    sensitive: true,
    labels: ["gehalt", "vergütung", "verdienst", "jahresbrutto", "salary", "compensation", "\\bpay\\b"],
    names: ["salary", "gehalt", "compensation"],
  },
  {
    kind: "referralSource",
    sensitive: true,
    labels: [
      "aufmerksam geworden",
      "auf uns aufmerksam",
      "wie haben sie (?:von|uns)",
      "wie sind sie auf",
      "woher kennen sie",
      "wo haben sie (?:von|die|unsere|diese)",
      "how did you (?:hear|find|learn)",
      "where did you (?:hear|find|see)",
      "\\breferr",
      "\\bsource\\b",
      "\\bquelle\\b",
    ],
    names: ["\\bsource\\b", "referr", "hear ?about", "quelle"],
  },
  // The profile's answers.
  {
    kind: "salutation",
    autocomplete: ["honorific-prefix"],
    labels: ["\\banrede\\b", "salutation", "^title$"],
    names: ["salutation", "anrede", "honorific"],
  },
  // "Vor- und Nachname" and "Straße und Hausnummer" ask for both parts in one field.
  {
    kind: "fullName",
    labels: [
      "vor- ?(?:und|&) ?(?:nach|zu)name",
      "vorname,? (?:und|&)? ?(?:nach|zu)?name",
      "(?:nach)?name,? vorname",
      "first (?:and|&) last name",
    ],
  },
  {
    kind: "streetAddress",
    labels: [
      "stra(?:ss|ß)e\\s*(?:und|&|/|,|\\+)?\\s*(?:haus)?(?:nummer|nr)",
      "street (?:and|&) (?:house )?number",
    ],
  },
  {
    kind: "firstName",
    autocomplete: ["given-name"],
    labels: ["vorname", "first ?name", "given ?name", "forename"],
    names: ["first ?name", "vorname", "given ?name", "\\bfname\\b", "forename"],
  },
  {
    kind: "lastName",
    autocomplete: ["family-name"],
    labels: ["nachname", "familienname", "last ?name", "surname", "family ?name", "\\bzuname\\b"],
    names: ["last ?name", "nachname", "surname", "family ?name", "\\blname\\b", "familienname"],
  },
  {
    kind: "email",
    autocomplete: ["email"],
    labels: ["e-?mail", "\\bmail\\b"],
    names: ["e ?mail", "\\bmail\\b"],
  },
  {
    kind: "mobile",
    autocomplete: ["mobile"],
    labels: ["\\bmobil", "\\bhandy", "\\bcell"],
    names: ["\\bmobil", "\\bcell"],
  },
  {
    kind: "phone",
    autocomplete: ["tel", "tel-national"],
    labels: ["telefon", "phone", "\\btel\\b", "rufnummer"],
    names: ["phone", "telefon", "\\btel\\b"],
  },
  {
    kind: "linkedin",
    labels: ["linked ?in"],
    names: ["linked ?in"],
  },
  { kind: "xing", labels: ["\\bxing\\b"], names: ["\\bxing\\b"] },
  { kind: "github", labels: ["git ?hub"], names: ["git ?hub"] },
  // Other profiles (X, Instagram, Stack Overflow …): not the website, even when the label says "URL".
  {
    kind: "otherProfile",
    labels: [
      "twitter",
      "\\bx\\.com\\b",
      "^x(?: url| profile| profil)?$",
      "instagram",
      "facebook",
      "stack ?overflow",
      "dribbble",
      "behance",
      "mastodon",
      "orcid",
      "google scholar",
      "researchgate",
    ],
    names: ["twitter", "instagram", "facebook", "stack ?overflow", "dribbble", "behance", "orcid"],
  },
  {
    kind: "website",
    autocomplete: ["url"],
    labels: [
      "website",
      "webseite",
      "homepage",
      "portfolio",
      "\\bblog\\b",
      "personal (?:site|url)",
      "\\burl\\b",
    ],
    names: ["website", "homepage", "portfolio", "\\burl\\b"],
  },
  {
    kind: "currentCompany",
    autocomplete: ["organization"],
    labels: [
      "(?:aktuell|derzeitig|jetzig)\\w* (?:arbeitgeber|unternehmen|firma)",
      "current (?:company|employer|organi[sz]ation)",
      "\\barbeitgeber\\b",
      "\\bemployer\\b",
      "company name",
    ],
    names: ["current ?company", "current ?employer", "\\borg\\b", "\\bcompany\\b", "arbeitgeber", "employer"],
  },
  {
    kind: "currentTitle",
    autocomplete: ["organization-title"],
    labels: [
      "(?:aktuell|derzeitig|jetzig)\\w* (?:position|tätigkeit|berufsbezeichnung|stelle|funktion)",
      "current (?:position|title|job title|role)",
      "berufsbezeichnung",
      "jobtitel",
      "job ?title",
    ],
    names: ["current ?title", "current ?position", "job ?title", "headline"],
  },
  {
    kind: "availableFrom",
    labels: [
      "eintritt",
      "verfügbar ab",
      "verfügbarkeit",
      "start ?date",
      "starting date",
      "earliest start",
      "available from",
      "availability",
      "when can you start",
      "(?:could|can) (?:you )?start",
      "first (?:working )?day",
      "wann können sie (?:anfangen|beginnen|starten)",
    ],
    names: ["start ?date", "available", "eintritt", "verfuegbar"],
  },
  {
    kind: "school",
    labels: [
      "hochschule",
      "universität",
      "university",
      "\\bschool\\b",
      "\\bschule\\b",
      "bildungseinrichtung",
      "institution",
    ],
    names: ["school", "university", "hochschule", "institution"],
  },
  {
    kind: "fieldOfStudy",
    labels: [
      "studiengang",
      "studienfach",
      "studienrichtung",
      "fachrichtung",
      "field of study",
      "discipline",
      "\\bmajor\\b",
    ],
    names: ["discipline", "field ?of ?study", "major", "studiengang"],
  },
  { kind: "noticePeriod", labels: ["kündigungsfrist", "notice period"], names: ["notice", "kuendigung"] },
  {
    kind: "addressLine2",
    autocomplete: ["address-line2", "address-line3"],
    labels: ["address(?: line)? 2", "adresszusatz", "adresse 2", "zusatz"],
    names: ["address ?2", "line ?2", "zusatz"],
  },
  {
    kind: "houseNumber",
    labels: ["hausnummer", "hausnr", "^nr\\.?$", "house ?number", "street number"],
    names: ["house ?number", "hausnummer", "hausnr", "street ?number"],
  },
  {
    kind: "postcode",
    autocomplete: ["postal-code"],
    labels: ["\\bplz\\b", "postleitzahl", "post ?code", "postal ?code", "\\bzip\\b"],
    names: ["\\bplz\\b", "post ?code", "postal", "\\bzip\\b", "postleitzahl"],
  },
  {
    kind: "streetAddress",
    autocomplete: ["street-address", "address-line1"],
    labels: [
      "straße",
      "strasse",
      "\\bstr\\b",
      "street",
      "address(?: line)?(?: 1)?\\b",
      "anschrift",
      "adresse",
    ],
    names: ["street", "strasse", "address"],
  },
  {
    kind: "city",
    autocomplete: ["address-level2"],
    labels: ["\\bort\\b", "wohnort", "\\bstadt\\b", "\\bcity\\b", "\\btown\\b", "^(?:current )?location$"],
    names: ["\\bcity\\b", "\\bort\\b", "\\bstadt\\b", "\\btown\\b", "wohnort"],
  },
  {
    kind: "country",
    autocomplete: ["country", "country-name"],
    labels: ["\\bland\\b", "\\bcountry\\b", "wohnsitzland"],
    names: ["\\bcountry\\b", "\\bland\\b"],
  },
  {
    kind: "fullName",
    autocomplete: ["name"],
    // Only a field that asks for the name itself: "Name der Hochschule" is no place for the user's.
    labels: [
      "^(?:ihr |your )?(?:vollständiger |voller |full |complete )?name$",
      "full ?name",
      "vollständiger name",
    ],
    names: ["^name$", "full ?name", "(?:candidate|applicant|your) name$"],
  },
];
