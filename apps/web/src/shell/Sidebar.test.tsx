import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render.tsx";
import { Sidebar } from "./Sidebar.tsx";

describe("the sidebar", () => {
  it("marks only the inbox as the current page on /applications/inbox, the list on /applications", async () => {
    renderWithProviders(<Sidebar minimised={false} onNavigate={() => {}} />, {
      route: "/applications/inbox",
    });
    const inbox = await screen.findByRole("link", { name: "Inbox" });
    const list = screen.getByRole("link", { name: "Applications" });
    expect(inbox.getAttribute("aria-current")).toBe("page");
    expect(list.getAttribute("aria-current")).toBeNull();
    expect(screen.getAllByRole("link").filter((l) => l.getAttribute("aria-current") === "page")).toHaveLength(
      1,
    );
  });

  it("keeps Applications current on the list and on an application's own path", async () => {
    renderWithProviders(<Sidebar minimised={false} onNavigate={() => {}} />, { route: "/applications/12" });
    const list = await screen.findByRole("link", { name: "Applications" });
    expect(list.getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "Inbox" }).getAttribute("aria-current")).toBeNull();
  });

  it("reaches the inbox by keyboard, also minimised to icons (named by its label)", async () => {
    renderWithProviders(<Sidebar minimised onNavigate={() => {}} />, { route: "/" });
    const user = userEvent.setup();
    const inbox = await screen.findByRole("link", { name: "Inbox" });
    expect(inbox.getAttribute("href")).toBe("/applications/inbox");
    for (let i = 0; i < 10 && document.activeElement !== inbox; i++) await user.tab();
    expect(document.activeElement).toBe(inbox);
  });
});
