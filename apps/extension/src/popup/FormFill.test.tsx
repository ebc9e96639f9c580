// @vitest-environment happy-dom
import type { FormAnswers } from "@jah/shared/extension-api";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeCaptureEnv } from "../../test/capture-env.ts";
import { useLanguage } from "../../test/i18n.ts";
import type { FillReport } from "../fill/fill-form.ts";
import { ApiError } from "../lib/api.ts";
import { CapturePopup } from "./CapturePopup.tsx";
import type { FormFillEnv } from "./form-fill-env.ts";

const REPORT: FillReport = {
  entries: [
    { label: "Vorname", kind: "firstName", outcome: "filled" },
    { label: "E-Mail", kind: "email", outcome: "filled" },
    { label: "Geschlecht", kind: "gender", outcome: "sensitive" },
    { label: "Kündigungsfrist", kind: "noticePeriod", outcome: "no-answer" },
    { label: "Lebenslauf", kind: null, outcome: "upload" },
    { label: "", kind: null, outcome: "unrecognised" },
  ],
};

type FillScript = {
  profiles?: Array<{ id: number; title: string }>;
  answers?: FormAnswers | ApiError;
  report?: FillReport | null;
};

/** The capture popup with "Fill in this form" whose server and page answer as `script` says. */
function open(script: FillScript = {}) {
  const { env } = fakeCaptureEnv({ fetchJob: { job_title: "Entwickler" } });
  const asked: number[] = [];
  const filledWith: FormAnswers[] = [];
  const formFill: FormFillEnv = {
    profiles: async () => script.profiles ?? [{ id: 4, title: "Backend" }],
    answers: async (_connection, profileId) => {
      asked.push(profileId);
      if (script.answers instanceof ApiError) throw script.answers;
      return script.answers ?? { firstName: "Anna" };
    },
    fillPage: async (answers) => {
      filledWith.push(answers);
      return script.report === undefined ? REPORT : script.report;
    },
  };
  render(<CapturePopup env={{ ...env, formFill }} />);
  return { user: userEvent.setup(), asked, filledWith };
}

describe("Fill in this form", () => {
  it("fills the page with the chosen profile and shows what was filled, what was left and why", async () => {
    const { user, asked, filledWith } = open({
      profiles: [
        { id: 4, title: "Backend" },
        { id: 7, title: "Frontend" },
      ],
    });
    await user.selectOptions(await screen.findByTestId("fill-profile"), "7");
    await user.click(screen.getByRole("button", { name: "Fill in this form" }));
    const report = await screen.findByTestId("fill-report");
    expect(asked).toEqual([7]);
    expect(filledWith).toEqual([{ firstName: "Anna" }]);
    expect(report.textContent).toContain("2 fields filled in. Nothing was sent");
    expect(screen.getByTestId("fill-filled").textContent).toBe("Filled inVornameE-Mail");
    expect(screen.getByTestId("fill-sensitive").textContent).toBe(
      "Personal questions, left for youGeschlecht",
    );
    expect(screen.getByTestId("fill-no-answer").textContent).toContain("Kündigungsfrist");
    expect(screen.getByTestId("fill-upload").textContent).toContain("Lebenslauf");
    expect(screen.getByTestId("fill-unrecognised").textContent).toContain("Field without a label");
    expect(screen.queryByTestId("fill-review")).toBeNull();
  });

  it("speaks German in a German browser", async () => {
    useLanguage("de");
    const { user } = open();
    // One profile: nothing to choose.
    await user.click(await screen.findByRole("button", { name: "Formular ausfüllen" }));
    expect(screen.queryByTestId("fill-profile")).toBeNull();
    expect((await screen.findByTestId("fill-report")).textContent).toContain(
      "2 Felder ausgefüllt. Gesendet wurde nichts",
    );
    expect(screen.getByTestId("fill-sensitive").textContent).toContain(
      "Persönliche Fragen, für Sie frei gelassen",
    );
  });

  it("says when the page cannot be filled", async () => {
    const page = open({ report: null });
    await page.user.click(await screen.findByRole("button", { name: "Fill in this form" }));
    expect((await screen.findByTestId("fill-failed")).textContent).toContain("could not be filled in");
  });

  it("says a revoked token while filling", async () => {
    const { user } = open({ answers: new ApiError("unauthorized", 401) });
    await user.click(await screen.findByRole("button", { name: "Fill in this form" }));
    expect((await screen.findByTestId("fill-failed")).textContent).toContain("no longer valid");
  });

  it("asks for a profile first when the user has none", async () => {
    open({ profiles: [] });
    expect((await screen.findByTestId("form-fill")).textContent).toContain("Create a profile");
    expect(screen.queryByRole("button", { name: "Fill in this form" })).toBeNull();
  });
});
