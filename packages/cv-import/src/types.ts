/** One entry of work experience, as the benchmark schema names it. */
export type ParsedWork = {
  position: string;
  company: string;
  start: string | null;
  end: string | null;
  current: boolean;
  tasks: string[];
  /** Where the job was ("Hamburg (Deutschland)"), when the entry says so apart from the company. */
  place?: string;
};

/** One entry of education; `subject` is the degree line as printed. */
export type ParsedEducation = {
  institution: string;
  subject: string;
  start: string | null;
  end: string | null;
};

/** A certificate from a certifications section; `date` is YYYY-MM or YYYY when printed. */
export type ParsedCertification = { name: string; issuer: string; date: string | null };

/** What the parser read from a CV, in the schema of the benchmark's scorer. */
export type ParsedCv = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  street: string;
  houseNumber: string;
  postcode: string;
  city: string;
  title: string;
  website: string | null;
  socialLinks: string[];
  work: ParsedWork[];
  education: ParsedEducation[];
  skills: { name: string; category: string; level?: string }[];
  languages: { name: string; level: string }[];
  /** A certifications section of its own ("Zertifikate", "Certifications"); not scored. */
  certifications?: ParsedCertification[];
  /**
   * Academic and professional titles printed around the name ("Mag. Max Muster, BSc" → before
   * ["Mag."], after ["BSc"]). The profile has no field for them; they are kept apart from the name.
   */
  academicTitles?: { before: string[]; after: string[] };
  /** The name finder weighed two candidates nearly alike: the name is one to check. */
  nameUnsure?: true;
  /** YYYY-MM-DD, when the CV prints a birth date ("geb. 12.03.1990", "Date of birth"); not scored. */
  birthDate?: string;
  /** When the CV prints one ("Geburtsname", "geb. Müller", "née"); not scored. */
  birthName?: string;
  /** The paragraph under "Profil", "Kurzprofil", "Summary", "About" or "Über mich" (issue 42); not scored. */
  summary?: string;
};

/** A piece of a line separated from its neighbours by a wide gap or a tab (a table cell, a column). */
export type Cell = { text: string; x: number };

/**
 * A line of the document in reading order. PDF and DOCX both become this, so every rule after
 * extraction works on either. `x` is in points for PDF and a synthetic indent for DOCX.
 */
export type Line = {
  text: string;
  cells: Cell[];
  x: number;
  right: number;
  /** Where text in this line's column has to wrap (PDF: the mirrored left margin or the column gap; 0 when unknown). */
  limit: number;
  size: number;
  /** Set font differs from the body font (bold, a heading font) or the DOCX run is bold. */
  emphasis: boolean;
  /** A DOCX heading style or title style. */
  headingStyle: boolean;
  /** A list item: a bullet character, a DOCX numbered paragraph. */
  bullet: boolean;
  /** Vertical gap above the line, in multiples of its own size (0 when unknown). */
  gapBefore: number;
  page: number;
  /** A sidebar continues on the next page's sidebar, the main column on the next main column. */
  column: "main" | "side";
};

/** The text of a document, as the extractors hand it on; `links` are the targets of its hyperlinks. */
export type DocText = { lines: Line[]; format: "pdf" | "docx"; bodySize: number; links: string[] };
