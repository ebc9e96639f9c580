import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../../test/fake-api.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { signedInSection } from "../../../test/section-api.ts";
import { SettingsPage } from "../../pages/SettingsPage.tsx";

const reading = {
  imap_host: "imap.gmx.net",
  imap_port: 993,
  imap_security: "tls",
  reading: true,
  reading_folder: "Bewerbungen",
  reading_since: "2027-03-01T08:00:00.000Z",
  reading_error: "auth-failed",
  reading_polled_at: null,
};
const connected = (extra: object = {}) => ({
  smtp: {
    connected: true,
    host: "mail.gmx.net",
    port: 587,
    security: "starttls",
    username: "ada@gmx.de",
    from_email: "ada@gmx.de",
    from_name: "Ada",
    ...reading,
    ...extra,
  },
  gmail: { available: false, connected: false },
});

/** Types by pasting: typing each key takes seconds per field on a busy machine. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

function renderAt(route: string) {
  renderWithProviders(
    <Routes>
      <Route path="/settings/*" element={<SettingsPage />} />
    </Routes>,
    { route },
  );
  return userEvent.setup();
}

describe("settings, reading replies from the mailbox", () => {
  signedInSection();

  it("prefills the IMAP server of a common provider and sends reading along with the new account", async () => {
    const api = fakeApi([]);
    api.override("GET connections/", () =>
      Response.json({ smtp: { connected: false }, gmail: { available: false, connected: false } }),
    );
    api.override("POST connections/smtp", () => Response.json(connected({ reading_error: null })));
    const user = renderAt("/settings/connections");
    await fill(user, await screen.findByTestId("smtp-host"), "mail.gmx.net");
    await fill(user, screen.getByTestId("smtp-username"), "ada@gmx.de");
    await fill(user, screen.getByTestId("smtp-password"), "secret");
    await fill(user, screen.getByTestId("smtp-from_email"), "ada@gmx.de");
    expect(screen.queryByTestId("smtp-imap_host")).toBeNull();
    await user.click(screen.getByRole("switch", { name: /Read replies from this mailbox/ }));
    expect((screen.getByTestId("smtp-imap_host") as HTMLInputElement).value).toBe("imap.gmx.net");
    expect((screen.getByTestId("smtp-imap_port") as HTMLInputElement).value).toBe("993");
    await fill(user, screen.getByTestId("smtp-reading_folder"), "Bewerbungen");
    await user.click(screen.getByTestId("smtp-save"));
    await waitFor(() => expect(api.callsTo("POST", "connections/smtp")).toHaveLength(1));
    expect(api.callsTo("POST", "connections/smtp")[0]?.body).toMatchObject({
      host: "mail.gmx.net",
      reading: true,
      imap_host: "imap.gmx.net",
      imap_port: 993,
      imap_security: "tls",
      reading_folder: "Bewerbungen",
    });
  }, 40_000);

  it("refuses reading without an IMAP server before sending, and keeps a server the user typed", async () => {
    const api = fakeApi([]);
    api.override("GET connections/", () =>
      Response.json({ smtp: { connected: false }, gmail: { available: false, connected: false } }),
    );
    const user = renderAt("/settings/connections");
    await user.click(await screen.findByRole("switch", { name: /Read replies from this mailbox/ }));
    await fill(user, screen.getByTestId("smtp-host"), "smtp.example.com");
    await fill(user, screen.getByTestId("smtp-username"), "ada");
    await fill(user, screen.getByTestId("smtp-password"), "secret");
    await fill(user, screen.getByTestId("smtp-from_email"), "ada@example.com");
    await user.click(screen.getByTestId("smtp-save"));
    expect(await screen.findByText("Please enter the IMAP server to read replies.")).toBeTruthy();
    expect(api.callsTo("POST", "connections/smtp")).toHaveLength(0);
    // A server the user typed is theirs: a provider's address entered later does not replace it.
    await fill(user, screen.getByTestId("smtp-imap_host"), "imap.example.org");
    await user.clear(screen.getByTestId("smtp-from_email"));
    await fill(user, screen.getByTestId("smtp-from_email"), "ada@gmx.de");
    expect((screen.getByTestId("smtp-imap_host") as HTMLInputElement).value).toBe("imap.example.org");
  }, 40_000);

  it("shows why reading failed, and asks before switching off, which deletes what was read", async () => {
    const api = fakeApi([]);
    api.override("GET connections/", () => Response.json(connected()));
    api.override("PUT connections/smtp/reading", () =>
      Response.json(connected({ reading: false, reading_error: null, reading_since: null })),
    );
    const user = renderAt("/settings/connections");
    expect((await screen.findByTestId("smtp-reading-error")).textContent).toContain(
      "The mailbox refused the sign-in",
    );
    expect((screen.getByTestId("smtp-reading_folder") as HTMLInputElement).value).toBe("Bewerbungen");
    await user.click(screen.getByRole("switch", { name: /Read replies from this mailbox/ }));
    expect(await screen.findByText("Stop reading replies?")).toBeTruthy();
    expect(api.callsTo("PUT", "connections/smtp/reading")).toHaveLength(0);
    await user.click(screen.getByTestId("smtp-reading-off-confirm"));
    await waitFor(() => expect(api.callsTo("PUT", "connections/smtp/reading")).toHaveLength(1));
    expect(api.callsTo("PUT", "connections/smtp/reading")[0]?.body).toMatchObject({
      reading: false,
      imap_host: "imap.gmx.net",
    });
    await waitFor(() => expect(screen.queryByTestId("smtp-reading-error")).toBeNull());
  });

  it("explains an unreachable server in German", async () => {
    await i18next.changeLanguage("de");
    const api = fakeApi([]);
    api.override("GET connections/", () => Response.json(connected({ reading_error: "unreachable" })));
    renderAt("/settings/connections");
    expect((await screen.findByTestId("smtp-reading-error")).textContent).toContain(
      "Der IMAP-Server ist nicht erreichbar.",
    );
    expect(screen.getByRole("switch", { name: /Antworten aus diesem Postfach lesen/ })).toBeTruthy();
  });

  it("names the messages that were skipped, by subject and date, in German", async () => {
    await i18next.changeLanguage("de");
    const api = fakeApi([]);
    api.override("GET connections/", () =>
      Response.json(
        connected({
          reading_error: null,
          reading_skipped: [
            {
              id: 2,
              folder: "INBOX",
              subject: "Ihre Bewerbung bei Acme",
              received_at: "2027-03-02T09:15:00.000Z",
              reason: "unstorable-text",
              skipped_at: "2027-03-02T09:20:00.000Z",
            },
            {
              id: 1,
              folder: "Bewerbungen",
              subject: "",
              received_at: null,
              reason: "failed",
              skipped_at: "2027-03-01T10:00:00.000Z",
            },
          ],
        }),
      ),
    );
    renderAt("/settings/connections");
    const notice = await screen.findByTestId("smtp-reading-skipped");
    expect(notice.textContent).toContain("2 Nachrichten wurden übersprungen");
    expect(notice.textContent).toContain("Sie liegen weiterhin in Ihrem Postfach");
    const items = screen.getAllByTestId("smtp-reading-skipped-item").map((item) => item.textContent);
    expect(items[0]).toContain("Ihre Bewerbung bei Acme");
    expect(items[0]).toContain("eingegangen am 02.03.2027");
    // No subject, no arrival date: it is named as such, with the day it was skipped.
    expect(items[1]).toContain("(ohne Betreff)");
    expect(items[1]).toContain("01.03.2027");
  });

  it("shows no skipped list when nothing was skipped", async () => {
    const api = fakeApi([]);
    api.override("GET connections/", () =>
      Response.json(connected({ reading_error: null, reading_skipped: [] })),
    );
    renderAt("/settings/connections");
    await screen.findByTestId("smtp-reading-form");
    expect(screen.queryByTestId("smtp-reading-skipped")).toBeNull();
  });
});
