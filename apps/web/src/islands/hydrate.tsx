import { type ComponentType, StrictMode, startTransition } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { createQueryClient } from "../api/query-client.ts";
import { getSeedEntries } from "../api/seed.ts";
import { ISLAND_PROPS_ATTRIBUTE, type IslandName } from "../ui/island-attributes.ts";
import { IslandProviders } from "./IslandProviders.tsx";
import { idle } from "./idle.ts";
import { ISLAND_HYDRATION, ISLAND_MEDIA, ISLAND_SHOWN_IF, ISLANDS } from "./registry.ts";

/** Events that show the visitor reaching for an island: it is hydrated at once. */
const INTENT_EVENTS = ["pointerdown", "pointerover", "focusin", "keydown", "touchstart"] as const;

interface IslandState {
  element: HTMLElement;
  name: IslandName;
  /** Set once hydrateRoot was called. */
  root?: Root;
  /** Settles once the island's effects ran. */
  ready: Promise<void>;
  hydrate: () => Promise<void>;
  /** Stops waiting for the visitor (an island with nothing to show here). */
  ignoreIntent: () => void;
}

function readProps(element: HTMLElement): object {
  try {
    const props: unknown = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? "{}");
    return props && typeof props === "object" ? props : {};
  } catch {
    return {};
  }
}

/** Repeats a click once the island is hydrated (the same element: hydration keeps the DOM). */
function repeatClick(state: IslandState, button: Element) {
  void state.hydrate().then(() => state.ready.then(() => (button as HTMLElement).click()));
}

function island(element: HTMLElement, name: IslandName, providers: ProvidersInput): IslandState {
  let markReady = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  let started: Promise<void> | undefined;
  const onIntent = () => void state.hydrate();
  const ignoreIntent = () => {
    for (const type of INTENT_EVENTS) element.removeEventListener(type, onIntent, { capture: true });
  };
  const state: IslandState = {
    element,
    name,
    ready,
    ignoreIntent,
    hydrate: () => {
      started ??= ISLANDS[name]().then(
        (Component) => {
          const Any = Component as unknown as ComponentType<object>;
          // A transition: React hydrates in slices and yields to the browser in between.
          startTransition(() => {
            state.root = hydrateRoot(
              element,
              <StrictMode>
                <IslandProviders queryClient={providers.queryClient()} onReady={markReady}>
                  <Any {...readProps(element)} />
                </IslandProviders>
              </StrictMode>,
            );
          });
        },
        (error: unknown) => {
          // Offline or a new deploy: the static markup stays; the next intent tries again.
          started = undefined;
          console.warn("An island's code did not load", error);
        },
      );
      return started;
    },
  };

  for (const type of INTENT_EVENTS)
    element.addEventListener(type, onIntent, { capture: true, passive: true });
  // A click on a button before hydrateRoot was called would be lost: it is repeated once the island
  // is hydrated. Links just work (they load their page); after hydrateRoot React itself hydrates
  // the island first and then handles the click.
  element.addEventListener(
    "click",
    (event) => {
      if (state.root) return;
      const button = event.target instanceof Element ? event.target.closest("button") : null;
      if (!button || !element.contains(button)) return;
      event.preventDefault();
      event.stopPropagation();
      repeatClick(state, button);
    },
    { capture: true },
  );
  ready.then(ignoreIntent);
  return state;
}

/** Whether an island has anything to show on this installation (most always do: ISLAND_SHOWN_IF). */
function shownHere(name: IslandName): Promise<boolean> {
  const ask = ISLAND_SHOWN_IF[name];
  return ask ? ask().catch(() => false) : Promise.resolve(true);
}

interface ProvidersInput {
  queryClient: () => ReturnType<typeof createQueryClient>;
}

/**
 * Hydrates the page's islands: those due at idle one per idle moment (registry.ts), each at once
 * when the visitor reaches for it. `earlyClicks` are buttons clicked before the code was in; they are clicked again.
 */
export function hydrateIslands(
  elements: { element: HTMLElement; name: IslandName }[],
  earlyClicks: Element[],
): { ready: Promise<void>; unmount: () => void } {
  let queryClient: ReturnType<typeof createQueryClient> | undefined;
  const providers: ProvidersInput = {
    // The data cache the app's hooks expect (the language menu's); filled with the page's data.
    queryClient: () => {
      if (!queryClient) {
        queryClient = createQueryClient();
        for (const [key, data] of getSeedEntries()) queryClient.setQueryData(key, data);
      }
      return queryClient;
    },
  };
  const islands = elements.map(({ element, name }) => island(element, name, providers));
  for (const button of earlyClicks) {
    const state = islands.find((candidate) => candidate.element.contains(button));
    if (state) repeatClick(state, button);
  }
  // The islands due at idle hydrate one per idle moment; the others wait for the visitor.
  const due = islands.filter((state) => {
    const media = ISLAND_MEDIA[state.name];
    return ISLAND_HYDRATION[state.name] === "idle" && (!media || window.matchMedia(media).matches);
  });
  // Asked at once (a request, no main-thread work), so the answer is in by the island's idle moment.
  const shown = new Map(islands.map((state) => [state, shownHere(state.name)]));
  for (const [state, answer] of shown) void answer.then((yes) => yes || state.ignoreIntent());
  const isShown = (state: IslandState) => shown.get(state) ?? Promise.resolve(true);
  void (async () => {
    for (const state of due) {
      await idle();
      if (await isShown(state)) await state.hydrate();
    }
    // The others' code comes in now, so that reaching for one hydrates it at once.
    for (const state of islands) {
      if (due.includes(state) || !(await isShown(state))) continue;
      await idle();
      await ISLANDS[state.name]().catch(() => undefined);
    }
  })();
  return {
    // An island with nothing to show here counts as ready: it stays as it was prerendered.
    ready: Promise.all(
      due.map((state) => isShown(state).then((yes) => (yes ? state.ready : undefined))),
    ).then(() => undefined),
    unmount: () => {
      for (const state of islands) state.root?.unmount();
    },
  };
}
