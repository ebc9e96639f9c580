import { type Contract, namesPlace, postcodeIn, type WorkMode } from "./conditions.ts";
import type { PreparedProfile } from "./profile.ts";
import type { FitJob, FitReason } from "./types.ts";

type LocationReason = Extract<FitReason, { type: "location" }>;

function placeFit(
  profile: PreparedProfile,
  location: string,
): Pick<LocationReason, "fit" | "profile_place"> & { value: number } {
  if (!location.trim()) return { fit: "unknown_place", profile_place: null, value: 0.6 };
  const place = profile.places.find((p) => namesPlace(location, p));
  if (place) return { fit: "same_place", profile_place: place, value: 1 };
  const code = postcodeIn(location);
  if (code && profile.postcode.length === 5 && code.slice(0, 2) === profile.postcode.slice(0, 2)) {
    return { fit: "same_region", profile_place: profile.postcode, value: 0.8 };
  }
  if (profile.nationwide) return { fit: "nationwide", profile_place: null, value: 0.85 };
  return { fit: "other_place", profile_place: profile.places[0] ?? null, value: 0.25 };
}

const CONTRACT_MISMATCH = 0.6;

/** Where and how the job is done against where the profile can work and under which contract. */
export function locationPart(
  profile: PreparedProfile,
  job: FitJob,
  mode: WorkMode,
  contract: Contract,
): {
  value: number;
  reasons: FitReason[];
  mode: WorkMode;
  blocked: boolean;
  contractMismatch: boolean;
  /** A job to be done on site (or partly) far from every place the profile names. */
  far: boolean;
} {
  const location = job.location ?? "";
  let value: number;
  let reason: LocationReason;
  const base = { type: "location" as const, job_mode: mode, job_location: location };
  let far = false;
  if (mode === "remote") {
    value = 1;
    reason = { ...base, fit: "remote", met: true, profile_place: null };
  } else if (profile.remoteOnly) {
    value = mode === "hybrid" ? 0.4 : 0;
    reason = { ...base, fit: "remote_only_mismatch", met: false, profile_place: null };
  } else {
    const place = placeFit(profile, location);
    far = place.fit === "other_place";
    value = Math.min(1, place.value + (mode === "hybrid" ? 0.15 : 0));
    reason = { ...base, fit: place.fit, met: place.value >= 0.6, profile_place: place.profile_place };
  }
  const met = !(
    (contract === "permanent" && profile.freelance) ||
    (contract === "freelance" && !profile.freelance)
  );
  if (!met) value *= CONTRACT_MISMATCH;
  const reasons: FitReason[] = [reason];
  if (contract !== "unknown")
    reasons.push({ type: "employment", ad: contract, profile_freelance: profile.freelance, met });
  return {
    value,
    reasons,
    mode,
    blocked: profile.remoteOnly && mode === "onsite",
    contractMismatch: !met,
    far,
  };
}
