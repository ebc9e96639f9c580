/**
 * The blog API (spec section 7, "Blog"): the post list per language and one post by its path.
 * Plain fetch without the session headers or the error catalogue: the blog is public, and the
 * landing page's teaser loads this module with the first load, so it stays tiny.
 */

export type BlogLanguage = "en" | "de";

/** One entry of GET /api/blog/?lang=…, newest first. */
export interface BlogPostSummary {
  id: string | number;
  title: string;
  description: string;
  /** A URL like "/api/blog/images/cover-letter.svg". */
  image: string;
  /** The post's API path, like "/api/en/follow-up-after-an-application". */
  slug: string;
  date: string;
  language: string;
}

/** GET /api/blog/{splat}. */
export interface BlogPost {
  header: { title: string; description: string; date: string; language: string };
  /** Sanitised on the server. */
  body: string;
  image: string;
}

/** An answer other than success; `status` 404 means the post does not exist. */
export class BlogRequestError extends Error {
  constructor(readonly status: number) {
    super(`Blog request failed with status ${status}`);
    this.name = "BlogRequestError";
  }
}

/** The blog language for an i18next language ("de-DE" reads German, anything else English). */
export function blogLanguage(language: string | undefined): BlogLanguage {
  return language?.toLowerCase().startsWith("de") ? "de" : "en";
}

/**
 * The page a card leads to: the slug with its "api" segment replaced by "blog"
 * ("/api/en/some-post" becomes "/blog/en/some-post").
 */
export function blogPostPath(slug: string): string {
  const segments = slug.split("/").filter(Boolean);
  if (segments[0] === "api") segments.shift();
  if (segments[0] === "blog") segments.shift();
  return `/blog/${segments.join("/")}`;
}

/** The API address of a post from the part of the page path after /blog/. */
export function blogPostApiPath(splat: string): string {
  const segments = splat.split("/").filter(Boolean).map(encodeURIComponent);
  return `/api/blog/${segments.join("/")}`;
}

async function getJson(url: string, signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(url, { headers: { accept: "application/json" }, signal });
  if (!response.ok) throw new BlogRequestError(response.status);
  return response.json();
}

function isSummary(value: unknown): value is BlogPostSummary {
  if (!value || typeof value !== "object") return false;
  const post = value as Record<string, unknown>;
  return typeof post.title === "string" && typeof post.slug === "string";
}

/** The posts of one language, newest first (entries without title or slug are left out). */
export async function fetchBlogList(
  language: BlogLanguage,
  signal?: AbortSignal,
): Promise<BlogPostSummary[]> {
  const data = await getJson(`/api/blog/?lang=${language}`, signal);
  return Array.isArray(data) ? data.filter(isSummary) : [];
}

/** One post by the page path after /blog/ ("en/some-post"); rejects with status 404 when unknown. */
export async function fetchBlogPost(splat: string, signal?: AbortSignal): Promise<BlogPost> {
  if (!splat.split("/").some(Boolean)) throw new BlogRequestError(404);
  const data = (await getJson(blogPostApiPath(splat), signal)) as Partial<BlogPost> | null;
  if (!data || typeof data !== "object" || !data.header || typeof data.header.title !== "string") {
    throw new BlogRequestError(404);
  }
  return {
    header: data.header,
    body: typeof data.body === "string" ? data.body : "",
    image: data.image ?? "",
  };
}

/** Query keys shared by the list page and the article page. */
export const blogKeys = {
  list: (language: BlogLanguage) => ["blog", "list", language] as const,
  post: (splat: string) => ["blog", "post", splat] as const,
};
