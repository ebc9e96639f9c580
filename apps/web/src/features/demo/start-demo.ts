import { type DemoStart, LANGUAGES, type Language } from "@jah/shared";
import { apiRequest } from "../../api/client.ts";

/** Why a demo start failed: too many from this address (429), or anything else. */
export class DemoStartError extends Error {
  constructor(readonly status: number) {
    super(`Demo start failed with status ${status}`);
  }
}

/**
 * POST /api/demo/start in the visitor's language. Like sign-in it skips the error catalogue: it is
 * made without a session, and its failures are shown beside the button.
 */
export async function startDemo(language: string | undefined): Promise<DemoStart> {
  const known = (LANGUAGES as readonly string[]).includes(language ?? "");
  const response = await apiRequest<DemoStart>("demo/start", {
    method: "POST",
    body: known ? { language: language as Language } : {},
    catalogue: false,
    withSession: false,
  });
  if (!response.ok || typeof response.data?.token !== "string") throw new DemoStartError(response.status);
  return response.data;
}
