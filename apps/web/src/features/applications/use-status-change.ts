import type { ApplicationStatus } from "@jah/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { refreshApplications, setStatus } from "./api.ts";
import { useApplicationDialogs } from "./dialogs-context.ts";
import { statusOf, updateCachedLists } from "./list-cache.ts";
import type { Application } from "./types.ts";

/**
 * Changes an application's status the way every list does it (spec section 4): the server adds a
 * timeline entry, the row leaves lists it no longer belongs in, and choosing appointment opens
 * the appointment dialog. `pending` maps ids to the status they are moving to.
 */
export function useStatusChange() {
  const queryClient = useQueryClient();
  const dialogs = useApplicationDialogs();
  const [pending, setPending] = useState<ReadonlyMap<number, ApplicationStatus>>(new Map());

  const change = useCallback(
    async (app: Application, status: ApplicationStatus): Promise<Application | null> => {
      if (statusOf(app) === status) return app;
      setPending((before) => new Map(before).set(app.id, status));
      try {
        const response = await setStatus(app.id, status);
        if (!response.ok || !response.data) return null;
        const changed = response.data;
        updateCachedLists(queryClient, changed);
        void refreshApplications(queryClient);
        // The status it had goes along: cancelling the dialog puts it back (issue 43).
        if (status === "appointment") dialogs.openAppointment(changed, statusOf(app));
        return changed;
      } finally {
        setPending((before) => {
          const next = new Map(before);
          next.delete(app.id);
          return next;
        });
      }
    },
    [queryClient, dialogs],
  );

  return { change, pending };
}
