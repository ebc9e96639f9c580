import type { EmailStatus } from "@jah/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render.tsx";
import { signedInSection } from "../../../../test/section-api.ts";
import { EmailChangeConfirmPage } from "./EmailChangeConfirmPage.tsx";
import { EmailChangeSection } from "./EmailChangeSection.tsx";

const PASSWORD = "correct horse";
const TAKEN = "taken@example.com";
const badRequest = (fields: Record<string, string>) =>
  Response.json({ statusCode: 400, message: "Invalid input", fields }, { status: 400 });

/** The account/email endpoints over an in-memory state, with the server's checks. */
function stubServer(initial: EmailStatus) {
  let state = { ...initial };
  const calls: { call: string; body: unknown; session: string | null }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      const method = init?.method ?? "GET";
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({
        call: `${method} ${path}`,
        body,
        session: new Headers(init?.headers).get("x-auth-token"),
      });
      if (path === "/api/account/email" && method === "GET") return Response.json(state);
      if (path === "/api/account/email" && method === "POST") {
        if (body.password !== PASSWORD) return badRequest({ password: "Wrong password" });
        if (body.new_email === TAKEN)
          return badRequest({ new_email: "This e-mail address is already in use" });
        state = { ...state, pending_email: body.new_email };
        return Response.json(state);
      }
      if (path === "/api/account/email/pending" && method === "DELETE") {
        state = { ...state, pending_email: null };
        return Response.json(state);
      }
      if (path === "/api/account/confirmemail?token=good") return Response.json({ email: "new@example.com" });
      if (path.startsWith("/api/account/confirmemail"))
        return Response.json(
          { statusCode: 400, fields: { token: "Unknown or already used link" } },
          { status: 400 },
        );
      return Response.json({}, { status: 404 });
    }),
  );
  return calls;
}

async function fill(newEmail: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByTestId("email-new"), newEmail);
  await user.type(screen.getByTestId("email-password"), password);
  await user.click(screen.getByTestId("email-submit"));
  return user;
}

describe("change of e-mail address", () => {
  signedInSection();

  it("sends the new address with the password, shows the pending change and cancels it", async () => {
    const calls = stubServer({ email: "ada@example.com", pending_email: null });
    renderWithProviders(<EmailChangeSection />);
    expect((await screen.findByTestId("email-current")).textContent).toBe("ada@example.com");
    const user = await fill("new@example.com", PASSWORD);
    const pending = await screen.findByTestId("email-pending");
    expect(pending.textContent).toContain(
      "We sent a link to new@example.com. Your address changes when you open it (within 24 hours).",
    );
    expect((screen.getByTestId("email-new") as HTMLInputElement).value).toBe("");
    expect((screen.getByTestId("email-password") as HTMLInputElement).value).toBe("");
    expect(calls.find((c) => c.call === "POST /api/account/email")?.body).toEqual({
      new_email: "new@example.com",
      password: PASSWORD,
    });

    await user.click(screen.getByTestId("email-cancel"));
    await waitFor(() => expect(screen.queryByTestId("email-pending")).toBeNull());
    expect(calls.map((c) => c.call)).toContain("DELETE /api/account/email/pending");
  });

  it("checks the address before sending and shows the server's answers on the fields", async () => {
    const calls = stubServer({ email: "ada@example.com", pending_email: null });
    renderWithProviders(<EmailChangeSection />);
    await fill("not-an-address", PASSWORD);
    expect(await screen.findByText("Invalid e-mail address")).toBeTruthy();
    expect(calls.some((c) => c.call === "POST /api/account/email")).toBe(false);

    await userEvent.clear(screen.getByTestId("email-new"));
    await userEvent.type(screen.getByTestId("email-new"), TAKEN);
    await userEvent.click(screen.getByTestId("email-submit"));
    expect(await screen.findByText("This e-mail address is already in use.")).toBeTruthy();

    await userEvent.clear(screen.getByTestId("email-new"));
    await userEvent.type(screen.getByTestId("email-new"), "free@example.com");
    await userEvent.clear(screen.getByTestId("email-password"));
    await userEvent.type(screen.getByTestId("email-password"), "wrong");
    await userEvent.click(screen.getByTestId("email-submit"));
    expect(await screen.findByText("This is not your current password.")).toBeTruthy();
    expect(screen.queryByTestId("email-pending")).toBeNull();
  });

  it("speaks German", async () => {
    await i18next.changeLanguage("de");
    stubServer({ email: "ada@example.com", pending_email: "neu@example.com" });
    renderWithProviders(<EmailChangeSection />);
    expect((await screen.findByTestId("email-pending")).textContent).toContain(
      "Wir haben einen Link an neu@example.com gesendet.",
    );
    expect(screen.getByText("Bestätigungslink senden")).toBeTruthy();
    expect(screen.getByLabelText("Neue E-Mail-Adresse")).toBeTruthy();
  });

  it("confirms the mailed link once, without sending the session, and says when a link fails", async () => {
    const calls = stubServer({ email: "ada@example.com", pending_email: null });
    const { unmount } = renderWithProviders(<EmailChangeConfirmPage />, {
      route: "/confirmemail?token=good",
    });
    const status = await screen.findByTestId("email-confirm-status");
    await waitFor(() => expect(status.getAttribute("data-tone")).toBe("success"));
    expect(status.textContent).toContain("Done: from now on you sign in with new@example.com.");
    const confirm = calls.filter((c) => c.call.includes("confirmemail"));
    expect(confirm).toEqual([
      { call: "GET /api/account/confirmemail?token=good", body: undefined, session: null },
    ]);
    unmount();

    renderWithProviders(<EmailChangeConfirmPage />, { route: "/confirmemail?token=used" });
    await waitFor(() =>
      expect(screen.getByTestId("email-confirm-status").getAttribute("data-tone")).toBe("error"),
    );
    expect(screen.getByTestId("email-confirm-status").textContent).toContain(
      "This link does not work (any more)",
    );
  });
});
