import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { ServerErrorPage } from "../features/errors/index.ts";
import { ErrorBoundary } from "../ui/ErrorBoundary.tsx";
import { PageLoader } from "../ui/PageLoader.tsx";

/**
 * The page slot of a layout: shows a loader while the page's code arrives and the 500 page when
 * it fails. Keyed by path, so leaving a broken page recovers.
 */
export function RouteOutlet() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname} fallback={<ServerErrorPage />}>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
