import { AI_LETTER_FIELDS, type AiStatus } from "@jah/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { saveSession } from "../../session/session.ts";
import { AdminAiSection } from "./AdminAiSection.tsx";
import { AiProviderSection } from "./AiProviderSection.tsx";

const STATUS: AiStatus = {
  configured: true,
  provider_host: "ai.example.com",
  model: "test-model",
  consented: true,
  fields_sent: [...AI_LETTER_FIELDS],
  limits: { requests_per_hour: 20, monthly_tokens: 5000, tokens_used_this_month: 200 },
};

/** Answers by "METHOD path"; every call is kept. */
function stub(answers: Record<string, () => Response>) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const key = `${init?.method ?? "GET"} ${new URL(String(input), "http://localhost").pathname}`;
      calls.push(key);
      return answers[key]?.() ?? Response.json({ message: "unexpected" }, { status: 404 });
    }),
  );
  return calls;
}

describe("AI settings", () => {
  beforeEach(() => saveSession("tok", "user-1", false));
  afterEach(() => vi.unstubAllGlobals());

  it("shows the user's agreement to the provider and revokes it", async () => {
    const calls = stub({
      "GET /api/ai/status": () => Response.json(STATUS),
      "DELETE /api/ai/consent": () => Response.json({ ...STATUS, consented: false }),
    });
    renderWithProviders(<AiProviderSection />);
    expect((await screen.findByTestId("ai-provider-state")).textContent).toContain("You have agreed");
    expect(screen.getByText("Provider ai.example.com, model test-model")).toBeTruthy();
    await userEvent.setup().click(screen.getByRole("button", { name: "Withdraw consent" }));
    await waitFor(() => expect(screen.getByTestId("ai-provider-state").textContent).toContain("No consent"));
    expect(calls).toContain("DELETE /api/ai/consent");
    expect(screen.queryByTestId("ai-provider-revoke")).toBeNull();
  });

  it("says when the server has no provider", async () => {
    stub({
      "GET /api/ai/status": () =>
        Response.json({ ...STATUS, configured: false, provider_host: null, model: null, consented: false }),
    });
    renderWithProviders(<AiProviderSection />);
    expect((await screen.findByTestId("ai-provider-none")).textContent).toContain("No AI provider");
  });

  it("lets an administrator see the model and run a test call", async () => {
    stub({
      "GET /api/admin/ai": () =>
        Response.json({ configured: true, model: "test-model", host: "ai.example.com", limits: {} }),
      "POST /api/admin/ai/test": () =>
        Response.json({
          ok: true,
          host: "ai.example.com",
          model: "test-model",
          duration_ms: 42,
          usage: { prompt_tokens: 10, completion_tokens: 5 },
        }),
    });
    renderWithProviders(<AdminAiSection />);
    expect((await screen.findByTestId("admin-ai-model")).textContent).toBe(
      "Provider ai.example.com, model test-model",
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "Run a test call" }));
    expect((await screen.findByTestId("admin-ai-test-ok")).textContent).toBe(
      "The provider answered in 42 ms (15 tokens).",
    );
  });

  it("shows a failed test call in words", async () => {
    stub({
      "GET /api/admin/ai": () =>
        Response.json({ configured: true, model: "test-model", host: "ai.example.com", limits: {} }),
      "POST /api/admin/ai/test": () =>
        Response.json({ code: "AI_PROVIDER_DOWN", message: "down" }, { status: 502 }),
    });
    renderWithProviders(<AdminAiSection />);
    await userEvent.setup().click(await screen.findByRole("button", { name: "Run a test call" }));
    expect((await screen.findByTestId("admin-ai-test-error")).textContent).toContain(
      "The AI provider cannot be reached at the moment.",
    );
  });
});
