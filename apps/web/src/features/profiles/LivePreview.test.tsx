import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useMemo, useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { saveSession } from "../../session/session.ts";
import { LivePreview } from "./LivePreview.tsx";
import { fakeProfileApi, makeProfile } from "./testing/fake-profile-api.ts";

const renderCvBlob = vi.fn(async () => new Blob(["%PDF-1.7"], { type: "application/pdf" }));
vi.mock("@jah/cv-templates/browser", () => ({ renderCvBlob }));

describe("live preview", () => {
  beforeEach(() => {
    vi.spyOn(window, "postMessage").mockImplementation(() => {});
    saveSession("tok", "user-1", false);
    renderCvBlob.mockClear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("draws the profile again after typing pauses, and switches template only in the preview", async () => {
    fakeProfileApi([]);
    const onUseTemplate = vi.fn();
    const first = makeProfile({ id: 1, title: "Engineer", cv_template: "full" });
    function Editor() {
      const [title, setTitle] = useState(first.title);
      const profile = useMemo(() => (title === first.title ? first : { ...first, title }), [title]);
      return (
        <>
          <input aria-label="title" value={title} onChange={(event) => setTitle(event.currentTarget.value)} />
          <LivePreview profile={profile} onUseTemplate={onUseTemplate} />
        </>
      );
    }
    renderWithProviders(<Editor />);
    const user = userEvent.setup();
    const preview = await screen.findByTestId("live-preview");
    await waitFor(() => expect(preview.dataset.renders).toBe("1"));
    const firstUrl = screen.getByTestId("live-preview-frame").getAttribute("src");
    expect(renderCvBlob).toHaveBeenLastCalledWith(first, { template: "full", picture: null });

    // Quick changes within the pause are drawn once, with the last value.
    await user.clear(screen.getByLabelText("title"));
    await user.type(screen.getByLabelText("title"), "Senior engineer");
    await waitFor(() => expect(preview.dataset.renders).toBe("2"));
    expect(renderCvBlob).toHaveBeenCalledTimes(2);
    expect(renderCvBlob).toHaveBeenLastCalledWith(expect.objectContaining({ title: "Senior engineer" }), {
      template: "full",
      picture: null,
    });
    // The new drawing loads in a hidden frame while the last one stays shown, then takes its place.
    const next = screen.getByTestId("live-preview-next");
    expect(next.getAttribute("src")).not.toBe(firstUrl);
    expect(screen.getByTestId("live-preview-frame").getAttribute("src")).toBe(firstUrl);
    expect(preview.dataset.settled).toBe("false");
    fireEvent.load(next);
    expect(screen.getByTestId("live-preview-frame")).toBe(next);
    expect(preview.dataset.settled).toBe("true");

    await user.selectOptions(screen.getByTestId("live-preview-template"), "dark");
    await waitFor(() => expect(preview.dataset.renders).toBe("3"));
    expect(renderCvBlob).toHaveBeenLastCalledWith(expect.anything(), { template: "dark", picture: null });
    // A frame that never reports its load is shown after a while all the same.
    const dark = screen.getByTestId("live-preview-next");
    await waitFor(() => expect(screen.getByTestId("live-preview-frame")).toBe(dark), { timeout: 4000 });
    await user.click(screen.getByTestId("live-preview-use"));
    expect(onUseTemplate).toHaveBeenCalledWith("dark");
  });
});
