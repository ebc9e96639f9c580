import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { followOtherTabs } from "./cross-tab.ts";
import { REMEMBERED_KEY } from "./keys.ts";
import { setNavigator } from "./navigation.ts";
import { saveSession } from "./session.ts";

function otherTabRemovedCopy(oldValue: string) {
  window.dispatchEvent(new StorageEvent("storage", { key: REMEMBERED_KEY, oldValue, newValue: null }));
}

describe("logout in another tab", () => {
  const navigate = vi.fn();
  let stop: () => void;
  let unregister: () => void;

  beforeEach(() => {
    vi.spyOn(window, "postMessage").mockImplementation(() => {});
    navigate.mockClear();
    unregister = setNavigator(navigate);
    stop = followOtherTabs();
  });
  afterEach(() => {
    stop();
    unregister();
    vi.restoreAllMocks();
  });

  it("ends this tab's session when the remembered copy of the same session disappears", () => {
    saveSession("tok-1", "user-1", false);
    otherTabRemovedCopy(JSON.stringify({ token: "tok-1", localId: "user-1", loginTime: 1 }));
    expect(sessionStorage.getItem("token")).toBeNull();
    expect(navigate).toHaveBeenCalledWith("/");
  });

  it("leaves a different session alone", () => {
    saveSession("tok-2", "user-1", false);
    otherTabRemovedCopy(JSON.stringify({ token: "tok-1", localId: "user-1", loginTime: 1 }));
    expect(sessionStorage.getItem("token")).toBe('"tok-2"');
    expect(navigate).not.toHaveBeenCalled();
  });
});
