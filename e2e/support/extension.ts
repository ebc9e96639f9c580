import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type BrowserContext, type CDPSession, chromium, type Page } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../scripts/chromium.mjs";

const root = path.resolve(import.meta.dirname, "../..");
/** The Chromium build exactly as `npm run build:extension` writes it (and the server offers it). */
export const EXTENSION_DIR = path.join(root, "apps/extension/dist/chrome");

/** Builds the extension when a source is newer than its zips (as `npm start` would). */
export function ensureExtensionBuild(): void {
  const result = spawnSync(process.execPath, ["apps/extension/build.mjs", "--if-stale"], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0 || !existsSync(path.join(EXTENSION_DIR, "manifest.json"))) {
    throw new Error("The browser extension did not build; see the output above.");
  }
}

export type ExtensionBrowser = {
  context: BrowserContext;
  extensionId: string;
  /** The browser-level DevTools session: Extensions.triggerAction and the popup's target. */
  cdp: CDPSession;
  close: () => Promise<void>;
};

async function launch(userDataDir: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    locale: "en-US",
    viewport: { width: 1280, height: 900 },
    // Playwright turns extensions off by default; this run is about one.
    ignoreDefaultArgs: ["--disable-extensions"],
    args: [
      ...CHROMIUM_FLAGS,
      `--disable-extensions-except=${EXTENSION_DIR}`,
      `--load-extension=${EXTENSION_DIR}`,
      // Lets the DevTools protocol press the toolbar button (Extensions.triggerAction, pipe only).
      "--enable-unsafe-extension-debugging",
    ],
  });
}

async function extensionIdOf(context: BrowserContext): Promise<string> {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker"));
  return new URL(worker.url()).host;
}

/**
 * The profile as it is after the user clicked Allow in Chromium's prompt for `origins`: that prompt is
 * the browser's own window, which no automation can click, so the grant is written where Chromium
 * keeps it (Default/Preferences, read at start). The shipped manifest is loaded unchanged.
 */
function grantHostAccess(userDataDir: string, extensionId: string, origins: string[]): void {
  const file = path.join(userDataDir, "Default", "Preferences");
  const prefs = JSON.parse(readFileSync(file, "utf8"));
  const settings = prefs.extensions.settings[extensionId];
  if (!settings) throw new Error(`Chromium has no settings for extension ${extensionId}`);
  const empty = { api: [], explicit_host: [], manifest_permissions: [], scriptable_host: [] };
  for (const key of ["active_permissions", "granted_permissions", "runtime_granted_permissions"]) {
    settings[key] = { ...empty, ...settings[key] };
    settings[key].explicit_host = [...new Set([...settings[key].explicit_host, ...origins])];
  }
  writeFileSync(file, JSON.stringify(prefs));
}

/**
 * Debian's Chromium with the built extension in a fresh profile, headless. `grantedOrigins` (match
 * patterns) are granted as if the user had allowed them; the first start installs the extension.
 */
export async function launchWithExtension(grantedOrigins: string[] = []): Promise<ExtensionBrowser> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), "jah-extension-"));
  let context = await launch(userDataDir);
  const extensionId = await extensionIdOf(context);
  if (grantedOrigins.length > 0) {
    await context.close();
    grantHostAccess(userDataDir, extensionId, grantedOrigins);
    context = await launch(userDataDir);
    await extensionIdOf(context);
  }
  const browser = context.browser();
  if (!browser) throw new Error("no browser behind the persistent context");
  const cdp = await browser.newBrowserCDPSession();
  return {
    context,
    extensionId,
    cdp,
    close: async () => {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

type TargetInfo = { targetId: string; type: string; url: string };

async function targets(cdp: CDPSession, type?: string): Promise<TargetInfo[]> {
  const { targetInfos } = (await cdp.send("Target.getTargets", type ? { filter: [{ type }] } : {})) as {
    targetInfos: TargetInfo[];
  };
  return targetInfos;
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeout = 15_000): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Presses the extension's toolbar button on `page`'s tab, as a user would (so the extension gets
 * activeTab for it), and returns the popup that opens. Playwright does not list extension popups as
 * pages, so the popup is driven through its own DevTools target.
 */
export async function openPopup(browser: ExtensionBrowser, page: Page): Promise<ExtensionPopup> {
  const popupUrl = `chrome-extension://${browser.extensionId}/popup.html`;
  const before = new Set((await targets(browser.cdp)).map((t) => t.targetId));
  const tab = (await targets(browser.cdp, "tab")).filter((t) => t.url === page.url());
  if (tab.length !== 1) throw new Error(`expected one tab at ${page.url()}, found ${tab.length}`);
  await browser.cdp.send("Extensions.triggerAction", { id: browser.extensionId, targetId: tab[0]!.targetId });
  const popup = await until("the popup", async () =>
    (await targets(browser.cdp)).find((t) => t.url === popupUrl && !before.has(t.targetId)),
  );
  const { sessionId } = (await browser.cdp.send("Target.attachToTarget", {
    targetId: popup.targetId,
    flatten: false,
  })) as { sessionId: string };
  return new ExtensionPopup(browser.cdp, sessionId);
}

type Reply = {
  result?: { result?: { value?: unknown }; exceptionDetails?: { text: string } };
  error?: { message: string };
};

/** The extension's popup, driven by DevTools messages: wait for, read, type and click by test id. */
export class ExtensionPopup {
  private next = 0;
  private readonly pending = new Map<number, (reply: Reply) => void>();

  constructor(
    private readonly cdp: CDPSession,
    private readonly sessionId: string,
  ) {
    cdp.on("Target.receivedMessageFromTarget", (event: { sessionId: string; message: string }) => {
      if (event.sessionId !== this.sessionId) return;
      const reply = JSON.parse(event.message) as Reply & { id?: number };
      if (reply.id !== undefined) this.pending.get(reply.id)?.(reply);
      if (reply.id !== undefined) this.pending.delete(reply.id);
    });
  }

  private async send(method: string, params: Record<string, unknown>): Promise<Reply> {
    const id = ++this.next;
    const reply = new Promise<Reply>((resolve) => this.pending.set(id, resolve));
    await this.cdp.send("Target.sendMessageToTarget", {
      sessionId: this.sessionId,
      message: JSON.stringify({ id, method, params }),
    });
    // A popup that closed (Chromium closes one that loses focus) never answers: fail with what was
    // asked instead of waiting out the journey's whole time limit.
    let timer: NodeJS.Timeout | undefined;
    const silence = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`the popup did not answer ${method} within 30 s (closed?)`));
      }, 30_000);
    });
    const answer = await Promise.race([reply, silence]).finally(() => clearTimeout(timer));
    if (answer.error) throw new Error(`${method}: ${answer.error.message}`);
    return answer;
  }

  /** Runs `expression` in the popup (as a user gesture) and returns its value. */
  async evaluate<T>(expression: string): Promise<T> {
    const reply = await this.send("Runtime.evaluate", {
      expression,
      awaitPromise: true,
      returnByValue: true,
      userGesture: true,
    });
    if (reply.result?.exceptionDetails) throw new Error(reply.result.exceptionDetails.text);
    return reply.result?.result?.value as T;
  }

  /** Waits until the element with `testId` is in the popup (a MutationObserver, not a timer). */
  async waitFor(testId: string, timeout = 15_000): Promise<void> {
    const found = await this.evaluate<boolean>(`new Promise((resolve) => {
      const selector = ${JSON.stringify(`[data-testid="${testId}"]`)};
      if (document.querySelector(selector)) return resolve(true);
      const observer = new MutationObserver(() => {
        if (document.querySelector(selector)) { observer.disconnect(); resolve(true); }
      });
      observer.observe(document, { childList: true, subtree: true, attributes: true });
      setTimeout(() => { observer.disconnect(); resolve(false); }, ${timeout});
    })`);
    if (!found) {
      const body = await this.evaluate<string>("document.body.innerText");
      throw new Error(`popup: no ${testId} within ${timeout} ms; it shows:\n${body}`);
    }
  }

  private element(testId: string): string {
    return `document.querySelector(${JSON.stringify(`[data-testid="${testId}"]`)})`;
  }

  async text(testId: string): Promise<string> {
    return this.evaluate<string>(`${this.element(testId)}?.textContent ?? ""`);
  }

  async value(testId: string): Promise<string> {
    return this.evaluate<string>(`${this.element(testId)}?.value ?? ""`);
  }

  async attribute(testId: string, name: string): Promise<string | null> {
    return this.evaluate<string | null>(
      `${this.element(testId)}?.getAttribute(${JSON.stringify(name)}) ?? null`,
    );
  }

  /** Replaces a field's text by typing, as the keyboard would (React sees real input events). */
  async fill(testId: string, text: string): Promise<void> {
    await this.evaluate(`(() => { const el = ${this.element(testId)}; el.focus(); el.select(); })()`);
    await this.send("Input.insertText", { text });
  }

  /** Clicks the middle of the element with the mouse. */
  async click(testId: string): Promise<void> {
    const box = await this.evaluate<{ x: number; y: number } | null>(`(() => {
      const el = ${this.element(testId)};
      if (!el) return null;
      el.scrollIntoView({ block: "center" });
      const r = el.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    })()`);
    if (!box) throw new Error(`popup: nothing to click at ${testId}`);
    for (const type of ["mousePressed", "mouseReleased"]) {
      await this.send("Input.dispatchMouseEvent", {
        type,
        x: box.x,
        y: box.y,
        button: "left",
        clickCount: 1,
      });
    }
  }

  /** The width of the popup's content, and whether anything sticks out sideways. */
  async width(): Promise<{ body: number; overflows: boolean }> {
    return this.evaluate(`({
      body: document.body.getBoundingClientRect().width,
      overflows: document.documentElement.scrollWidth > document.documentElement.clientWidth,
    })`);
  }
}
