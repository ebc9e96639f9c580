import type { BackupCodes, TwoFactorSetup, TwoFactorStatus } from "@jah/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { fetchJson } from "../../../api/helpers.ts";

export const twoFactorKey = ["account", "two-factor"] as const;

/** GET account/two-factor. */
export function useTwoFactorStatus() {
  return useQuery({
    queryKey: twoFactorKey,
    queryFn: ({ signal }) => fetchJson<TwoFactorStatus>("account/two-factor", signal),
  });
}

/** An error answer's per-field messages. */
export type FieldErrors = { fields?: Record<string, string>; message?: string };

/** POST account/two-factor/enable with the password: the key for the authenticator app. */
export const startTwoFactor = (password: string) =>
  apiRequest<TwoFactorSetup & FieldErrors>("account/two-factor/enable", {
    method: "POST",
    body: { password },
  });

/** POST account/two-factor/verify with the first code: turns it on, answers the backup codes. */
export const finishTwoFactor = (code: string) =>
  apiRequest<BackupCodes & FieldErrors>("account/two-factor/verify", { method: "POST", body: { code } });

/** POST account/two-factor/backup-codes with the password: ten new codes. */
export const regenerateBackupCodes = (password: string) =>
  apiRequest<BackupCodes & FieldErrors>("account/two-factor/backup-codes", {
    method: "POST",
    body: { password },
  });

/** POST account/two-factor/disable with the password. */
export const disableTwoFactor = (password: string) =>
  apiRequest<TwoFactorStatus & FieldErrors>("account/two-factor/disable", {
    method: "POST",
    body: { password },
  });

/** The key as authenticator apps print it: groups of four ("ABCD EFGH ..."). */
export function groupKey(key: string): string {
  return key.match(/.{1,4}/g)?.join(" ") ?? key;
}

/** The text file of backup codes: what they are, then one code per line. */
export function backupCodesFile(codes: string[], heading: string): string {
  return `${heading}\n\n${codes.join("\n")}\n`;
}
