import { SESSION_LIFETIME_MS } from "@jah/shared";
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from "vitest";
import { REMEMBERED_KEY } from "./keys.ts";
import { setNavigator } from "./navigation.ts";
import {
  dropUnverifiedSession,
  readSession,
  restoreRememberedSession,
  saveSession,
  startSession,
  subscribeSession,
} from "./session.ts";

const T0 = 1_700_000_000_000;

describe("session storage", () => {
  let navigate: Mock<(path: string) => void>;
  let unregister: () => void;
  let posted: Mock;

  beforeEach(() => {
    navigate = vi.fn();
    unregister = setNavigator(navigate);
    posted = vi.spyOn(window, "postMessage").mockImplementation(() => {}) as unknown as Mock;
  });

  afterEach(() => {
    unregister();
    vi.restoreAllMocks();
  });

  it("saves token and localId as JSON text and loginTime as a millisecond string", () => {
    saveSession("tok-1", "user-1", false, T0);
    expect(sessionStorage.getItem("token")).toBe('"tok-1"');
    expect(sessionStorage.getItem("localId")).toBe('"user-1"');
    expect(sessionStorage.getItem("loginTime")).toBe(String(T0));
    expect(localStorage.getItem(REMEMBERED_KEY)).toBeNull();
  });

  it("announces a saved session with TOKEN_AVAILABLE to its own origin", () => {
    saveSession("tok-1", "user-1", false, T0);
    expect(posted).toHaveBeenCalledWith(
      {
        type: "TOKEN_AVAILABLE",
        token: "tok-1",
        localId: "user-1",
        source: window.location.href,
        loginTime: T0,
      },
      window.location.origin,
    );
  });

  it("tells subscribers about changes", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    saveSession("tok-1", "user-1", false, T0);
    unsubscribe();
    saveSession("tok-2", "user-1", false, T0);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("reads a session younger than 59 minutes", () => {
    saveSession("tok-1", "user-1", false, T0);
    expect(readSession(T0 + SESSION_LIFETIME_MS - 1)).toEqual({
      token: "tok-1",
      localId: "user-1",
      loginTime: T0,
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it("ends a session at 59 minutes: LOGOUT posted, storage cleared, back to /", () => {
    saveSession("tok-1", "user-1", true, T0);
    posted.mockClear();
    expect(readSession(T0 + SESSION_LIFETIME_MS)).toBeNull();
    expect(posted).toHaveBeenCalledWith({ type: "LOGOUT" }, window.location.origin);
    expect(sessionStorage.getItem("token")).toBeNull();
    expect(sessionStorage.getItem("loginTime")).toBeNull();
    expect(sessionStorage.getItem("localId")).toBeNull();
    expect(localStorage.getItem(REMEMBERED_KEY)).toBeNull();
    expect(navigate).toHaveBeenCalledWith("/");
  });

  it("treats a token without a login time as expired", () => {
    sessionStorage.setItem("token", '"tok-1"');
    expect(readSession(T0)).toBeNull();
    expect(navigate).toHaveBeenCalledWith("/");
  });

  it("keeps a copy in localStorage only with remember-me, and a new tab takes it over", () => {
    saveSession("tok-1", "user-1", true, T0);
    sessionStorage.clear();
    restoreRememberedSession(T0 + 60_000);
    expect(readSession(T0 + 60_000)?.token).toBe("tok-1");
  });

  it("does not restore an expired remembered copy", () => {
    saveSession("tok-1", "user-1", true, T0);
    sessionStorage.clear();
    restoreRememberedSession(T0 + SESSION_LIFETIME_MS);
    expect(sessionStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem(REMEMBERED_KEY)).toBeNull();
  });

  it("drops token and localId for an unverified address", () => {
    saveSession("tok-1", "user-1", true, T0);
    dropUnverifiedSession();
    expect(sessionStorage.getItem("token")).toBeNull();
    expect(sessionStorage.getItem("localId")).toBeNull();
    expect(localStorage.getItem(REMEMBERED_KEY)).toBeNull();
  });

  it("ends an expired session at page start before anything renders", () => {
    window.history.replaceState(null, "", "/profile");
    saveSession("tok-1", "user-1", false, T0);
    posted.mockClear();
    startSession(T0 + SESSION_LIFETIME_MS + 5);
    expect(sessionStorage.getItem("token")).toBeNull();
    expect(posted).toHaveBeenCalledWith({ type: "LOGOUT" }, window.location.origin);
    expect(window.location.pathname).toBe("/");
  });
});
