import type { DemoRenewal, DemoStatus } from "@jah/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../api/client.ts";
import { fetchJson } from "../../api/helpers.ts";
import { useAppConfig } from "../../api/use-app-config.ts";

/** Whether the signed-in account is a demo account; only asked on a demo system. */
export function useDemoStatus() {
  const config = useAppConfig();
  return useQuery({
    queryKey: ["demo", "status"],
    queryFn: ({ signal }) => fetchJson<DemoStatus>("demo/status", signal),
    enabled: config.data?.demoMode === true,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /api/demo/renew: a fresh session for a demo account, or null when its session has already ended. */
export async function renewDemo(): Promise<DemoRenewal | null> {
  const response = await apiRequest<DemoRenewal>("demo/renew", { method: "POST", catalogue: false });
  if (response.ok && typeof response.data?.token === "string") return response.data;
  if (response.status === 401) return null;
  throw new Error(`Demo renewal failed with status ${response.status}`);
}
