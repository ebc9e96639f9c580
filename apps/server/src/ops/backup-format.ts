/** The archive `npm run backup` writes and `npm run restore` reads: a zip with this manifest. */
export const BACKUP_FORMAT = "job-application-helper-backup";
export const BACKUP_VERSION = 1;
export const MANIFEST_PATH = "manifest.json";
/** The SQLite database file (its online backup) or the PostgreSQL dump (pg_dump's custom format). */
export const SQLITE_ENTRY = "database/app.sqlite";
export const POSTGRES_ENTRY = "database/postgres.dump";
/** DATA_DIR/auth-secret, when the secret was generated there (it also decrypts two-factor secrets). */
export const AUTH_SECRET_ENTRY = "auth-secret";
/** Each stored file under its storage key. */
export const FILES_PREFIX = "files/";

export type BackupEntry = { path: string; size: number; sha256: string };

export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  version: number;
  created_at: string;
  database: "sqlite" | "postgres";
  /** included: in the archive; environment: AUTH_SECRET was set, so the operator keeps it. */
  auth_secret: "included" | "environment";
  /** Every entry but the manifest, with its size and SHA-256. */
  entries: BackupEntry[];
};
