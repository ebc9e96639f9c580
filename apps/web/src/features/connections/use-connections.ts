import { useQuery } from "@tanstack/react-query";
import { connectionKeys, fetchConnections } from "./api.ts";

/**
 * The user's mail accounts (settings, connections tab; the compose wizard's sender; the dashboard's
 * first steps). `enabled: false` while the user has no paid access: the call would only answer 402.
 */
export function useConnections(enabled = true) {
  return useQuery({
    queryKey: connectionKeys.all,
    queryFn: ({ signal }) => fetchConnections(signal),
    enabled,
  });
}
