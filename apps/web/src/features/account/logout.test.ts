import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { draftKey, readDraft, writeDraft } from "../../session/local-draft.ts";
import { saveSession } from "../../session/session.ts";
import { logout } from "./logout.ts";

describe("logging out", () => {
  const assign = vi.fn();
  beforeEach(() => {
    vi.spyOn(window, "postMessage").mockImplementation(() => {});
    Object.defineProperty(window, "location", { value: { ...window.location, assign }, configurable: true });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ success: true })),
    );
    saveSession("tok", "user-1", false);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("leaves none of the user's drafts on the browser, but another user's stay", async () => {
    writeDraft(draftKey("user-1", "coverletter:new"), { text: "mine" });
    writeDraft(draftKey("user-1", "profile:4"), { title: "mine too" });
    writeDraft(draftKey("user-2", "coverletter:new"), { text: "theirs" });
    await logout();
    expect(readDraft(draftKey("user-1", "coverletter:new"))).toBeNull();
    expect(readDraft(draftKey("user-1", "profile:4"))).toBeNull();
    expect(readDraft(draftKey("user-2", "coverletter:new"))?.value).toEqual({ text: "theirs" });
    expect(sessionStorage.getItem("token")).toBeNull();
    expect(assign).toHaveBeenCalledWith("/");
  });
});
