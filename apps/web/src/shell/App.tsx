import { MantineProvider } from "@mantine/core";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { BrowserRouter, StaticRouter } from "react-router";
import { createQueryClient } from "../api/query-client.ts";
import { LoginModalProvider } from "../features/account/index.ts";
import { useSessionToken } from "../session/use-session.ts";
import { theme } from "../styles/theme.ts";
import { ErrorBoundary } from "../ui/ErrorBoundary.tsx";
import { PageLoader } from "../ui/PageLoader.tsx";
import { useFirstInteraction } from "../ui/use-first-interaction.ts";
import { NavigationBridge } from "./NavigationBridge.tsx";
import { AppRoutes } from "./routes.tsx";
import { UpgradePrompt } from "./UpgradePrompt.tsx";

// Toasts only follow user actions, so their code arrives with the first one (at once for a signed-in
// user); toasts raised before the container mounts are queued by react-toastify.
const Toasts = lazy(() => import("./Toasts.tsx").then((m) => ({ default: m.Toasts })));

function LazyToasts() {
  const wanted = useFirstInteraction(useSessionToken() !== null);
  return wanted ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}

/** Last resort when even the providers fail; the texts may be what failed, so both languages are inline. */
function FatalError() {
  return (
    <p role="alert" style={{ padding: "2rem", textAlign: "center" }}>
      Something went wrong. Please reload the page. · Etwas ist schiefgelaufen. Bitte laden Sie die Seite neu.
    </p>
  );
}

function Router({ location, children }: { location?: string; children: ReactNode }) {
  return location === undefined ? (
    <BrowserRouter>{children}</BrowserRouter>
  ) : (
    <StaticRouter location={location}>{children}</StaticRouter>
  );
}

export interface AppProps {
  /** A data cache filled ahead (prerendered pages bring their data along). */
  queryClient?: QueryClient;
  /** Render this path without a browser (build-time prerendering of the public pages). */
  location?: string;
}

/** The providers around every page: theme, data cache, router, login modal, upgrade prompt, toasts. */
export function App({ queryClient: given, location }: AppProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  // Marks the page once React has taken it over: a prerendered page looks ready before it is
  // (journeys wait for this before they click).
  useEffect(() => {
    document.documentElement.dataset.appReady = "true";
  }, []);
  return (
    <MantineProvider theme={theme} forceColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <Router location={location}>
          <NavigationBridge />
          <LoginModalProvider>
            {/* Texts load over the network: pages wait here (without text) until they are in. */}
            <ErrorBoundary fallback={<FatalError />}>
              <Suspense fallback={<PageLoader />}>
                <AppRoutes />
                <UpgradePrompt />
              </Suspense>
            </ErrorBoundary>
          </LoginModalProvider>
          <LazyToasts />
        </Router>
      </QueryClientProvider>
    </MantineProvider>
  );
}
