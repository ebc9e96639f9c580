import { lazyNamed } from "../../ui/lazy-named.ts";

// The applications area: its page, the dialogs, and the lists, rows and counters other pages show.

export { DaysBadge } from "./AgeDate.tsx";
export { ApplicationDialogsProvider } from "./ApplicationDialogsProvider.tsx";
export { ApplicationLink } from "./ApplicationLink.tsx";
export { refreshApplications, restoreApplication } from "./api.ts";
export type { ApplicationFormValues } from "./application-form.ts";
export { useApplicationColumns } from "./columns.tsx";
export { DeleteApplicationButton } from "./DeleteApplicationButton.tsx";
export { useApplicationDialogs } from "./dialogs-context.ts";
export { rowsOf, updateCachedLists } from "./list-cache.ts";
export { EditButton } from "./RowActions.tsx";
export { statusColour } from "./status-colour.ts";
export type { Application } from "./types.ts";
export { useApplicationList } from "./use-application-list.ts";
export { useApplicationStats } from "./use-stats.ts";

/** /archive/*: the finished applications, loaded when first shown. */
export const ArchivePage = lazyNamed(() => import("./archive/ArchivePage.tsx"), "ArchivePage");
/** /applications/:id: one application with everything about it, loaded when first shown. */
export const ApplicationPage = lazyNamed(() => import("./ApplicationPage.tsx"), "ApplicationPage");
/** /applications/*, loaded when first shown. */
export const ApplicationsPage = lazyNamed(() => import("./ApplicationsPage.tsx"), "ApplicationsPage");
