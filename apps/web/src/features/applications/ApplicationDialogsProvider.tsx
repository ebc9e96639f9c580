import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useMemo, useState } from "react";
import { type ComposeTarget, ComposeWizard } from "../compose/index.ts";
import { ApplicationModal, type EditTarget } from "./ApplicationModal.tsx";
import { AppointmentDialog } from "./AppointmentDialog.tsx";
import { refreshApplications } from "./api.ts";
import { ComposeJobStep } from "./ComposeJobStep.tsx";
import { type ApplicationDialogs, ApplicationDialogsContext } from "./dialogs-context.ts";
import type { Application } from "./types.ts";
import { ViewModal } from "./ViewModal.tsx";

/** Holds the area's dialogs once per page, so rows and cards only say which one to open. */
export function ApplicationDialogsProvider({ children }: { children: ReactNode }) {
  const [edit, setEdit] = useState<EditTarget | null>(null);
  const [viewId, setViewId] = useState<number | null>(null);
  const [appointmentFor, setAppointmentFor] = useState<Application | null>(null);
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
      openAppointment: (app) => setAppointmentFor(app),
      openCompose: (app) => setCompose({ application: app ?? null, key: Date.now() }),
    }),
    [],
  );

  return (
    <ApplicationDialogsContext.Provider value={dialogs}>
      {children}
      <ApplicationModal target={edit} onClose={() => setEdit(null)} />
      <ViewModal id={viewId} onClose={() => setViewId(null)} />
      <AppointmentDialog application={appointmentFor} onClose={() => setAppointmentFor(null)} />
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
