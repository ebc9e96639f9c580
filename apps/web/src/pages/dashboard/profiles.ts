import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../api/client.ts";

/** How many profiles a GET profile/ answer holds (a list; tolerant of `{ profiles: [...] }`). */
export function countProfiles(data: unknown): number {
  if (Array.isArray(data)) return data.length;
  if (data && typeof data === "object" && Array.isArray((data as { profiles?: unknown }).profiles)) {
    return (data as { profiles: unknown[] }).profiles.length;
  }
  return 0;
}

/**
 * The number of the user's profiles for the 'available profiles' card. The profiles area may not
 * answer yet: any failure counts as 0, quietly (no toast, no error page).
 */
export function useProfileCount() {
  return useQuery({
    queryKey: ["profiles", "count"],
    queryFn: async ({ signal }) => {
      try {
        const response = await apiRequest<unknown>("profile/", { signal, catalogue: false });
        return response.ok ? countProfiles(response.data) : 0;
      } catch {
        return 0;
      }
    },
  });
}
