import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../api/client.ts";

/** One build of the extension on this server (GET extension/downloads). */
export type BuildInfo = { available: boolean; url: string; bytes: number | null; version: string | null };
export type Builds = { chrome: BuildInfo; firefox: BuildInfo };

/** Which downloads this server has: the builds can appear after the page was prerendered. */
export function useBuilds() {
  return useQuery({
    queryKey: ["extension", "downloads"],
    queryFn: async ({ signal }): Promise<Builds> => {
      const response = await apiRequest<Builds>("extension/downloads", { signal, withSession: false });
      if (!response.ok || !response.data)
        throw new Error(`GET extension/downloads answered ${response.status}`);
      return response.data;
    },
  });
}
