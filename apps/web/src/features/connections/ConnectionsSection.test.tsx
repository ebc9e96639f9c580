import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../../test/fake-api.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { signedInSection } from "../../../test/section-api.ts";
import { CallbacksPage } from "../../pages/CallbacksPage.tsx";
import { SettingsPage } from "../../pages/SettingsPage.tsx";

const disconnected = { smtp: { connected: false }, gmail: { available: true, connected: false } };
const connected = {
  smtp: {
    connected: true,
    host: "smtp.example.com",
    port: 587,
    security: "starttls",
    username: "ada",
    from_email: "ada@example.com",
    from_name: "Ada",
  },
  gmail: { available: false, connected: false },
};

function renderAt(route: string) {
  renderWithProviders(
    <Routes>
      <Route path="/settings/*" element={<SettingsPage />} />
      <Route path="/callbacks/*" element={<CallbacksPage />} />
    </Routes>,
    { route },
  );
  return userEvent.setup();
}

describe("settings, connections tab", () => {
  signedInSection();

  it("checks the form, shows why the connection test failed, then the connected mailbox", async () => {
    const api = fakeApi([]);
    let state: unknown = disconnected;
    api.override("GET connections/", () => Response.json(state));
    api.override("POST connections/smtp", () =>
      Response.json(
        {
          message: "The connection test failed",
          code: "connection-failed",
          reason: "535 Authentication failed",
          reasonCode: "auth-failed",
        },
        { status: 400 },
      ),
    );
    const user = renderAt("/settings/connections");

    await user.click(await screen.findByTestId("smtp-save"));
    expect((await screen.findAllByText("Required")).length).toBeGreaterThanOrEqual(4);
    expect(api.callsTo("POST", "connections/smtp")).toHaveLength(0);

    await user.type(screen.getByTestId("smtp-host"), "smtp.example.com");
    // TLS moves the default port along.
    await user.click(screen.getByText("TLS", { exact: true }));
    expect((screen.getByTestId("smtp-port") as HTMLInputElement).value).toBe("465");
    await user.click(screen.getByText("STARTTLS", { exact: true }));
    expect((screen.getByTestId("smtp-port") as HTMLInputElement).value).toBe("587");
    await user.type(screen.getByTestId("smtp-username"), "ada");
    await user.type(screen.getByTestId("smtp-password"), "wrong");
    await user.type(screen.getByTestId("smtp-from_email"), "ada@example.com");
    await user.click(screen.getByTestId("smtp-save"));

    const error = await screen.findByTestId("smtp-error");
    expect(error.textContent).toContain("The connection test failed");
    // The kind in the user's words, the server's own words as the detail.
    expect(screen.getByTestId("smtp-error-kind").textContent).toContain(
      "The mail server refused the sign-in.",
    );
    expect(screen.getByTestId("smtp-error-reason").textContent).toBe(
      "The server said: 535 Authentication failed",
    );
    expect(api.callsTo("POST", "connections/smtp")[0]?.body).toEqual({
      host: "smtp.example.com",
      port: 587,
      security: "starttls",
      username: "ada",
      password: "wrong",
      from_email: "ada@example.com",
    });

    api.override("POST connections/smtp", () => Response.json(connected));
    await user.click(screen.getByTestId("smtp-save"));
    expect((await screen.findByTestId("smtp-connected-from")).textContent).toBe("Ada <ada@example.com>");
    expect(screen.queryByTestId("gmail-section")).toBeNull();

    state = disconnected;
    api.override("DELETE connections/smtp", () => Response.json(disconnected));
    await user.click(screen.getByTestId("smtp-disconnect"));
    await user.click(await screen.findByTestId("smtp-disconnect-confirm"));
    await screen.findByTestId("smtp-form");
    expect(screen.getByTestId("gmail-connect")).toBeTruthy();
  });

  it.each([
    [false, "shows a refused host in the user's words, without the server's sentence"],
    [true, "tells an administrator which setting allows hosts in the server's own network"],
  ])("a refused host (admin: %s): %s", async (isAdmin) => {
    const api = fakeApi([]);
    api.override("GET connections/", () => Response.json(disconnected));
    api.override("GET account/me", () =>
      Response.json({ id: "u1", username: "Ada", email: "ada@example.com", isAdmin }),
    );
    api.override("POST connections/smtp", () =>
      Response.json(
        {
          message: "Could not connect to the mail server",
          code: "connection-failed",
          reason: "server words that must not show",
          reasonCode: "host-refused",
        },
        { status: 400 },
      ),
    );
    const user = renderAt("/settings/connections");
    await user.type(await screen.findByTestId("smtp-host"), "mail.internal");
    await user.type(screen.getByTestId("smtp-username"), "ada");
    await user.type(screen.getByTestId("smtp-password"), "secret");
    await user.type(screen.getByTestId("smtp-from_email"), "ada@example.com");
    await user.click(screen.getByTestId("smtp-save"));

    const reason = await screen.findByTestId("smtp-error-reason");
    expect(reason.textContent).toContain("This address cannot be reached from this server.");
    expect(reason.textContent).not.toContain("server words");
    expect(reason.textContent?.includes("MAIL_ACCOUNT_ALLOW_PRIVATE_NETWORKS=true")).toBe(isAdmin);
  });

  it("posts the code of the OAuth return page and lands on the connections tab", async () => {
    const api = fakeApi([]);
    api.override("GET connections/", () => Response.json(disconnected));
    api.override("POST connections/gmail/connect", () =>
      Response.json({ ...disconnected, gmail: { available: true, connected: true, email: "ada@gmail.com" } }),
    );
    renderAt("/callbacks/gmail?code=abc%2F1&state=xyz");
    await screen.findByTestId("gmail-connected");
    expect(api.callsTo("POST", "connections/gmail/connect")).toEqual([
      { method: "POST", path: "connections/gmail/connect", body: { code: "abc/1", state: "xyz" } },
    ]);
  });

  it("explains a refused authorisation", async () => {
    const api = fakeApi([]);
    renderAt("/callbacks/gmail?error=access_denied");
    expect((await screen.findByTestId("callback-error")).textContent).toContain("did not grant access");
    await waitFor(() => expect(api.callsTo("POST", "connections/gmail/connect")).toHaveLength(0));
  });
});
