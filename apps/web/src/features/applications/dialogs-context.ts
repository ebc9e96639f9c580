import type { ApplicationStatus } from "@jah/shared";
import { createContext, useContext } from "react";
import type { ApplicationFormValues } from "./application-form.ts";
import type { Application } from "./types.ts";

/** The dialogs of the applications area, opened from any list, card or button inside it. */
export interface ApplicationDialogs {
  /** The application modal for a new application, prefilled and with errors shown when given. */
  openNew: (prefill?: Partial<ApplicationFormValues>, errors?: Record<string, string>) => void;
  /** The application modal for an existing application. */
  openEdit: (app: Application) => void;
  /** The view modal with its tabs. */
  openView: (id: number) => void;
  /**
   * The appointment dialog (after the status changed to appointment); `previous` is the status it
   * had, restored when the dialog is cancelled.
   */
  openAppointment: (app: Application, previous?: ApplicationStatus) => void;
  /** The compose wizard, with the job already chosen when opened from a todo row. */
  openCompose: (app?: Application) => void;
}

const ignore = () => {};

export const ApplicationDialogsContext = createContext<ApplicationDialogs>({
  openNew: ignore,
  openEdit: ignore,
  openView: ignore,
  openAppointment: ignore,
  openCompose: ignore,
});

/** The area's dialogs; a page provides them with `ApplicationDialogsProvider`. */
export function useApplicationDialogs(): ApplicationDialogs {
  return useContext(ApplicationDialogsContext);
}
