import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DRAFT_MAX_AGE_MS, draftKey, readDraft, removeUserDrafts, writeDraft } from "./local-draft.ts";
import { saveSession } from "./session.ts";
import { DRAFT_SAVE_DELAY_MS, useLocalDraft } from "./use-local-draft.ts";

const KEY = "draft:user-1:coverletter:new";

function renderDraft(initial: { text: string }, apply = vi.fn()) {
  return renderHook(
    ({ text, scope }: { text: string; scope: string | null }) =>
      useLocalDraft(scope, { text }, { changed: text !== initial.text, apply }),
    { initialProps: { text: initial.text, scope: "coverletter:new" as string | null } },
  );
}

describe("local drafts", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(window, "postMessage").mockImplementation(() => {});
    saveSession("tok", "user-1", false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("writes typed text once typing rests, per user and record", () => {
    const { rerender } = renderDraft({ text: "" });
    rerender({ text: "Sehr geehrte", scope: "coverletter:new" });
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS - 1));
    expect(localStorage.getItem(KEY)).toBeNull();
    rerender({ text: "Sehr geehrte Frau Berg", scope: "coverletter:new" });
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
    expect(readDraft<{ text: string }>(KEY)?.value).toEqual({ text: "Sehr geehrte Frau Berg" });
  });

  it("writes what is pending when the form closes, and nothing after clear", () => {
    const first = renderDraft({ text: "" });
    first.rerender({ text: "half a sentence", scope: "coverletter:new" });
    first.unmount();
    expect(readDraft<{ text: string }>(KEY)?.value.text).toBe("half a sentence");

    const second = renderDraft({ text: "" });
    second.rerender({ text: "saved text", scope: "coverletter:new" });
    act(() => second.result.current.clear());
    second.unmount();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it("offers a stored draft when the form opens again, and restores it into the form", () => {
    writeDraft(KEY, { text: "lost in the expired session" });
    const apply = vi.fn();
    const { result } = renderDraft({ text: "" }, apply);
    expect(result.current.offer?.value).toEqual({ text: "lost in the expired session" });
    act(() => result.current.restore());
    expect(apply).toHaveBeenCalledWith({ text: "lost in the expired session" });
    expect(result.current.offer).toBeNull();
  });

  it("drops a discarded draft, but keeps what was typed since", () => {
    writeDraft(KEY, { text: "old" });
    const discarded = renderDraft({ text: "" });
    act(() => discarded.result.current.discard());
    expect(localStorage.getItem(KEY)).toBeNull();
    discarded.unmount();

    writeDraft(KEY, { text: "old" });
    const typed = renderDraft({ text: "" });
    typed.rerender({ text: "new", scope: "coverletter:new" });
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
    act(() => typed.result.current.discard());
    expect(readDraft<{ text: string }>(KEY)?.value.text).toBe("new");
  });

  it("offers nothing the form already holds, nothing older than a week and nothing of another user", () => {
    writeDraft(KEY, { text: "same" });
    expect(renderDraft({ text: "same" }).result.current.offer).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();

    writeDraft(KEY, { text: "ancient" }, Date.now() - DRAFT_MAX_AGE_MS - 1);
    expect(renderDraft({ text: "" }).result.current.offer).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();

    writeDraft(draftKey("user-2", "coverletter:new"), { text: "someone else's" });
    expect(renderDraft({ text: "" }).result.current.offer).toBeNull();
  });

  it("keeps nothing without a signed-in user or a scope", () => {
    sessionStorage.clear();
    const { rerender } = renderDraft({ text: "" });
    rerender({ text: "typed", scope: "coverletter:new" });
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
    expect(localStorage.length).toBe(0);
  });

  it("forgets one user's drafts on logout and leaves the others", () => {
    writeDraft(KEY, { text: "mine" });
    writeDraft(draftKey("user-2", "profile:3"), { text: "theirs" });
    removeUserDrafts("user-1");
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(readDraft(draftKey("user-2", "profile:3"))).not.toBeNull();
  });
});
