import type { ExtensionUser } from "@jah/shared";
import { browser } from "wxt/browser";
import type { JobDraft } from "./job-fields.ts";

/** The connection to the user's server, kept in this browser's local extension storage only. */
export type Connection = { origin: string; token: string; user: ExtensionUser };

/** What the options page remembers without a token: the address, and whether it was revoked. */
type Stored = { origin?: string; token?: string; user?: ExtensionUser; revoked?: boolean };

const KEY = "connection";

async function stored(): Promise<Stored> {
  const items = await browser.storage.local.get(KEY);
  return (items[KEY] as Stored | undefined) ?? {};
}

/** The connection, or null when the extension is not (or no longer) connected. */
export async function loadConnection(): Promise<Connection | null> {
  const { origin, token, user } = await stored();
  return origin && token && user ? { origin, token, user } : null;
}

/** The last server address and whether its token was revoked, for the options page. */
export async function loadServerState(): Promise<{ origin: string; revoked: boolean }> {
  const { origin = "", revoked = false } = await stored();
  return { origin, revoked };
}

export async function saveConnection(connection: Connection): Promise<void> {
  await browser.storage.local.set({ [KEY]: { ...connection, revoked: false } satisfies Stored });
}

/** Forgets the token and keeps the address; `revoked` tells the options page why. */
export async function forgetToken(revoked: boolean): Promise<void> {
  const { origin } = await stored();
  await browser.storage.local.set({ [KEY]: { origin, revoked } satisfies Stored });
}

/** Calls `listener` whenever the stored connection changes; returns the unsubscribe. */
export function onConnectionChange(listener: () => void): () => void {
  const changed = (changes: Record<string, unknown>, area: string) => {
    if (area === "local" && KEY in changes) listener();
  };
  browser.storage.onChanged.addListener(changed);
  return () => browser.storage.onChanged.removeListener(changed);
}

// Drafts live in session storage: in memory only, gone when the browser closes, so a popup that
// closed (a click elsewhere) shows the same fields again when it is reopened on the same page.
const draftKey = (url: string) => `draft:${url}`;

export async function loadDraft(url: string): Promise<JobDraft | null> {
  const items = await browser.storage.session.get(draftKey(url));
  return (items[draftKey(url)] as JobDraft | undefined) ?? null;
}

export async function saveDraft(url: string, draft: JobDraft): Promise<void> {
  await browser.storage.session.set({ [draftKey(url)]: draft });
}

export async function clearDraft(url: string): Promise<void> {
  await browser.storage.session.remove(draftKey(url));
}
