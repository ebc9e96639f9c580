import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../../test/render.tsx";
import { sectionApi, signedInSection } from "../../../../test/section-api.ts";
import { PasswordSection } from "./PasswordSection.tsx";

/** POST account/password: `answer` decides; the bodies sent are kept. */
function stubServer(answer: () => Response) {
  const api = sectionApi({
    "POST /api/account/password": answer,
    "GET /api/account/sessions": () => Response.json([]),
  });
  return () => api.callsTo("POST /api/account/password").map((call) => call.body);
}

async function fill(current: string, next: string, repeat = next) {
  const user = userEvent.setup();
  await user.type(screen.getByTestId("password-current"), current);
  await user.type(screen.getByTestId("password-new"), next);
  await user.type(screen.getByTestId("password-confirmation"), repeat);
  await user.click(screen.getByTestId("password-submit"));
}

describe("change password", () => {
  signedInSection();

  it("sends the current and the new password and says the other sessions ended", async () => {
    const sent = stubServer(() => Response.json({ revoked: 1 }));
    renderWithProviders(<PasswordSection />);
    await fill("old secret", "a brand new secret");
    expect(
      await screen.findByText("Your password has been changed. All other sessions have been signed out."),
    ).toBeTruthy();
    expect(sent()).toEqual([{ current_password: "old secret", new_password: "a brand new secret" }]);
    expect((screen.getByTestId("password-current") as HTMLInputElement).value).toBe("");
  });

  it("checks the new password before sending and shows a wrong current password", async () => {
    const sent = stubServer(() =>
      Response.json(
        { statusCode: 400, message: "Invalid input", fields: { current_password: "Wrong password" } },
        { status: 400 },
      ),
    );
    renderWithProviders(<PasswordSection />);
    await fill("old secret", "short", "other");
    expect(screen.getByText("Password must be at least 8 characters")).toBeTruthy();
    expect(sent()).toEqual([]);

    const user = userEvent.setup();
    await user.clear(screen.getByTestId("password-new"));
    await user.type(screen.getByTestId("password-new"), "a brand new secret");
    await user.clear(screen.getByTestId("password-confirmation"));
    await user.type(screen.getByTestId("password-confirmation"), "a brand new secret");
    await user.click(screen.getByTestId("password-submit"));
    expect(await screen.findByText("This is not your current password.")).toBeTruthy();
    expect(sent()).toHaveLength(1);
  });

  it("speaks German", async () => {
    await i18next.changeLanguage("de");
    stubServer(() => Response.json({}, { status: 503 }));
    renderWithProviders(<PasswordSection />);
    expect(screen.getByRole("heading", { name: "Passwort ändern" })).toBeTruthy();
    await fill("altes Geheimnis", "ein ganz neues Geheimnis");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Ihr Passwort konnte nicht geändert werden. Bitte versuchen Sie es später erneut.",
    );
  });
});
