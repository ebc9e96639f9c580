import type { TwoFactorStatus } from "@jah/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render.tsx";
import { signedInSection } from "../../../../test/section-api.ts";
import { totpQrSvg } from "./TotpQrCode.tsx";
import { TwoFactorSection } from "./TwoFactorSection.tsx";

const PASSWORD = "correct horse";
const KEY = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const URI = `otpauth://totp/Job%20Application%20Helper:ada%40example.com?secret=${KEY}&issuer=Job+Application+Helper`;
const codes = (prefix: string) => Array.from({ length: 10 }, (_, i) => `${prefix}${i}aaa-bbbbb`);
const badRequest = (fields: Record<string, string>) =>
  Response.json({ statusCode: 400, message: "Invalid input", fields }, { status: 400 });

/** The account/two-factor endpoints over an in-memory state, checking the password and the code. */
function stubServer(initial: TwoFactorStatus) {
  let state = { ...initial };
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input).replace("/api/", "");
      const body = init?.body ? JSON.parse(String(init.body)) : {};
      calls.push(`${init?.method ?? "GET"} ${path}`);
      if (path === "account/two-factor") return Response.json(state);
      if (body.password !== undefined && body.password !== PASSWORD)
        return badRequest({ password: "Wrong password" });
      if (path === "account/two-factor/enable") {
        state = { enabled: false, pending: true, backup_codes_left: null };
        return Response.json({ totp_uri: URI, key: KEY });
      }
      if (path === "account/two-factor/verify") {
        if (body.code !== "654321") return badRequest({ code: "Wrong code" });
        state = { enabled: true, pending: false, backup_codes_left: 10 };
        return Response.json({ backup_codes: codes("first") });
      }
      if (path === "account/two-factor/backup-codes") {
        state = { ...state, backup_codes_left: 10 };
        return Response.json({ backup_codes: codes("fresh") });
      }
      if (path === "account/two-factor/disable") {
        state = { enabled: false, pending: false, backup_codes_left: null };
        return Response.json(state);
      }
      return Response.json({}, { status: 404 });
    }),
  );
  return calls;
}

describe("two-factor authentication settings", () => {
  signedInSection();

  it("sets up an app: password, the key in groups, the first code, then the backup codes once", async () => {
    const calls = stubServer({ enabled: false, pending: false, backup_codes_left: null });
    const user = userEvent.setup();
    renderWithProviders(<TwoFactorSection />);
    expect((await screen.findByTestId("two-factor-badge")).textContent).toBe("Off");
    await user.click(screen.getByTestId("two-factor-enable"));

    await user.type(screen.getByTestId("two-factor-prompt-password"), "wrong one");
    await user.click(screen.getByTestId("two-factor-prompt-submit"));
    expect(await screen.findByText("This is not your current password.")).toBeTruthy();
    await user.clear(screen.getByTestId("two-factor-prompt-password"));
    await user.type(screen.getByTestId("two-factor-prompt-password"), PASSWORD);
    await user.click(screen.getByTestId("two-factor-prompt-submit"));

    const key = (await screen.findByTestId("totp-key")) as HTMLInputElement;
    expect(key.value).toBe("JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP");
    expect(key.readOnly).toBe(true);
    expect(screen.getByTestId("totp-key-copy").getAttribute("aria-label")).toBe("Copy key");
    expect(screen.getByTestId("totp-open").getAttribute("href")).toBe(URI);
    // The QR code encodes exactly the set-up link, so scanning it adds this account.
    const qr = (await screen.findByTestId("totp-qr")) as HTMLImageElement;
    expect(qr.alt).toBe("QR code for your authenticator app");
    expect(decodeURIComponent(qr.src.replace("data:image/svg+xml;charset=utf-8,", ""))).toBe(
      await totpQrSvg(URI),
    );
    expect(await totpQrSvg(URI)).not.toBe(await totpQrSvg(URI.replace(KEY, "A".repeat(32))));
    expect(screen.getByText("Time-based, 6 digits, a new code every 30 seconds.")).toBeTruthy();

    await user.type(screen.getByTestId("totp-code"), "12");
    await user.click(screen.getByTestId("totp-verify"));
    expect(await screen.findByText("Please enter the 6 digits from the app.")).toBeTruthy();
    await user.clear(screen.getByTestId("totp-code"));
    await user.type(screen.getByTestId("totp-code"), "111 111");
    await user.click(screen.getByTestId("totp-verify"));
    expect(await screen.findByText(/That code is not right/)).toBeTruthy();
    await user.type(screen.getByTestId("totp-code"), "654321");
    await user.click(screen.getByTestId("totp-verify"));

    const panel = await screen.findByTestId("backup-codes");
    expect(
      within(panel)
        .getAllByTestId("backup-code")
        .map((c) => c.textContent),
    ).toEqual(codes("first"));
    expect(within(panel).getByText("These codes are shown only now.")).toBeTruthy();
    expect(within(panel).getByTestId("backup-codes-download").textContent).toBe("Download as .txt");
    expect(within(panel).getByTestId("backup-codes-copy")).toBeTruthy();
    await user.click(within(panel).getByTestId("backup-codes-done"));
    await waitFor(() => expect(screen.queryByTestId("backup-codes")).toBeNull());
    expect((await screen.findByTestId("two-factor-codes-left")).textContent).toBe("10 backup codes left.");
    expect(screen.getByTestId("two-factor-badge").textContent).toBe("On");
    expect(calls.filter((c) => c.startsWith("POST"))).toEqual([
      "POST account/two-factor/enable",
      "POST account/two-factor/enable",
      "POST account/two-factor/verify",
      "POST account/two-factor/verify",
    ]);
  });

  it("downloads the backup codes as a text file", async () => {
    stubServer({ enabled: true, pending: false, backup_codes_left: 2 });
    const created: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      created.push(blob as Blob);
      return "blob:codes";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    const user = userEvent.setup();
    renderWithProviders(<TwoFactorSection />);
    // Few codes left: a hint to make new ones.
    expect(await screen.findByText(/Only a few backup codes are left/)).toBeTruthy();
    await user.click(screen.getByTestId("two-factor-regenerate"));
    await user.type(screen.getByTestId("two-factor-prompt-password"), PASSWORD);
    await user.click(screen.getByTestId("two-factor-prompt-submit"));
    await user.click(await screen.findByTestId("backup-codes-download"));
    expect(clicks).toEqual(["backup-codes.txt"]);
    const text = await created[0]!.text();
    expect(text.split("\n")[0]).toBe("Backup codes for Job Application Helper. Each code signs you in once.");
    for (const code of codes("fresh")) expect(text).toContain(`\n${code}\n`);
  });

  it("turns it off after the password, in German", async () => {
    await i18next.changeLanguage("de");
    const calls = stubServer({ enabled: true, pending: false, backup_codes_left: 7 });
    const user = userEvent.setup();
    renderWithProviders(<TwoFactorSection />);
    expect((await screen.findByTestId("two-factor-codes-left")).textContent).toBe(
      "Noch 7 Backup-Codes übrig.",
    );
    await user.click(screen.getByTestId("two-factor-disable"));
    expect(screen.getByText("Zwei-Faktor-Authentifizierung deaktivieren?")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Abbrechen" }));
    expect(calls).not.toContain("POST account/two-factor/disable");

    await user.click(screen.getByTestId("two-factor-disable"));
    await user.type(screen.getByTestId("two-factor-prompt-password"), PASSWORD);
    await user.click(screen.getByTestId("two-factor-prompt-submit"));
    expect(await screen.findByText("Die Zwei-Faktor-Authentifizierung ist deaktiviert.")).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId("two-factor-badge").textContent).toBe("Aus"));
    expect(screen.getByTestId("two-factor-enable").textContent).toBe(
      "Zwei-Faktor-Authentifizierung einrichten",
    );
  });

  it("says when a set-up was left unfinished and when the state cannot be loaded", async () => {
    stubServer({ enabled: false, pending: true, backup_codes_left: null });
    const { unmount } = renderWithProviders(<TwoFactorSection />);
    expect(await screen.findByText(/The set-up was started but not finished/)).toBeTruthy();
    expect(screen.getByTestId("two-factor-enable").textContent).toBe("Set up again");
    unmount();

    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({}, { status: 503 })),
    );
    renderWithProviders(<TwoFactorSection />);
    expect(await screen.findByText(/could not be loaded/)).toBeTruthy();
  });
});
