import type { ExtensionUser } from "@jah/shared";
import { type Api, ApiError } from "./api.ts";
import { isOnServer } from "./server-address.ts";

/** How a connect attempt can end without a token; each has its own message on the options page. */
export type ConnectFailure = "denied" | "expired" | "unreachable" | "cancelled" | "failed";

export class ConnectFailed extends Error {
  constructor(readonly reason: ConnectFailure) {
    super(`connect ${reason}`);
  }
}

export type ConnectDeps = {
  api: Pick<Api, "connectStart" | "connectPoll">;
  origin: string;
  client: string;
  /** Opens the server's connect page, where the signed-in user clicks Allow. */
  openVerification: (url: string) => Promise<void>;
  /** Called with the code the connect page shows, so the user can compare them. */
  onCode: (userCode: string) => void;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
  signal?: AbortSignal;
};

/**
 * The device-style connect flow: start a request, open the connect page, and ask every `interval`
 * seconds until the user allowed it (the token comes back once), denied it, or it expired.
 */
export async function connectDevice(deps: ConnectDeps): Promise<{ token: string; user: ExtensionUser }> {
  const start = await deps.api.connectStart(deps.client).catch((error: unknown) => {
    throw new ConnectFailed(failureOf(error));
  });
  // The page to open comes from the server; only one on the server itself is ever opened.
  if (!isOnServer(start.verificationUrl, deps.origin)) throw new ConnectFailed("failed");
  deps.onCode(start.userCode);
  await deps.openVerification(start.verificationUrl);
  const deadline = deps.now() + start.expiresIn * 1000;
  let interval = Math.max(1, start.interval) * 1000;
  for (;;) {
    await deps.sleep(interval);
    if (deps.signal?.aborted) throw new ConnectFailed("cancelled");
    if (deps.now() > deadline) throw new ConnectFailed("expired");
    try {
      const answer = await deps.api.connectPoll(start.deviceCode);
      if (answer.status === "approved") return { token: answer.token, user: answer.user };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.kind === "gone")
        throw new ConnectFailed(error.body.status === "denied" ? "denied" : "expired");
      // Asked too often: slow down. A server briefly away: keep asking until the request expires.
      if (error.kind === "rate-limited") interval += 1000;
      else if (error.kind !== "unreachable") throw new ConnectFailed("failed");
    }
  }
}

function failureOf(error: unknown): ConnectFailure {
  return error instanceof ApiError && error.kind === "unreachable" ? "unreachable" : "failed";
}

/** The label the token is named after: the browser's name, as the user knows it. */
export function clientLabel(brands: string[], isFirefox: boolean): string {
  if (isFirefox) return "Firefox";
  for (const [brand, label] of [
    ["Microsoft Edge", "Edge"],
    ["Opera", "Opera"],
    ["Brave", "Brave"],
    ["Google Chrome", "Chrome"],
  ] as const) {
    if (brands.includes(brand)) return label;
  }
  return "Chromium";
}
