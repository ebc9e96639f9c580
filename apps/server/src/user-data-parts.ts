import type { Config } from "./config.ts";
import { checkUserDataParts, type UserDataPart } from "./db/user-data.ts";
import { accountUserData } from "./features/account/index.ts";
import { aiLetterUserData } from "./features/ai-letter/index.ts";
import { applicationAppointmentsUserData } from "./features/application-appointments/index.ts";
import { applicationNotesUserData } from "./features/application-notes/index.ts";
import { applicationsUserData } from "./features/applications/index.ts";
import { composeUserData } from "./features/compose/index.ts";
import { connectionsUserData } from "./features/connections/index.ts";
import { coverLettersUserData } from "./features/coverletters/index.ts";
import { dataExportUserData } from "./features/data-export/index.ts";
import { type DemoSeed, demoUserData } from "./features/demo/index.ts";
import { documentsUserData } from "./features/documents/index.ts";
import { extensionUserData } from "./features/extension/index.ts";
import { inboxUserData } from "./features/inbox/index.ts";
import { jobsUserData } from "./features/job-ads/index.ts";
import { jobAlertsUserData } from "./features/job-alerts/index.ts";
import { paymentsUserData } from "./features/payments/index.ts";
import { profilesUserData } from "./features/profiles/index.ts";
import { registerUserData } from "./features/register/index.ts";
import { usersettingsUserData } from "./features/usersettings/index.ts";
import type { FileStorage } from "./storage/index.ts";

export type UserDataParts = readonly UserDataPart<DemoSeed>[];

/**
 * Every feature's part of the user's data (db/user-data.ts), built once and handed to the data
 * export, the account purge, the demo seed and the staging reset. The order is theirs: the demo seed
 * writes in it (profiles with their sections, letters, then applications before their notes and
 * appointments), stored files go into the export and are removed in it (documents before export zips).
 */
export function userDataParts(deps: {
  storage: FileStorage;
  /** DATA_DIR/exports: where export zips are built. */
  exportsDir: string;
  billing: Config["billing"];
}): UserDataParts {
  const parts: UserDataParts = [
    accountUserData,
    usersettingsUserData,
    registerUserData,
    extensionUserData,
    demoUserData,
    documentsUserData(deps.storage),
    profilesUserData,
    coverLettersUserData,
    applicationsUserData,
    applicationNotesUserData,
    applicationAppointmentsUserData,
    composeUserData,
    connectionsUserData,
    inboxUserData,
    aiLetterUserData,
    jobsUserData,
    jobAlertsUserData,
    paymentsUserData(deps.billing),
    dataExportUserData({ dir: deps.exportsDir, storage: deps.storage }),
  ];
  checkUserDataParts(parts);
  return parts;
}
