import type { ApplicationStatus } from "@jah/shared";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useMemo, useState } from "react";
import { type ComposeTarget, ComposeWizard } from "../compose/index.ts";
import { ApplicationModal, type EditTarget } from "./ApplicationModal.tsx";
import { AppointmentDialog } from "./AppointmentDialog.tsx";
import { refreshApplications, setStatus } from "./api.ts";
import { ComposeJobStep } from "./ComposeJobStep.tsx";
import { type ApplicationDialogs, ApplicationDialogsContext } from "./dialogs-context.ts";
import { updateCachedLists } from "./list-cache.ts";
import type { Application } from "./types.ts";
import { ViewModal } from "./ViewModal.tsx";

/** Holds the area's dialogs once per page, so rows and cards only say which one to open. */
export function ApplicationDialogsProvider({ children }: { children: ReactNode }) {
  const [edit, setEdit] = useState<EditTarget | null>(null);
  const [viewId, setViewId] = useState<number | null>(null);
  const [appointmentFor, setAppointmentFor] = useState<{
    app: Application;
    previous?: ApplicationStatus;
  } | null>(null);
  const [compose, setCompose] = useState<ComposeTarget | null>(null);
  const queryClient = useQueryClient();
  const refresh = useCallback(() => void refreshApplications(queryClient), [queryClient]);

  const dialogs = useMemo<ApplicationDialogs>(
    () => ({
      openNew: (prefill = {}, errors = {}) => setEdit({ mode: "new", prefill, errors, key: Date.now() }),
      openEdit: (app) => {
        setViewId(null);
        setEdit({ mode: "edit", app, key: Date.now() });
      },
      openView: (id) => setViewId(id),
      openAppointment: (app, previous) => setAppointmentFor({ app, previous }),
      openCompose: (app) => setCompose({ application: app ?? null, key: Date.now() }),
    }),
    [],
  );

  return (
    <ApplicationDialogsContext.Provider value={dialogs}>
      {children}
      <ApplicationModal target={edit} onClose={() => setEdit(null)} />
      <ViewModal id={viewId} onClose={() => setViewId(null)} />
      <AppointmentDialog
        application={appointmentFor?.app ?? null}
        onSaved={() => setAppointmentFor(null)}
        onCancel={() => {
          // No appointment entered: the status goes back to what it was, not left on "appointment".
          const target = appointmentFor;
          setAppointmentFor(null);
          if (!target?.previous) return;
          void setStatus(target.app.id, target.previous).then((response) => {
            if (response.ok && response.data) updateCachedLists(queryClient, response.data);
            refresh();
          });
        }}
      />
      <ComposeWizard
        target={compose}
        onClose={() => setCompose(null)}
        jobStep={(choice) => (
          <ComposeJobStep
            {...choice}
            // The empty job list's way out: a new application instead.
            onCreate={() => {
              setCompose(null);
              setEdit({ mode: "new", prefill: {}, errors: {}, key: Date.now() });
            }}
          />
        )}
        onApplicationChanged={refresh}
      />
    </ApplicationDialogsContext.Provider>
  );
}
