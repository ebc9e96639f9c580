import { useQuery } from "@tanstack/react-query";
import { connectionKeys, fetchConnections } from "./api.ts";

/** The user's mail accounts (settings, connections tab; the compose wizard's sender). */
export function useConnections() {
  return useQuery({ queryKey: connectionKeys.all, queryFn: ({ signal }) => fetchConnections(signal) });
}
