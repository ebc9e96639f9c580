import type { StorageUsageDto } from "@jah/shared";
import { useQuery } from "@tanstack/react-query";
import { fetchJson } from "../../../api/helpers.ts";

export const storageUsageKey = ["account", "storage"] as const;

/** GET account/storage: the space the user's files take against their total. */
export function useStorageUsage() {
  return useQuery({
    queryKey: storageUsageKey,
    queryFn: ({ signal }) => fetchJson<StorageUsageDto>("account/storage", signal),
  });
}
