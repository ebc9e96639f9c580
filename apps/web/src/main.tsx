import "./styles/mantine-public.ts";
import "./global.css";
import type { QueryClient } from "@tanstack/react-query";
import i18next from "i18next";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./App.tsx";
import { createQueryClient } from "./api/query-client.ts";
import { initI18n } from "./i18n/setup.ts";
import { readSeedFromDocument, setSeed } from "./prerender/seed.ts";
import { followOtherTabs } from "./session/cross-tab.ts";
import { startSession } from "./session/session.ts";

// Before the first render: take over a remembered session, end an expired one.
startSession();
followOtherTabs();
const textsReady = initI18n();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

const app = (queryClient?: QueryClient) => (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);

/**
 * Public pages arrive prerendered (apps/web/prerender.ts): the visitor sees them before any script
 * runs. Once the texts are in, React takes over the same markup (hydration) when the page is the
 * one this visitor would get; a signed-in user, or one who chose the other language, gets a fresh
 * render instead.
 */
async function takeOverPrerenderedPage(container: HTMLElement, language: string) {
  const seed = readSeedFromDocument();
  setSeed(seed);
  const queryClient = createQueryClient();
  for (const [key, data] of seed) queryClient.setQueryData(key, data);
  await textsReady.catch(() => undefined);
  const signedIn = document.documentElement.dataset.session !== undefined;
  if (!signedIn && i18next.resolvedLanguage === language) {
    hydrateRoot(container, app(queryClient));
    return;
  }
  container.replaceChildren();
  container.removeAttribute("data-prerendered");
  createRoot(container).render(app(queryClient));
}

const prerendered = root.dataset.prerendered;
if (prerendered) void takeOverPrerenderedPage(root, prerendered);
else createRoot(root).render(app());
