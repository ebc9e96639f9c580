import { type DemoRenewal, type DemoStart, type DemoStatus, LANGUAGES, type Language } from "@jah/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../api/client.ts";
import { fetchJson } from "../../api/helpers.ts";
import { useAppConfig } from "../../api/use-app-config.ts";

/** Why a demo start failed: too many from this address (429), or anything else. */
export class DemoStartError extends Error {
  constructor(readonly status: number) {
    super(`Demo start failed with status ${status}`);
  }
}

/**
 * POST /api/demo/start in the visitor's language. Like sign-in it skips the error catalogue: it is
 * made without a session, and its failures are shown beside the button.
 */
export async function startDemo(language: string | undefined): Promise<DemoStart> {
  const known = (LANGUAGES as readonly string[]).includes(language ?? "");
  const response = await apiRequest<DemoStart>("demo/start", {
    method: "POST",
    body: known ? { language: language as Language } : {},
    catalogue: false,
    withSession: false,
  });
  if (!response.ok || typeof response.data?.token !== "string") throw new DemoStartError(response.status);
  return response.data;
}

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
