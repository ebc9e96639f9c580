/** The code of an upload refused because the user's storage total is full (413). */
export const STORAGE_FULL = "storage-full";

/** GET /api/account/storage: the space the user's files take against their total. */
export interface StorageUsageDto {
  used_bytes: number;
  /** null: this installation sets no total (STORAGE_QUOTA_MB=off). */
  limit_bytes: number | null;
  /** Uploaded documents. */
  documents_bytes: number;
  /** Attachments kept from employers' replies. */
  reply_attachments_bytes: number;
}

/** The 413 answer to an upload that would pass the total: nothing of it was stored. */
export interface StorageFullBody {
  statusCode: 413;
  message: string;
  code: typeof STORAGE_FULL;
  used_bytes: number;
  limit_bytes: number;
  /** The size of the refused file. */
  size_bytes: number;
  fields: { file_string: string };
}
