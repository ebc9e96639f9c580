import { useQuery } from "@tanstack/react-query";
import { applicationKeys, fetchStats } from "./api.ts";

/**
 * The counters of dashboard and archive (GET profile/applications/stats). `enabled: false` while
 * the user has no paid access: the call would only answer 402.
 */
export function useApplicationStats(enabled = true) {
  return useQuery({ queryKey: applicationKeys.stats, queryFn: ({ signal }) => fetchStats(signal), enabled });
}
