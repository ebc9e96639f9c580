import type { FitResult } from "@jah/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { saveSession } from "../../session/session.ts";
import { ApplicationFit } from "./ApplicationFit.tsx";

const spot = { field: "description" as const, start: 0, end: 4, text: "DATEV", snippet: "mit DATEV" };
const fitOf = (score: number, skill: string): FitResult => ({
  score,
  ad_language: "de",
  parts: { skills: 1, title: 1, experience: 1, language: 1, location: 1 },
  reasons: [{ type: "skill_matched", skill, profile_skill: skill, source: "skills", level: 75, where: spot }],
});
const profile = (id: number, profiletitle: string) => ({
  id,
  profiletitle,
  title: "",
  vorname: "",
  name: "",
});

function stubApi(profiles: unknown[]) {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), "http://localhost");
      asked.push(url.pathname + url.search);
      if (url.pathname === "/api/profile/") return Response.json(profiles);
      if (url.pathname === "/api/profile/calculatefit/1/9") return Response.json(fitOf(81, "DATEV"));
      if (url.pathname === "/api/profile/calculatefit/2/9") return Response.json(fitOf(34, "Excel"));
      return Response.json({ message: "unexpected" }, { status: 500 });
    }),
  );
  return asked;
}

describe("application fit", () => {
  beforeEach(() => saveSession("tok", "user-1", false));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows the chosen profile's score with its reasons and compares another", async () => {
    const asked = stubApi([profile(1, "Buchhaltung"), profile(2, "Assistenz")]);
    renderWithProviders(<ApplicationFit applicationId={9} profileId={1} />);
    expect((await screen.findByTestId("application-fit-score")).textContent).toBe("81 %");
    expect(screen.getByTestId("fit-matched").textContent).toContain("DATEV");
    expect(asked).toContain("/api/profile/calculatefit/1/9?explain=1");
    await userEvent.click(screen.getByTestId("application-fit-profile"));
    await userEvent.click(await screen.findByRole("option", { name: "Assistenz" }));
    await waitFor(() => expect(screen.getByTestId("application-fit-score").textContent).toBe("34 %"));
  });

  it("shows nothing without profiles", async () => {
    const asked = stubApi([]);
    renderWithProviders(<ApplicationFit applicationId={9} />);
    expect(screen.getByTestId("application-fit")).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId("application-fit")).toBeNull());
    expect(asked).toEqual(["/api/profile/"]);
  });
});
