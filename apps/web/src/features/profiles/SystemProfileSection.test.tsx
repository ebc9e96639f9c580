import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { signedInSection } from "../../../test/section-api.ts";
import { SettingsPage } from "../../pages/SettingsPage.tsx";

/** The system-profile endpoints, keeping what was saved. */
function stubSystemProfile() {
  let stored: Record<string, unknown> = {
    vorname: "Ada",
    name: "Lovelace",
    email: "ada@example.com",
    telefon: null,
    mobile: null,
    birthdate: null,
    street: null,
    housenumber: null,
    postcode: null,
    city: null,
    website: null,
  };
  const posts: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      if (path === "/api/profile/systemprofile") return Response.json(stored);
      if (path === "/api/profile/systemprofile/edit" && init?.method === "POST") {
        const body = JSON.parse(String(init.body));
        posts.push(body);
        stored = body;
        return Response.json(stored);
      }
      if (path === "/api/calendar") return Response.json({ url: null });
      return Response.json({}, { status: 404 });
    }),
  );
  return posts;
}

describe("settings page, profile tab", () => {
  signedInSection();

  it("opens on the profile tab, checks and saves the personal and address data", async () => {
    const posts = stubSystemProfile();
    renderWithProviders(<SettingsPage />, { route: "/settings" });
    const user = userEvent.setup();
    const first = (await screen.findByTestId("system-vorname")) as HTMLInputElement;
    expect(first.value).toBe("Ada");
    expect(screen.getByTestId("settings-tab-profile").getAttribute("aria-selected")).toBe("true");

    await user.clear(first);
    await user.type(screen.getByTestId("system-website"), "ftp://nope");
    await user.click(screen.getByTestId("system-save"));
    expect(await screen.findByText("Required")).toBeTruthy();
    expect(screen.getByText("Must be a web address (http or https)")).toBeTruthy();
    expect(posts).toHaveLength(0);

    await user.type(first, "Augusta");
    await user.clear(screen.getByTestId("system-website"));
    await user.type(screen.getByTestId("system-city"), "London");
    await user.click(screen.getByTestId("system-save"));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      vorname: "Augusta",
      name: "Lovelace",
      email: "ada@example.com",
      telefon: "",
      mobile: "",
      birthdate: null,
      street: "",
      housenumber: "",
      postcode: "",
      city: "London",
      website: "",
    });
  });

  it("keeps the calendar on its own tab", async () => {
    stubSystemProfile();
    renderWithProviders(
      <Routes>
        <Route path="/settings/*" element={<SettingsPage />} />
      </Routes>,
      { route: "/settings/calendar" },
    );
    expect(await screen.findByTestId("calendar-section")).toBeTruthy();
  });
});
