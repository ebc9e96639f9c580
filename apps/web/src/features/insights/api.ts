import type { Insights } from "@jah/shared";
import { fetchJson } from "../../api/helpers.ts";

/** TanStack Query keys of the insights; a period is its own entry. */
export const insightsKeys = {
  all: ["insights"] as const,
  period: (from: string, to: string) => ["insights", from, to] as const,
};

/** GET insights for a period of whole days (YYYY-MM-DD, both included). */
export function fetchInsights(from: string, to: string, signal?: AbortSignal): Promise<Insights> {
  const query = new URLSearchParams({ from, to });
  return fetchJson<Insights>(`insights?${query}`, signal);
}
