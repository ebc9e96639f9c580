import type { DataExportStatus } from "@jah/shared";
import { useQuery } from "@tanstack/react-query";
import { type ApiResponse, apiRequest } from "../../api/client.ts";

export const dataExportKey = ["account", "export"] as const;

/** How often the tab asks for the progress while the zip is being built. */
export const DATA_EXPORT_POLL_MS = 1000;

/**
 * GET account/export: the latest export (null when the user has none yet). While it builds the
 * query asks again every DATA_EXPORT_POLL_MS, so the progress bar moves and the Download button
 * appears by itself.
 */
export function useDataExport() {
  return useQuery({
    queryKey: dataExportKey,
    queryFn: async ({ signal }): Promise<DataExportStatus | null> => {
      const response = await apiRequest<DataExportStatus>("account/export", { signal });
      if (response.status === 404) return null;
      if (!response.ok || !response.data) throw new Error(`GET account/export answered ${response.status}`);
      return response.data;
    },
    refetchInterval: (query) => (query.state.data?.status === "building" ? DATA_EXPORT_POLL_MS : false),
  });
}

/** POST account/export: starts a build, or answers the one already running. */
export function startDataExport(): Promise<ApiResponse<DataExportStatus>> {
  return apiRequest<DataExportStatus>("account/export", { method: "POST", body: {} });
}
