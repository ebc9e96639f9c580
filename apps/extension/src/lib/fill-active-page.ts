import type { FormAnswers } from "@jah/shared/extension-api";
import { browser } from "wxt/browser";
import type { FillReport } from "../fill/fill-form.ts";
import { FILL_FORM_GLOBAL, FILL_FORM_SCRIPT } from "../fill/page-entry.ts";
import { isReadablePage } from "./page-html.ts";

/**
 * Fills the form in the active tab with `answers`: the filler is injected now, on the user's click
 * (activeTab), and called with the answers in a second step, as a function injected into a page can
 * take arguments but no imports. Null when the page is closed to extensions. Nothing is submitted.
 */
export async function fillActivePage(answers: FormAnswers): Promise<FillReport | null> {
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  if (!tab?.id || !isReadablePage(tab.url)) return null;
  try {
    await browser.scripting.executeScript({ target: { tabId: tab.id }, files: [FILL_FORM_SCRIPT] });
    const [result] = await browser.scripting.executeScript({
      target: { tabId: tab.id },
      // Runs in the page: only its arguments and the global the script above left there.
      func: (name: string, given: FormAnswers) => {
        const fill = (globalThis as Record<string, unknown>)[name] as
          | ((a: FormAnswers) => unknown)
          | undefined;
        return fill ? fill(given) : null;
      },
      args: [FILL_FORM_GLOBAL, answers],
    });
    const report = result?.result as FillReport | null | undefined;
    return report && Array.isArray(report.entries) ? report : null;
  } catch {
    return null;
  }
}
