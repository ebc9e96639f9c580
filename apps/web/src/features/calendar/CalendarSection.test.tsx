import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { sectionApi, signedInSection } from "../../../test/section-api.ts";
import { CalendarSection } from "./CalendarSection.tsx";

/** The two calendar endpoints: the address, and a new one on every regenerate. */
function stubCalendar(url: string | null) {
  let current = url;
  let generation = 0;
  return sectionApi({
    "GET /api/calendar": () => Response.json({ url: current }),
    "POST /api/calendar/regenerate": () => {
      generation += 1;
      current = `https://jah.example/api/calendar/secret-${generation}.ics`;
      return Response.json({ url: current });
    },
  }).fetchMock;
}

describe("calendar section", () => {
  signedInSection();

  it("shows the feed address and replaces it only after confirmation", async () => {
    const fetchMock = stubCalendar("https://jah.example/api/calendar/secret-0.ics");
    renderWithProviders(<CalendarSection />);
    const user = userEvent.setup();
    const address = (await screen.findByTestId("calendar-url")) as HTMLInputElement;
    expect(address.value).toBe("https://jah.example/api/calendar/secret-0.ics");
    expect(screen.getByTestId("calendar-copy")).toBeTruthy();

    await user.click(screen.getByTestId("calendar-regenerate"));
    expect(await screen.findByText(/stops working immediately/)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([path]) => String(path).endsWith("/regenerate"))).toBe(false);
    await user.click(screen.getByTestId("calendar-regenerate-confirm"));
    await waitFor(() =>
      expect((screen.getByTestId("calendar-url") as HTMLInputElement).value).toBe(
        "https://jah.example/api/calendar/secret-1.ics",
      ),
    );
  });

  it("offers to create an address when there is none", async () => {
    stubCalendar(null);
    renderWithProviders(<CalendarSection />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId("calendar-create"));
    expect(((await screen.findByTestId("calendar-url")) as HTMLInputElement).value).toContain("secret-1");
  });
});
