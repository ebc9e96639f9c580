import type { SampleCounts } from "@jah/shared";
import { type ApiResponse, apiRequest } from "../../api/client.ts";

/** POST /api/datareset (staging host only): the user's data replaced by the sample data. */
export function resetData(): Promise<ApiResponse<SampleCounts & { language: string }>> {
  return apiRequest("datareset", { method: "POST", body: { confirm: true } });
}
