import type { StorageUsageDto } from "@jah/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../../test/render.tsx";
import { sectionApi, signedInSection } from "../../../../test/section-api.ts";
import { StorageSection } from "./StorageSection.tsx";

/** GET account/storage answers `usage` (or the given status). */
function stubUsage(usage: StorageUsageDto | number) {
  sectionApi({
    "GET /api/account/storage": () =>
      typeof usage === "number" ? Response.json({}, { status: usage }) : Response.json(usage),
  });
}

describe("storage space in the settings", () => {
  signedInSection();

  it("shows the used and the total space with a bar and what takes it, in both languages", async () => {
    stubUsage({
      used_bytes: 125_000_000,
      limit_bytes: 500_000_000,
      documents_bytes: 100_000_000,
      reply_attachments_bytes: 25_000_000,
    });
    renderWithProviders(<StorageSection />);
    expect((await screen.findByTestId("storage-used")).textContent).toBe("125 MB of 500 MB used (25 %)");
    expect(screen.getByRole("progressbar", { name: "Storage space" }).getAttribute("aria-valuenow")).toBe(
      "25",
    );
    expect(screen.getByTestId("storage-parts").textContent).toBe(
      "Documents: 100 MB · Reply attachments: 25 MB",
    );
    expect(screen.queryByTestId("storage-full")).toBeNull();

    await i18next.changeLanguage("de");
    await waitFor(() =>
      expect(screen.getByTestId("storage-used").textContent).toBe("125 MB von 500 MB belegt (25 %)"),
    );
    expect(screen.getByTestId("storage-parts").textContent).toBe(
      "Dokumente: 100 MB · Anhänge von Antworten: 25 MB",
    );
    expect(screen.getByRole("progressbar", { name: "Speicherplatz" })).toBeTruthy();
  });

  it("warns when the space is almost used up", async () => {
    stubUsage({
      used_bytes: 498_000_000,
      limit_bytes: 500_000_000,
      documents_bytes: 498_000_000,
      reply_attachments_bytes: 0,
    });
    renderWithProviders(<StorageSection />);
    expect((await screen.findByTestId("storage-full")).textContent).toContain(
      "attachments of new replies are then not saved",
    );
  });

  it("shows the used space alone where the installation sets no total", async () => {
    stubUsage({ used_bytes: 1500, limit_bytes: null, documents_bytes: 1500, reply_attachments_bytes: 0 });
    renderWithProviders(<StorageSection />);
    expect((await screen.findByTestId("storage-used")).textContent).toBe(
      "1.5 kB used (this installation sets no limit)",
    );
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("says so when the usage cannot be loaded, and loads it again on request", async () => {
    stubUsage(503);
    renderWithProviders(<StorageSection />);
    expect((await screen.findByRole("alert")).textContent).toContain(
      "The storage space could not be loaded. Please try again later.",
    );
    stubUsage({ used_bytes: 1500, limit_bytes: null, documents_bytes: 1500, reply_attachments_bytes: 0 });
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect((await screen.findByTestId("storage-used")).textContent).toBe(
      "1.5 kB used (this installation sets no limit)",
    );
  });
});
