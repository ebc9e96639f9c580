import type { QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./shell/App.tsx";

/**
 * Renders the whole app into the container, in the browser: at once for the app's own pages, and on a
 * prerendered public page when it must become the app (a signed-in user, another language than the
 * HTML's, a language switch). Whatever markup the container holds is replaced by the first render.
 */
export function renderApp(container: HTMLElement, queryClient?: QueryClient): void {
  container.removeAttribute("data-prerendered");
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
}
