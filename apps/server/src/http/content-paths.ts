import { LEGAL_PAGES } from "@jah/shared";

/**
 * Whether an address below /blog or /legal names something that exists (issue 43). The server knows
 * the blog's posts and the legal pages' names, so "/blog/de/nonexistent" or "/legal/nonexistent"
 * answers 404 like an unknown first segment. null for every other path: deeper addresses of the
 * signed-in app (/profile/edit/3) depend on data only the signed-in browser sees, and stay the
 * client router's to judge.
 */
export async function contentPathExists(
  page: string,
  blogPostIds: () => Promise<ReadonlySet<string>>,
): Promise<boolean | null> {
  const [first, ...rest] = page.split("/").filter((segment) => segment !== "");
  // The app's routes: legal/:page (no list at /legal), blog (the list) and blog/<language>/<slug>.
  if (first === "legal") return rest.length === 1 && (LEGAL_PAGES as readonly string[]).includes(rest[0]!);
  if (first === "blog") return rest.length === 0 || (await blogPostIds()).has(rest.join("/"));
  return null;
}
