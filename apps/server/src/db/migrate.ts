import { type Migration, type MigrationProvider, Migrator } from "kysely/migration";
import type { DatabaseHandle, Dialect } from "./database.ts";
import { foundation } from "./migrations/0001_foundation.ts";
import { applications } from "./migrations/0002_applications.ts";
import { profiles } from "./migrations/0003_profiles.ts";
import { lettersDocuments } from "./migrations/0004_letters_documents.ts";
import { mailAccountsCompose } from "./migrations/0005_mail_accounts_compose.ts";
import { cvImport } from "./migrations/0006_cv_import.ts";
import { insights } from "./migrations/0008_insights.ts";
import { accountDeletion } from "./migrations/0009_account_deletion.ts";
import { ai } from "./migrations/0010_ai.ts";
import { search } from "./migrations/0011_search.ts";
import { jobAds } from "./migrations/0012_job_ads.ts";
import { dataExport } from "./migrations/0013_data_export.ts";
import { accessTokens } from "./migrations/0014_access_tokens.ts";
import { twoFactor } from "./migrations/0015_two_factor.ts";
import { demo } from "./migrations/0016_demo.ts";
import { jobRunner } from "./migrations/0017_job_runner.ts";
import { payments } from "./migrations/0018_payments.ts";
import { mailQueueRows } from "./migrations/0019_mail_queue_rows.ts";
import { cvLevelsDates } from "./migrations/0020_cv_levels_dates.ts";
import { administrators } from "./migrations/0021_administrators.ts";
import { jobAlerts } from "./migrations/0022_job_alerts.ts";
import { botCheck } from "./migrations/0024_bot_check.ts";
import { mailReading } from "./migrations/0025_mail_reading.ts";
import { inbox } from "./migrations/0026_inbox.ts";
import { inboxDemo } from "./migrations/0027_inbox_demo.ts";
import { gmailReading } from "./migrations/0028_gmail_reading.ts";
import { inboxSkipped } from "./migrations/0029_inbox_skipped.ts";

/** The one migration set, in order; each migration writes types for the dialect it runs on. */
function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    "0001_foundation": foundation(dialect),
    "0002_applications": applications(dialect),
    "0003_profiles": profiles(dialect),
    "0004_letters_documents": lettersDocuments(dialect),
    "0005_mail_accounts_compose": mailAccountsCompose(dialect),
    "0006_cv_import": cvImport(dialect),
    "0008_insights": insights(dialect),
    "0009_account_deletion": accountDeletion(dialect),
    "0010_ai": ai(dialect),
    "0011_search": search(dialect),
    "0012_job_ads": jobAds(dialect),
    "0013_data_export": dataExport(dialect),
    "0014_access_tokens": accessTokens(dialect),
    "0015_two_factor": twoFactor(dialect),
    "0016_demo": demo(dialect),
    "0017_job_runner": jobRunner(dialect),
    "0018_payments": payments(dialect),
    "0019_mail_queue_rows": mailQueueRows(),
    "0020_cv_levels_dates": cvLevelsDates(dialect),
    "0021_administrators": administrators(dialect),
    "0022_job_alerts": jobAlerts(dialect),
    "0024_bot_check": botCheck(dialect),
    "0025_mail_reading": mailReading(dialect),
    "0026_inbox": inbox(dialect),
    "0027_inbox_demo": inboxDemo(dialect),
    "0028_gmail_reading": gmailReading(dialect),
    "0029_inbox_skipped": inboxSkipped(dialect),
  };
}

class StaticProvider implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}
  async getMigrations() {
    return migrations(this.dialect);
  }
}

/**
 * Brings the schema up to `name` and no further: tests use it to build a database as an earlier
 * release left it, then migrate it to the latest with data in it.
 */
export async function migrateTo(handle: DatabaseHandle, name: string): Promise<void> {
  const migrator = new Migrator({
    db: handle.db,
    provider: new StaticProvider(handle.dialect),
    allowUnorderedMigrations: true,
  });
  const { error } = await migrator.migrateTo(name);
  if (error) throw new Error(`Migration to ${name} failed: ${String(error)}`, { cause: error });
}

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  const migrator = new Migrator({
    db: handle.db,
    provider: new StaticProvider(handle.dialect),
    // Numbers are reserved per issue (0009 arrived after 0011): an installed database runs a
    // lower-numbered newcomer instead of refusing to start.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? "?"} failed: ${String(error)}`, { cause: error });
  }
}
