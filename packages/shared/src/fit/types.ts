import type { ConditionKind, QualificationKind, RestrictionKind } from "./ad-terms.ts";
import type { Contract, WorkMode } from "./conditions.ts";
import type { SeniorityLevel } from "./seniority.ts";
import type { AdSpot } from "./spots.ts";

/** The parts of a profile the fit reads; a full `Profile` from the API fits this shape. */
export type FitProfile = {
  title?: string;
  profiletitle?: string;
  _searching?: readonly { name: string }[];
  skills?: readonly { name: string; category?: string; percentage?: number | null }[];
  qualifications?: readonly { name: string }[];
  workexperiences?: readonly {
    position_name: string;
    position_type?: string;
    /** `YYYY-MM-DD`; dated entries give the years of experience that seniority weighs. */
    start?: string | null;
    ende?: string | null;
    description?: string;
    current?: boolean;
    job_tasks?: readonly { description: string }[];
  }[];
  educations?: readonly { name?: string; subject_area?: string }[];
  /** `level` null: listed without a level (an imported CV that named none). */
  languages?: readonly { name: string; level: number | null }[];
  city?: string;
  postcode?: string;
  einsatz_orte?: string;
  remote_only?: boolean;
  freelance?: boolean;
  profile_language?: string;
};

/** A job ad: an application's title, description and location, or a crawled ad. */
export type FitJob = {
  title: string;
  description?: string;
  location?: string;
  /** true/"remote" fully remote, "hybrid", false/"onsite"; left out, the ad's text decides. */
  remote?: boolean | WorkMode | null;
  /** The ad's language; left out, it is detected from the text. */
  language?: "de" | "en" | null;
};

/** How the ad's place or remote work meets the profile's. */
export const FIT_LOCATIONS = [
  "remote",
  "same_place",
  "same_region",
  "nationwide",
  "other_place",
  "unknown_place",
  "remote_only_mismatch",
] as const;
export type FitLocation = (typeof FIT_LOCATIONS)[number];

export type FitReason =
  | {
      type: "skill_matched";
      skill: string;
      /** The profile entry that has it ("Spring Boot" for Spring), and where the profile says so. */
      profile_skill: string;
      source: "skills" | "qualifications" | "work_history" | "title";
      level: number;
      where: AdSpot;
    }
  | { type: "skill_missing"; skill: string; category: string; where: AdSpot }
  | {
      type: "title";
      job_title: string;
      profile_title: string | null;
      source: "title" | "profiletitle" | "searching" | "position" | null;
      similarity: number;
      shared: string[];
    }
  | {
      type: "language";
      language: string;
      required_level: number;
      profile_level: number;
      met: boolean;
      optional: boolean;
      implied: boolean;
      where: AdSpot | null;
    }
  | {
      type: "location";
      job_mode: WorkMode;
      fit: FitLocation;
      met: boolean;
      job_location: string;
      profile_place: string | null;
    }
  | { type: "employment"; ad: Contract; profile_freelance: boolean; met: boolean }
  | {
      /** A qualification the ad requires ("abgeschlossene Ausbildung als …"): met or not, never a career stage. */
      type: "qualification";
      kind: QualificationKind;
      /** What it is in ("Pflegefachkraft", "Informatik"); null when the ad names none. */
      subject: string | null;
      met: boolean;
      /** The profile entry that shows it; null when none does. */
      profile_entry: string | null;
      where: AdSpot;
    }
  /** A condition of the contract the ad offers ("unbefristet", "Vollzeit", "TVöD"): never a skill. */
  | { type: "condition"; kind: ConditionKind; where: AdSpot }
  /** Something the ad rules out ("Homeoffice ist nicht möglich", "no visa sponsorship"). */
  | { type: "restriction"; kind: RestrictionKind; where: AdSpot }
  | {
      type: "seniority";
      /** The career stage the ad names; null when it only asks for years of experience. */
      level: SeniorityLevel | null;
      min_years: number;
      max_years: number | null;
      /** From the profile's dated work entries; null when none is dated. */
      profile_years: number | null;
      fit: "met" | "under" | "over" | "unknown";
    };

export type FitPart = "skills" | "title" | "experience" | "language" | "location";

/** A fit score (0 … 100), how each part contributed (0 … 1), and why. */
export type FitResult = {
  score: number;
  ad_language: "de" | "en";
  parts: Record<FitPart, number>;
  reasons: FitReason[];
};
