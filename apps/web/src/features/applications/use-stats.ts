import { useQuery } from "@tanstack/react-query";
import { applicationKeys, fetchStats } from "./api.ts";

/** The counters of dashboard and archive (GET profile/applications/stats). */
export function useApplicationStats() {
  return useQuery({ queryKey: applicationKeys.stats, queryFn: ({ signal }) => fetchStats(signal) });
}
