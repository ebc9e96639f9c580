import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from "vitest";
import { setNavigator } from "../session/navigation.ts";
import { saveSession } from "../session/session.ts";
import { resetAppConfig } from "./app-config.ts";
import { apiBlob, apiRequest } from "./client.ts";
import { setPaymentRequiredHandler } from "./payment.ts";

type FetchMock = Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>;

/** Answers every call with the status for `path`, and /api/config with the given config. */
function stubFetch(
  status: number,
  config = { stagingHost: false, demoMode: false, payments: true },
): FetchMock {
  const fetchMock: FetchMock = vi.fn(async (input) => {
    if (String(input) === "/api/config") return Response.json(config);
    return new Response(status === 204 ? null : JSON.stringify({ statusCode: status }), {
      status,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function headersOf(fetchMock: FetchMock, call = 0): Record<string, string> {
  return (fetchMock.mock.calls[call]?.[1]?.headers ?? {}) as Record<string, string>;
}

describe("API client", () => {
  let navigate: Mock<(path: string) => void>;
  let unregister: () => void;

  beforeEach(() => {
    navigate = vi.fn();
    unregister = setNavigator(navigate);
    vi.spyOn(window, "postMessage").mockImplementation(() => {});
    resetAppConfig();
  });

  afterEach(() => {
    unregister();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("sends the session as x-auth-token and x-auth-id, JSON in and out, under /api/", async () => {
    saveSession("tok-1", "user-1", false);
    const fetchMock = stubFetch(200);
    const result = await apiRequest<{ statusCode: number }>("usersettings/edit", {
      method: "PUT",
      body: { id: 1, language: "de" },
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/usersettings/edit");
    expect(headersOf(fetchMock)).toMatchObject({
      "x-auth-token": "tok-1",
      "x-auth-id": "user-1",
      "content-type": "application/json",
      accept: "application/json",
    });
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"id":1,"language":"de"}');
    expect(result).toEqual({ status: 200, ok: true, data: { statusCode: 200 } });
  });

  it("sends no session headers for visitors", async () => {
    const fetchMock = stubFetch(200);
    await apiRequest("config");
    expect(headersOf(fetchMock)).not.toHaveProperty("x-auth-token");
  });

  it("uses the same headers for blobs", async () => {
    saveSession("tok-1", "user-1", false);
    const fetchMock = stubFetch(200);
    const result = await apiBlob("profile/download/3");
    expect(headersOf(fetchMock)).toMatchObject({ "x-auth-token": "tok-1", "x-auth-id": "user-1" });
    expect(result.data).toBeInstanceOf(Blob);
  });

  it("on 422 removes token and localId and goes to /requestemailvalidation", async () => {
    saveSession("tok-1", "user-1", false);
    stubFetch(422);
    await apiRequest("account/me");
    expect(sessionStorage.getItem("token")).toBeNull();
    expect(sessionStorage.getItem("localId")).toBeNull();
    expect(navigate).toHaveBeenCalledWith("/requestemailvalidation");
  });

  it("on 500 goes to /uuuups", async () => {
    stubFetch(500);
    const result = await apiRequest("account/me");
    expect(result.status).toBe(500);
    expect(navigate).toHaveBeenCalledWith("/uuuups");
  });

  it("on 402 calls the payment-required handler with true", async () => {
    const handler = vi.fn();
    const off = setPaymentRequiredHandler(handler);
    stubFetch(402);
    await apiRequest("usersettings/ispayeduser");
    off();
    expect(handler).toHaveBeenCalledWith(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("on 403 goes to /datareset only on the staging host", async () => {
    stubFetch(403, { stagingHost: false, demoMode: false, payments: true });
    await apiRequest("admin/settings");
    expect(navigate).not.toHaveBeenCalled();
    resetAppConfig();
    stubFetch(403, { stagingHost: true, demoMode: false, payments: true });
    await apiRequest("admin/settings");
    expect(navigate).toHaveBeenCalledWith("/datareset");
  });

  it("on 401 with a session ends it and goes to /", async () => {
    saveSession("tok-1", "user-1", false);
    stubFetch(401);
    await apiRequest("account/me");
    expect(sessionStorage.getItem("token")).toBeNull();
    expect(navigate).toHaveBeenCalledWith("/");
  });

  it("leaves identity answers to the caller: a 401 at sign-in ends nothing", async () => {
    saveSession("tok-1", "user-1", false);
    const fetchMock = stubFetch(401);
    await apiRequest("auth/sign-in/email", {
      method: "POST",
      body: {},
      catalogue: false,
      withSession: false,
    });
    expect(headersOf(fetchMock)).not.toHaveProperty("x-auth-token");
    expect(sessionStorage.getItem("token")).toBe('"tok-1"');
    expect(navigate).not.toHaveBeenCalled();
  });
});
