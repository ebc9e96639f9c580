import { isAppRoute } from "@jah/shared";
import { useLocation } from "react-router";
import { NotFoundPage } from "../features/errors/index.ts";
import { LandingPage } from "../features/landing/index.ts";

/**
 * A visitor's address that no public route took: a signed-in page (a deep link like /applications
 * before signing in) shows the landing page as before; an address the app does not know at all is
 * "page not found", as the server's 404 status says (issue 43).
 */
export function VisitorFallback() {
  const { pathname } = useLocation();
  return isAppRoute(pathname) ? <LandingPage /> : <NotFoundPage />;
}
