import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { applicationKeys } from "./api.ts";

/** Reloads one application's detail (notes, appointments, timeline) after a change to it. */
export function useRefreshDetail(id: number): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: applicationKeys.detail(id) }),
    [queryClient, id],
  );
}
