import { useQuery } from "@tanstack/react-query";
import { composeKeys, fetchConnections } from "./api.ts";

/** The user's mail accounts (settings, connections tab). */
export function useConnections() {
  return useQuery({ queryKey: composeKeys.connections, queryFn: ({ signal }) => fetchConnections(signal) });
}
