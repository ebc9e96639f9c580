import { MantineProvider } from "@mantine/core";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { createPath, type Navigator, Router } from "react-router";
import { LoginModalProvider } from "../features/account/index.ts";
import { theme } from "../styles/theme.ts";

const href = (to: Parameters<Navigator["createHref"]>[0]) => (typeof to === "string" ? to : createPath(to));

/**
 * An island has no router around it (the page is not the app): its links and navigations load the
 * target page, which is the prerendered page or the app itself.
 */
export const fullPageNavigator: Navigator = {
  createHref: href,
  go: (delta) => window.history.go(delta),
  push: (to) => window.location.assign(href(to)),
  replace: (to) => window.location.replace(href(to)),
};

interface IslandProvidersProps {
  queryClient: QueryClient;
  /** Called once the island is hydrated (its effects run). */
  onReady: () => void;
  children: ReactNode;
}

function Ready({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}

/**
 * What an island's components expect around them, as the app's providers give it, but rendering no
 * markup of their own (the page's Mantine styles are already in the HTML), so the island's markup
 * is exactly the prerendered one.
 */
export function IslandProviders({ queryClient, onReady, children }: IslandProvidersProps) {
  const { pathname, search, hash } = window.location;
  return (
    <MantineProvider
      theme={theme}
      forceColorScheme="light"
      withCssVariables={false}
      withGlobalClasses={false}
    >
      <QueryClientProvider client={queryClient}>
        <Router location={{ pathname, search, hash }} navigator={fullPageNavigator}>
          <LoginModalProvider>
            {children}
            <Ready onReady={onReady} />
          </LoginModalProvider>
        </Router>
      </QueryClientProvider>
    </MantineProvider>
  );
}
