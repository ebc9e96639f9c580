import { CV_IMPORT_MAX_BYTES, type CvImportRequest, type CvImportResult } from "@jah/shared";
import type { AiClient } from "../../ai/client.ts";
import { recordUsage } from "../../ai/usage.ts";
import type { Db } from "../../db/database.ts";
import { saveImportedProfile } from "../profiles/index.ts";
import { improveWithAi } from "./ai-merge.ts";
import { CvImportRejected, type CvParsePool } from "./pool.ts";
import { detectLanguage, toImportedProfile } from "./to-profile.ts";

export type CvImportDeps = {
  db: Db;
  pool: CvParsePool;
  payments: boolean;
  /** null: no provider configured, nothing ever leaves the server. */
  ai: AiClient | null;
  log: { warn: (obj: object, msg: string) => void };
};

/** Decodes a base64 data URL; anything else is a file we cannot read. */
function decodeDataUrl(dataUrl: string): Buffer {
  const comma = dataUrl.indexOf(",");
  const header = comma > 0 ? dataUrl.slice(0, comma) : "";
  const payload = dataUrl.slice(comma + 1).replace(/\s+/g, "");
  if (!/^data:[^,]*;base64$/i.test(header) || !/^[A-Za-z0-9+/]*={0,2}$/.test(payload)) {
    throw new CvImportRejected("broken-file", "The file must be sent as a base64 data URL");
  }
  return Buffer.from(payload, "base64");
}

/**
 * Reads an uploaded CV into a new profile: size check, parse in a worker thread, the AI's second
 * opinion when configured and wanted, then one transaction (402 past the profile limit).
 */
export async function importCv(
  deps: CvImportDeps,
  userId: string,
  request: CvImportRequest,
): Promise<CvImportResult> {
  const bytes = decodeDataUrl(request.file_string);
  if (bytes.length > CV_IMPORT_MAX_BYTES) {
    throw new CvImportRejected("too-large", `The file is larger than ${CV_IMPORT_MAX_BYTES} bytes`);
  }
  const ai = request.use_ai ? deps.ai : null;
  const parsed = await deps.pool.parse(bytes, ai !== null);
  let draft = parsed.draft;
  let language = detectLanguage(draft, parsed.text);
  let aiUsed = false;
  if (ai) {
    const { result: second, usage } = await improveWithAi(ai, draft, parsed.text, { userId, log: deps.log });
    // The month's usage counts every call; the letter helper's budget sees it.
    if (usage) await recordUsage(deps.db, userId, usage);
    if (second) {
      draft = second.draft;
      language = second.language ?? language;
      aiUsed = true;
    }
  }
  const { imported, importedFields } = toImportedProfile(draft, language, request.file_name ?? "");
  const profile = await saveImportedProfile(deps.db, userId, imported, deps.payments, {
    imported_fields: JSON.stringify(importedFields),
  });
  return { profileId: profile.id, imported_fields: importedFields, ai_used: aiUsed };
}
