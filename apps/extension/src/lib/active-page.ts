import { EXTENSION_HTML_MAX_CHARS } from "@jah/shared/extension-api";
import { browser } from "wxt/browser";
import { isReadablePage, pageHtml } from "./page-html.ts";

/** The tab the popup was opened on, as the server should see it; null when it cannot be read. */
export type PageCopy = { url: string; html: string };

/**
 * Reads the active tab's address and rendered HTML. The extension may do so only because the user
 * just clicked its button or pressed its shortcut (activeTab): no page is read otherwise.
 */
export async function readActivePage(): Promise<PageCopy | null> {
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  if (!tab?.id || !isReadablePage(tab.url)) return null;
  try {
    const [result] = await browser.scripting.executeScript({
      target: { tabId: tab.id },
      // Runs in the page: only what the server reads leaves it, at most as much as it reads (the
      // start, where the head with the job's structured data is).
      func: pageHtml,
      args: [EXTENSION_HTML_MAX_CHARS],
    });
    const html = typeof result?.result === "string" ? result.result : "";
    return { url: tab.url, html };
  } catch {
    // A page the browser keeps closed to extensions (a web store, a PDF viewer, an error page).
    return null;
  }
}
