import { type ReactNode, useMemo, useState } from "react";
import { type ComposeTarget, ComposeWizard } from "../compose/ComposeWizard.tsx";
import { ApplicationModal, type EditTarget } from "./ApplicationModal.tsx";
import { AppointmentDialog } from "./AppointmentDialog.tsx";
import { type ApplicationDialogs, ApplicationDialogsContext } from "./dialogs-context.ts";
import type { Application } from "./types.ts";
import { ViewModal } from "./ViewModal.tsx";

/** Holds the area's dialogs once per page, so rows and cards only say which one to open. */
export function ApplicationDialogsProvider({ children }: { children: ReactNode }) {
  const [edit, setEdit] = useState<EditTarget | null>(null);
  const [viewId, setViewId] = useState<number | null>(null);
  const [appointmentFor, setAppointmentFor] = useState<Application | null>(null);
  const [compose, setCompose] = useState<ComposeTarget | null>(null);

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
        onNewApplication={() => setEdit({ mode: "new", prefill: {}, errors: {}, key: Date.now() })}
      />
    </ApplicationDialogsContext.Provider>
  );
}
