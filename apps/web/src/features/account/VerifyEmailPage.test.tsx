import { screen, waitFor } from "@testing-library/react";
import { Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { clearSession, readSession, saveSession } from "../../session/session.ts";
import { VerifyEmailPage } from "./VerifyEmailPage.tsx";

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderLink(answer: Response) {
  const fetchMock = vi.fn(async () => answer);
  vi.stubGlobal("fetch", fetchMock);
  renderWithProviders(
    <>
      <Routes>
        <Route path="verifyemail" element={<VerifyEmailPage />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Location />
    </>,
    { route: "/verifyemail?token=abc" },
  );
  return fetchMock;
}

describe("the verification link (issue 43)", () => {
  beforeEach(() => {
    vi.spyOn(window, "postMessage").mockImplementation(() => {});
    clearSession();
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("signs the user in with the session it answers and opens the dashboard", async () => {
    const fetchMock = renderLink(
      Response.json({
        verified: true,
        token: "fresh-token",
        user: { id: "u7", email: "a@example.com", name: "a" },
      }),
    );
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/"));
    expect(readSession()).toMatchObject({ token: "fresh-token", localId: "u7" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("signs nobody in and offers a new link when the link is used or expired", async () => {
    renderLink(Response.json({ message: "This link is not valid any more" }, { status: 400 }));
    expect((await screen.findByText(/invalid or has expired/)).textContent).toContain("Request a new link");
    expect(readSession()).toBeNull();
    expect(screen.getByTestId("location").textContent).toBe("/verifyemail");
  });

  it("keeps the session of someone already signed in and only confirms", async () => {
    saveSession("own-token", "u1", false);
    renderLink(Response.json({ verified: true, token: "fresh-token", user: { id: "u7" } }));
    expect((await screen.findByText(/address is confirmed/)).textContent).toBeTruthy();
    expect(readSession()).toMatchObject({ token: "own-token", localId: "u1" });
    expect(screen.getByTestId("location").textContent).toBe("/verifyemail");
  });
});
