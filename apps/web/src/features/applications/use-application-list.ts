import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { applicationKeys, fetchPage } from "./api.ts";
import type { ListFilters, ListScope } from "./types.ts";

/** A list endpoint as pages: the next page loads with its `next_cursor` ('load more'). */
export function useApplicationList(scope: ListScope, filters: ListFilters = {}) {
  return useInfiniteQuery({
    queryKey: applicationKeys.list(scope, filters),
    queryFn: ({ pageParam, signal }) => fetchPage(scope, filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    // A new search keeps the old rows on screen until the answer is in, instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}
