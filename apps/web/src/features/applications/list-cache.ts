import { type ApplicationStatus, isArchived } from "@jah/shared";
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { applicationKeys } from "./api.ts";
import type { Application, ApplicationPage, ListScope } from "./types.ts";

type Pages = InfiniteData<ApplicationPage, unknown>;

/** The status shown for an application: todo when it has none (spec section 4). */
export function statusOf(app: Pick<Application, "status">): ApplicationStatus {
  return app.status ?? "todo";
}

/**
 * Whether an application still belongs in a list after a change: the archive keeps the four
 * archive statuses, every other list only active ones (spec section 4), todo only todo.
 */
export function belongsTo(scope: ListScope, app: Application): boolean {
  const status = statusOf(app);
  switch (scope) {
    case "archive":
      return isArchived(status);
    case "todo":
      return status === "todo";
    case "followup":
      return !isArchived(status) && Boolean(app.follow_up);
    default:
      return !isArchived(status);
  }
}

/** The pages with `app` replaced in place, or taken out when it no longer belongs in the list. */
export function placeInPages(data: Pages, scope: ListScope, app: Application): Pages {
  const keep = belongsTo(scope, app);
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      applications: keep
        ? page.applications.map((row) => (row.id === app.id ? app : row))
        : page.applications.filter((row) => row.id !== app.id),
    })),
  };
}

/** The pages without the application `id`. */
export function removeFromPages(data: Pages, id: number): Pages {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      applications: page.applications.filter((row) => row.id !== id),
    })),
  };
}

/** Every application of the loaded pages, in order. */
export function rowsOf(data: Pages | undefined): Application[] {
  return data?.pages.flatMap((page) => page.applications ?? []) ?? [];
}

/**
 * Shows a changed application in every cached list at once: rows that moved to the archive leave
 * the active lists and the other way round, before the refetch confirms it.
 */
export function updateCachedLists(queryClient: QueryClient, app: Application): void {
  for (const [key, data] of queryClient.getQueriesData<Pages>({ queryKey: applicationKeys.lists })) {
    const scope = key[2] as ListScope;
    if (data) queryClient.setQueryData<Pages>(key, placeInPages(data, scope, app));
  }
}

/** Takes a deleted application out of every cached list. */
export function dropFromCachedLists(queryClient: QueryClient, id: number): void {
  for (const [key, data] of queryClient.getQueriesData<Pages>({ queryKey: applicationKeys.lists })) {
    if (data) queryClient.setQueryData<Pages>(key, removeFromPages(data, id));
  }
}
