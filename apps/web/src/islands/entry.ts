// The script of a prerendered public page (started by the boot script prerender.ts writes). The page
// is finished HTML; only its islands (Island.tsx) are hydrated, each in a root of its own, when the
// browser is idle or at once when the visitor reaches for one. The rest stays static: its links are
// plain links. A signed-in user, a visitor who chose the other language, or a language switch turn
// the page into the app instead (render-app.tsx).
//
// On a slow phone every long task delays the visitor's taps, so the work comes in small pieces, each
// in a task of its own: this module (texts, session), React's DOM code, the islands' providers, then
// one island per idle moment, hydrated in a transition (React yields to the browser every few ms).
// The carousel and the video wait until the visitor reaches for them (registry.ts).
import i18next from "i18next";
import { readSeedFromDocument, setSeed } from "../api/seed.ts";
import { initI18n } from "../i18n/setup.ts";
import { followOtherTabs } from "../session/cross-tab.ts";
import { startSession } from "../session/session.ts";
import { ISLAND_ATTRIBUTE, type IslandName } from "../ui/island-attributes.ts";
import { idle } from "./idle.ts";
import { ISLANDS } from "./registry.ts";
import { applyConfigToStaticPage } from "./static-page-config.ts";

declare global {
  interface Window {
    /** Buttons of islands clicked before this script ran (the boot script keeps them; prerender.ts). */
    __islandClicks?: Element[];
  }
}

startSession();
followOtherTabs();
const textsReady = initI18n();

/** Takes over the clicks the boot script kept; it keeps no more. */
function takeEarlyClicks(): Element[] {
  const clicks = window.__islandClicks ?? [];
  window.__islandClicks = undefined;
  return clicks;
}

function isIslandName(name: string | null): name is IslandName {
  return name !== null && Object.hasOwn(ISLANDS, name);
}

/**
 * Turns the page into the app (render-app.tsx) with the data the page came with. The static page
 * stays until the app's first render replaces it; `replaced` runs then (the islands' roots end).
 */
async function becomeApp(container: HTMLElement, replaced?: () => void) {
  const [{ renderApp }, { createQueryClient }] = await Promise.all([
    import("../render-app.tsx"),
    import("../api/query-client.ts"),
  ]);
  const queryClient = createQueryClient();
  for (const [key, data] of readSeedFromDocument()) queryClient.setQueryData(key, data);
  if (replaced) {
    const observer = new MutationObserver(() => {
      observer.disconnect();
      replaced();
    });
    observer.observe(container, { childList: true });
  }
  renderApp(container, queryClient);
}

async function start(container: HTMLElement, language: string) {
  setSeed(readSeedFromDocument());
  await textsReady.catch(() => undefined);
  const signedIn = document.documentElement.dataset.session !== undefined;
  if (signedIn || i18next.resolvedLanguage !== language) {
    takeEarlyClicks();
    await becomeApp(container);
    return;
  }
  // A request, no React: the footer's legal links and the AI section match the installation early.
  void applyConfigToStaticPage(container);
  const elements = [...container.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)].flatMap(
    (element) => {
      const name = element.getAttribute(ISLAND_ATTRIBUTE);
      return isIslandName(name) ? [{ element, name }] : [];
    },
  );
  // React's DOM code and the islands' providers evaluate in separate tasks.
  await idle();
  await import("react-dom/client");
  await idle();
  const { hydrateIslands } = await import("./hydrate.tsx");
  const islands = hydrateIslands(elements, takeEarlyClicks());
  // The static text is in one language: a switch makes the page the app in the new one.
  i18next.on("languageChanged", (lng) => {
    if (lng !== language) void becomeApp(container, islands.unmount);
  });
  await islands.ready;
  // Journeys wait for this before they click (as for the app: App.tsx).
  document.documentElement.dataset.appReady = "true";
}

const root = document.getElementById("root");
const language = root?.dataset.prerendered;
if (root && language) void start(root, language);
