import { useQuery } from "@tanstack/react-query";
import { getAppConfig } from "./app-config.ts";

/** The installation's public switches (GET /api/config), loaded once per page. */
export function useAppConfig() {
  return useQuery({ queryKey: ["app-config"], queryFn: getAppConfig, staleTime: Number.POSITIVE_INFINITY });
}
