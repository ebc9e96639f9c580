import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./errors.ts";

/** Creates the TanStack Query client: an answered error is final, only lost connections are retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => !(error instanceof ApiError) && failureCount < 2,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
    },
  });
}
