import { AI_ERROR_CODES, AI_LETTER_FIELDS, type AiLetterResult, type AiStatus } from "@jah/shared";
import { useForm } from "@mantine/form";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import de from "../../../public/locales/de/translation.json" with { type: "json" };
import en from "../../../public/locales/en/translation.json" with { type: "json" };
import { renderWithProviders } from "../../../test/render.tsx";
import { resetAppConfig } from "../../api/app-config.ts";
import { saveSession } from "../../session/session.ts";
import type { MailFormValues } from "../compose/MailFields.tsx";
import { AiLetterHelper } from "./AiLetterHelper.tsx";

const BASE = "Sehr geehrte Damen und Herren,\n\nich bewerbe mich.\n\nViele Grüße\nAda";
const LETTER =
  "Sehr geehrte Frau Berg,\n\nich bewerbe mich als Entwicklerin mit Kubernetes.\n\nMit freundlichen Grüßen\nAda";
const span = (passage: string) => {
  const start = LETTER.indexOf(passage);
  return { start, end: start + passage.length };
};
const RESULT: AiLetterResult = {
  letter: LETTER,
  language: "de",
  subject: "Bewerbung als Entwicklerin",
  changes: [
    {
      change: "Named salutation",
      reason: "The ad names Ms Berg.",
      passages: [span("Sehr geehrte Frau Berg,")],
    },
    {
      change: "Job named",
      reason: "Says which job.",
      passages: [span("ich bewerbe mich als Entwicklerin mit Kubernetes.")],
    },
    { change: "DIN 5008 closing", reason: "The standard form.", passages: [span("Mit freundlichen Grüßen")] },
  ],
  flagged: [
    {
      claim: "Kubernetes",
      reason: "Not in your profile's skills.",
      kind: "skill",
      passages: [span("Kubernetes")],
    },
  ],
};

const status = (over: Partial<AiStatus> = {}): AiStatus => ({
  configured: true,
  provider_host: "ai.example.com",
  model: "test-model",
  consented: true,
  fields_sent: [...AI_LETTER_FIELDS],
  limits: { requests_per_hour: 20, monthly_tokens: 200000, tokens_used_this_month: 0 },
  ...over,
});

type Call = { method: string; path: string; body: unknown };

/** The AI endpoints, stubbed as fetch; the stream stays open until the test pushes events into it. */
/** Whether the signed-in user is an administrator (GET account/me). */
const admin = { value: false };

function stubAi(initial: AiStatus, stream?: () => Response) {
  const calls: Call[] = [];
  let current = initial;
  let push: (event: string, data: unknown) => void = () => {};
  let end: () => void = () => {};
  const streamed = () =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          const encoder = new TextEncoder();
          push = (event, data) =>
            controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
          end = () => controller.close();
        },
      }),
      { headers: { "content-type": "text/event-stream" } },
    );
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const method = init?.method ?? "GET";
      const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
      calls.push({ method, path: url.pathname, body });
      if (url.pathname === "/api/ai/status") return Response.json(current);
      if (url.pathname === "/api/account/me") return Response.json({ id: "user-1", isAdmin: admin.value });
      if (url.pathname === "/api/ai/consent" && method === "POST") {
        current = { ...current, consented: true };
        return Response.json(current);
      }
      if (url.pathname === "/api/application/coverletter/ai/help/stream") return (stream ?? streamed)();
      return Response.json({ message: "unexpected" }, { status: 404 });
    }),
  );
  return {
    calls,
    push: (event: string, data: unknown) => push(event, data),
    end: () => end(),
    streamCalls: () => calls.filter((call) => call.path.endsWith("/help/stream")),
  };
}

function Harness() {
  const form = useForm<MailFormValues>({
    initialValues: { mail_address: "", mail_subject: "Bewerbung", mail_text: BASE, template: null },
  });
  return (
    <>
      <textarea
        aria-label="Body"
        data-testid="body"
        value={form.values.mail_text}
        onChange={(event) => form.setFieldValue("mail_text", event.currentTarget.value)}
      />
      <output data-testid="subject">{form.values.mail_subject}</output>
      <AiLetterHelper form={form} applicationId={5} profileId={7} />
    </>
  );
}

const body = () => (screen.getByTestId("body") as HTMLTextAreaElement).value;

/** Opens the helper, starts a call from the options dialog and delivers the streamed result. */
async function suggest(user: ReturnType<typeof userEvent.setup>, ai: ReturnType<typeof stubAi>) {
  await user.click(screen.getByTestId("ai-improve"));
  await user.click(await screen.findByTestId("ai-start"));
  await screen.findByTestId("ai-stream");
  ai.push("delta", { text: LETTER });
  ai.push("result", RESULT);
  ai.end();
  await screen.findByTestId("ai-changes");
}

describe("the AI letter helper", () => {
  beforeEach(() => saveSession("tok", "user-1", false));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("explains how to enable AI when the server has none, and sends nothing", async () => {
    const ai = stubAi(status({ configured: false, provider_host: null, model: null, consented: false }));
    renderWithProviders(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByTestId("ai-improve"));
    const note = await screen.findByTestId("ai-unavailable");
    // A user is told whom to ask; the setting names are for administrators (issue 43).
    expect(note.textContent).toContain("please ask the administrator of this installation");
    expect(note.textContent).not.toContain("AI_BASE_URL");
    expect(note.textContent).toContain("Templates and placeholder filling keep working");
    expect(screen.getByRole("dialog", { name: "AI is not set up" })).toBeTruthy();
    expect(ai.streamCalls()).toHaveLength(0);
    expect(body()).toBe(BASE);
  });

  it("names the settings to an administrator", async () => {
    admin.value = true;
    stubAi(status({ configured: false, provider_host: null, model: null, consented: false }));
    renderWithProviders(<Harness />);
    await userEvent.setup().click(screen.getByTestId("ai-improve"));
    const note = await screen.findByTestId("ai-unavailable");
    await waitFor(() => expect(note.textContent).toContain("AI_BASE_URL"));
    expect(note.textContent).toContain("AI_MODEL");
    admin.value = false;
  });

  it("offers nothing when the installation has no AI provider", async () => {
    stubAi(status({ configured: false, provider_host: null, model: null, consented: false }));
    const fetchMock = vi.mocked(fetch);
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      String(input).endsWith("/api/config") ? Response.json({ ai: false }) : answer(input, init),
    );
    resetAppConfig();
    renderWithProviders(<Harness />);
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("/api/config"))).toBe(true),
    );
    await waitFor(() => expect(screen.queryByTestId("ai-helper")).toBeNull());
    expect(screen.queryByTestId("ai-improve")).toBeNull();
    resetAppConfig();
  });

  it("asks for consent with every field and the host, then calls the helper", async () => {
    const ai = stubAi(status({ consented: false }));
    renderWithProviders(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByTestId("ai-improve"));
    const consent = await screen.findByTestId("ai-consent");
    expect(screen.getByTestId("ai-consent-host").textContent).toBe("ai.example.com");
    for (const field of AI_LETTER_FIELDS) expect(consent.textContent).toContain(field);
    // The same consent lets the inbox send replies its rules cannot place: the dialog says so.
    expect(consent.textContent).toContain("the inbox also sends the subject and text of a received reply");
    expect(ai.streamCalls()).toHaveLength(0);

    await user.click(screen.getByTestId("ai-consent-agree"));
    expect(ai.calls.find((call) => call.path === "/api/ai/consent")?.body).toEqual({
      provider_host: "ai.example.com",
    });
    await user.click(await screen.findByTestId("ai-start"));
    await waitFor(() => expect(ai.streamCalls()).toHaveLength(1));
    expect(ai.streamCalls()[0]?.body).toEqual({
      application_id: 5,
      profile_id: 7,
      letter: BASE,
      options: { formality: "formal", length: "standard" },
    });
  });

  it("shows the letter growing while it streams, then the changes and the flagged claim", async () => {
    const ai = stubAi(status());
    renderWithProviders(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByTestId("ai-improve"));
    await user.click(await screen.findByTestId("ai-start"));
    const preview = await screen.findByTestId("ai-stream");
    ai.push("delta", { text: "Sehr geehrte " });
    await waitFor(() => expect(preview.textContent).toBe("Sehr geehrte "));
    ai.push("delta", { text: "Frau Berg," });
    await waitFor(() => expect(screen.getByTestId("ai-stream").textContent).toBe("Sehr geehrte Frau Berg,"));
    expect(screen.getByTestId("ai-writing").textContent).toBe("The AI is writing your letter…");
    expect(body()).toBe(BASE);

    ai.push("result", RESULT);
    ai.end();
    expect((await screen.findByTestId("ai-preview")).textContent).toBe(LETTER);
    expect(screen.getByTestId("ai-flagged").textContent).toContain("Kubernetes");
    expect(screen.getByTestId("ai-flagged").textContent).toContain("not in your profile");
    expect(within(screen.getByTestId("ai-changes")).getAllByRole("listitem")).toHaveLength(3);
    expect(body()).toBe(BASE);
  });

  it("accepts one change, highlights it on focus, restores the previous text and subject", async () => {
    const ai = stubAi(status());
    renderWithProviders(<Harness />);
    const user = userEvent.setup();
    await suggest(user, ai);

    await user.hover(screen.getByTestId("ai-change-c2"));
    expect(screen.getByTestId("ai-preview").querySelector("mark[data-active]")?.textContent).toBe(
      "Mit freundlichen Grüßen",
    );
    await user.click(screen.getByRole("button", { name: "Accept: DIN 5008 closing" }));
    expect(body()).toBe(BASE.replace("Viele Grüße", "Mit freundlichen Grüßen"));
    await user.click(screen.getByRole("button", { name: "Reject: Named salutation" }));
    expect(body()).toBe(BASE.replace("Viele Grüße", "Mit freundlichen Grüßen"));
    await user.click(screen.getByRole("button", { name: "Use this subject" }));
    expect(screen.getByTestId("subject").textContent).toBe("Bewerbung als Entwicklerin");

    await user.click(screen.getByTestId("ai-restore"));
    expect(body()).toBe(BASE);
    expect(screen.getByTestId("subject").textContent).toBe("Bewerbung");
  });

  it("accepts all into the suggested letter, which can still be undone", async () => {
    const ai = stubAi(status());
    renderWithProviders(<Harness />);
    const user = userEvent.setup();
    await suggest(user, ai);
    await user.click(screen.getByTestId("ai-accept-all"));
    expect(body()).toBe(LETTER);
    expect(screen.queryByTestId("ai-panel")).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId("ai-improve"));
    await user.click(screen.getByTestId("ai-restore"));
    expect(body()).toBe(BASE);
  });

  it("discards the suggestion without touching the text", async () => {
    const ai = stubAi(status());
    renderWithProviders(<Harness />);
    const user = userEvent.setup();
    await suggest(user, ai);
    await user.click(screen.getByTestId("ai-discard"));
    expect(screen.queryByTestId("ai-panel")).toBeNull();
    expect(body()).toBe(BASE);
    expect(screen.queryByTestId("ai-restore")).toBeNull();
  });

  it("stops single decisions once the text was edited by hand", async () => {
    const ai = stubAi(status());
    renderWithProviders(<Harness />);
    const user = userEvent.setup();
    await suggest(user, ai);
    await user.type(screen.getByTestId("body"), "!");
    expect(screen.getByTestId("ai-edited")).toBeTruthy();
    expect((screen.getByTestId("ai-accept-c0") as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId("ai-accept-all") as HTMLButtonElement).disabled).toBe(true);
  });

  it("keeps the text and says what happened when the call fails or the stream reports an error", async () => {
    stubAi(status(), () =>
      Response.json(
        { statusCode: 429, error: "Too Many Requests", code: "AI_HOURLY_LIMIT", message: "limit" },
        { status: 429 },
      ),
    );
    renderWithProviders(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByTestId("ai-improve"));
    await user.click(await screen.findByTestId("ai-start"));
    expect((await screen.findByTestId("ai-error")).textContent).toContain(
      "You have reached the number of AI requests per hour",
    );
    expect(screen.getByTestId("ai-error").textContent).toContain("Your text is unchanged.");
    expect(body()).toBe(BASE);

    vi.unstubAllGlobals();
    const ai = stubAi(status());
    await user.click(screen.getByTestId("ai-improve"));
    await user.click(await screen.findByTestId("ai-start"));
    await screen.findByTestId("ai-stream");
    ai.push("delta", { text: "Sehr" });
    ai.push("error", { code: "AI_BAD_OUTPUT", message: "garbage" });
    ai.end();
    expect((await screen.findByTestId("ai-error")).textContent).toContain(
      "The AI's answer could not be used.",
    );
    expect(body()).toBe(BASE);
  });

  it("words every error code and names every sent field in both languages", () => {
    const errors = [...AI_ERROR_CODES, "NETWORK", "UNKNOWN"];
    for (const file of [en, de]) {
      const texts = file.AiLetter as { Errors: Record<string, string>; Fields: Record<string, string> };
      expect(errors.filter((code) => !texts.Errors[code])).toEqual([]);
      expect(AI_LETTER_FIELDS.filter((field) => !texts.Fields[field.replaceAll(".", "_")])).toEqual([]);
    }
  });
});
