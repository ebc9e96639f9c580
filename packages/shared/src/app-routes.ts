/**
 * The first path segments the web app's router knows (apps/web/src/shell/routes.tsx), for visitors
 * and signed-in users alike: the server cannot see a session (it lives in the browser), so a deep
 * link like /applications is a known address either way. Every other address answers 404 (issue 43)
 * with the app, which shows its "page not found" in the visitor's language. Deeper paths under a
 * known segment (/profile/edit/3) are the client router's to judge, except where the server knows
 * for sure: blog posts and legal pages (apps/server/src/http/content-paths.ts).
 */
export const APP_ROUTE_SEGMENTS = [
  // Public pages and mail links.
  "verifyemail",
  "confirmemail",
  "requestemailvalidation",
  "resetpassword",
  "newpassword",
  "datareset",
  "blog",
  "legal",
  "extension",
  "signup",
  "login",
  "uuuups",
  // The signed-in app.
  "profile",
  "coverletter",
  "applications",
  "files",
  "archive",
  "insights",
  "settings",
  "callbacks",
  "jobmails",
  "appsettings",
] as const;

const known = new Set<string>(APP_ROUTE_SEGMENTS);

/** True for "/" and every path whose first segment the app's router knows. */
export function isAppRoute(pathname: string): boolean {
  const first = pathname.split("/").find((segment) => segment !== "");
  return first === undefined || known.has(first);
}

/**
 * The public pricing page's addresses (issue 43), English and German. Known to the server only while
 * plans are configured; otherwise they answer 404 like any unknown address.
 */
export const PRICING_PATHS = ["/pricing", "/preise"] as const;

/** The pricing page's address in the visitor's language. */
export function pricingPath(language: string | undefined): string {
  return language?.startsWith("de") ? "/preise" : "/pricing";
}
