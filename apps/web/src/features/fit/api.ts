import type { FitResult } from "@jah/shared";
import { useQueries, useQuery } from "@tanstack/react-query";
import { fetchJson } from "../../api/helpers.ts";

/** Keys under "profiles": a saved profile refreshes its fits with the rest of the area. */
export const fitKeys = {
  pair: (profileId: number, applicationId: number) => ["profiles", "fit", profileId, applicationId] as const,
};

/** GET profile/calculatefit/{profileId}/{applicationId}?explain=1: the score with its reasons. */
export function fetchFit(profileId: number, applicationId: number, signal?: AbortSignal): Promise<FitResult> {
  return fetchJson<FitResult>(`profile/calculatefit/${profileId}/${applicationId}?explain=1`, signal);
}

/** The fit of each profile for one application (none without an application). */
export function useFits(profileIds: number[], applicationId: number | null): Map<number, FitResult> {
  const results = useQueries({
    queries: profileIds.map((profileId) => ({
      queryKey: fitKeys.pair(profileId, applicationId ?? 0),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchFit(profileId, applicationId!, signal),
      enabled: applicationId !== null,
      staleTime: 60_000,
    })),
  });
  const fits = new Map<number, FitResult>();
  results.forEach((result, index) => {
    if (result.data) fits.set(profileIds[index]!, result.data);
  });
  return fits;
}

/** The fit of one profile for one application. */
export function useFit(profileId: number | null, applicationId: number | null) {
  return useQuery({
    queryKey: fitKeys.pair(profileId ?? 0, applicationId ?? 0),
    queryFn: ({ signal }) => fetchFit(profileId!, applicationId!, signal),
    enabled: profileId !== null && applicationId !== null,
    staleTime: 60_000,
  });
}
