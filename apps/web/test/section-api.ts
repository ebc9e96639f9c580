import i18next from "i18next";
import { afterEach, beforeEach, vi } from "vitest";
import { saveSession } from "../src/session/session.ts";

/** One request a section sent: method, path (with its query), parsed JSON body and headers. */
export type SentRequest = { method: string; path: string; body: unknown; headers: Headers };
type Answer = (request: SentRequest) => Response | Promise<Response>;

/**
 * The fake API of the settings sections' tests: answers "METHOD /api/path" (or "/api/path" for any
 * method) from the given handlers and 404s everything else, over `fetch` as the app calls it; every
 * request is kept in `calls`. Handlers keep their own state, so a refetch sees a change.
 */
export function sectionApi(routes: Record<string, Answer>) {
  const calls: SentRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const text = typeof init?.body === "string" ? init.body : undefined;
    const request: SentRequest = {
      method: init?.method ?? "GET",
      path: String(input),
      body: text ? JSON.parse(text) : undefined,
      headers: new Headers(init?.headers),
    };
    calls.push(request);
    const answer = routes[`${request.method} ${request.path}`] ?? routes[request.path];
    return answer
      ? answer(request)
      : Response.json({ statusCode: 404, message: "Not found" }, { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return {
    calls,
    fetchMock,
    /** The requests to one "METHOD /api/path". */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}

/**
 * What every settings section's test needs around it: a signed-in session, window.postMessage quiet
 * (the session broadcasts to other tabs), and afterwards fetch, the mocks and the language restored.
 */
export function signedInSection() {
  beforeEach(() => {
    vi.spyOn(window, "postMessage").mockImplementation(() => {});
    saveSession("tok", "user-1", false);
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    await i18next.changeLanguage("en");
  });
}
