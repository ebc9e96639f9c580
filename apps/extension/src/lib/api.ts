import type {
  ConnectPoll,
  ConnectStart,
  ExtensionApplication,
  ExtensionFit,
  ExtensionUser,
  FormAnswers,
  ImportedJob,
  ProfileFit,
  SavedApplication,
  TrackedAnswer,
  TrackedApplication,
} from "@jah/shared";

/**
 * What went wrong with a call, in the terms the popup and the options page answer to: the server
 * could not be reached, the token is not (or no longer) valid, the input was refused field by field,
 * the job is already tracked, the connect request is over, too many calls, or anything else.
 */
export type ApiErrorKind =
  | "unreachable"
  | "unauthorized"
  | "invalid"
  | "conflict"
  | "gone"
  | "rate-limited"
  | "failed";

type ErrorBody = {
  message?: string;
  fields?: Record<string, string>;
  application?: TrackedApplication;
  status?: string;
};

/** A failed call, with what the server said about it. */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number,
    readonly body: ErrorBody = {},
  ) {
    super(body.message || `${kind} (${status})`);
  }
}

/** Maps an HTTP status to the kind of failure the extension tells the user about. */
export function kindOfStatus(status: number): ApiErrorKind {
  // Only 401 means the token is unknown or revoked; a 403 or 402 is about the account, not the token.
  if (status === 401) return "unauthorized";
  if (status === 400 || status === 413) return "invalid";
  if (status === 409) return "conflict";
  if (status === 410) return "gone";
  if (status === 429) return "rate-limited";
  // A proxy in front of a stopped server answers 502 to 504: that is the server being unreachable.
  if (status >= 502 && status <= 504) return "unreachable";
  return "failed";
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** How long one call may take before the server counts as unreachable. */
export const CALL_TIMEOUT_MS = 20_000;

/** The extension's client of the user's server: one function per endpoint of the contract. */
export function createApi(origin: string, token: string | null, fetchImpl: FetchLike = fetch) {
  async function call<T>(method: "GET" | "POST", path: string, body?: unknown, auth = true): Promise<T> {
    const headers: Record<string, string> = { accept: "application/json" };
    if (body !== undefined) headers["content-type"] = "application/json";
    if (auth && token) headers.authorization = `Bearer ${token}`;
    let response: Response;
    try {
      response = await fetchImpl(`${origin}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        // The token is the only credential: never cookies of a session in the same browser.
        credentials: "omit",
        cache: "no-store",
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
    } catch {
      throw new ApiError("unreachable", 0);
    }
    const data = await readJson(response);
    if (!response.ok) throw new ApiError(kindOfStatus(response.status), response.status, asErrorBody(data));
    // Anything but JSON on a 2xx is not our server (a login portal, a parked domain).
    if (data === undefined) throw new ApiError("failed", response.status);
    return data as T;
  }

  return {
    whoami: () => call<ExtensionUser>("GET", "/api/extension/whoami"),
    // Partial: a server of another version may leave out a field; the popup reads each on its own.
    fetchJob: (url: string, html?: string) =>
      call<Partial<ImportedJob>>(
        "POST",
        "/api/profile/applications/fetchjob",
        html === undefined ? { url } : { url, html },
      ),
    tracked: (url: string) =>
      call<TrackedAnswer>("GET", `/api/extension/tracked?url=${encodeURIComponent(url)}`),
    profiles: () => call<Array<{ id: number; title: string }>>("GET", "/api/extension/profiles"),
    formAnswers: (profileId: number) =>
      call<{ profileId: number; answers: FormAnswers }>(
        "GET",
        `/api/extension/profiles/${profileId}/form-answers`,
      ),
    fit: (job: ExtensionFit) => call<ProfileFit[]>("POST", "/api/extension/fit", job),
    saveApplication: (application: ExtensionApplication) =>
      call<SavedApplication>("POST", "/api/extension/applications", application),
    connectStart: (client: string) =>
      call<ConnectStart>("POST", "/api/extension/connect/start", { client }, false),
    connectPoll: (deviceCode: string) =>
      call<ConnectPoll>("POST", "/api/extension/connect/poll", { deviceCode }, false),
  };
}

export type Api = ReturnType<typeof createApi>;

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => "");
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function asErrorBody(data: unknown): ErrorBody {
  return data && typeof data === "object" ? (data as ErrorBody) : {};
}
