import type { ImapReadingInput } from "@jah/shared";
import { apiRequest } from "../../api/client.ts";
import type { Connections } from "./api.ts";

/** PUT connections/smtp/reading: reading on or off and where from, without the password again. */
export const saveReadingSettings = (input: ImapReadingInput) =>
  apiRequest<Connections>("connections/smtp/reading", { method: "PUT", body: input });

/** The reader's errors the settings explain (others read as "failed"). */
export const READING_ERRORS = [
  "auth-failed",
  "unreachable",
  "refused-address",
  "folder-missing",
  "failed",
] as const;
