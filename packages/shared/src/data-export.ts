/** Data export (issue 14, GDPR article 20): the zip of all of a user's data and its states. */

/**
 * building (progress 0..100) → ready (download_url until expires_at) → downloaded (the link was used)
 * or expired (not used in time); failed when the build broke off. Only one build runs per user.
 */
export const DATA_EXPORT_STATUSES = ["building", "ready", "failed", "downloaded", "expired"] as const;
export type DataExportState = (typeof DATA_EXPORT_STATUSES)[number];

/** GET and POST /api/account/export: the user's latest export. */
export type DataExportStatus = {
  id: string;
  status: DataExportState;
  /** 0..100 while building, 100 once ready. */
  progress: number;
  /** The zip's size in bytes once it is ready, else null. */
  size: number | null;
  created_at: string;
  /** When the download link stops working; null until the zip is ready. */
  expires_at: string | null;
  /** The single-use link (a path on this host) while the export is ready, else null. */
  download_url: string | null;
};

/** Hours a ready export waits for its single download. */
export const DATA_EXPORT_HOURS = 24;
