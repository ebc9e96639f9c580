import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { AppRoutes } from "../../shell/routes.tsx";
import { useDocumentMeta } from "../../ui/use-document-meta.ts";
import { LandingPage } from "../landing/LandingPage.tsx";
import { type BlogPostSummary, blogPostApiPath, blogPostPath } from "./blog-api.ts";

function summary(n: number): BlogPostSummary {
  return {
    id: n,
    title: `Post ${n}`,
    description: `About ${n}`,
    image: `/api/blog/images/post-${n}.svg`,
    slug: `/api/en/post-${n}`,
    date: `2026-0${n}-01`,
    language: "en",
  };
}

const FIVE_POSTS = [1, 2, 3, 4, 5].map(summary);

const ARTICLE = {
  header: { title: "Follow up", description: "When and how.", date: "2026-02-17", language: "en" },
  body: "<h2>When</h2><p>After <strong>two weeks</strong>.</p>",
  image: "/api/blog/images/follow-up.svg",
};

/** A blog API stub: the list for any language, one known post, 404 for everything else. */
function stubBlogApi(list: BlogPostSummary[] = FIVE_POSTS) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.startsWith("/api/blog/?lang=")) return Response.json(list);
    if (url === "/api/blog/en/follow-up-after-an-application") return Response.json(ARTICLE);
    return Response.json({ message: "Not found" }, { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("blog links", () => {
  it("turns the api segment of a slug into blog", () => {
    expect(blogPostPath("/api/en/follow-up-after-an-application")).toBe(
      "/blog/en/follow-up-after-an-application",
    );
    expect(blogPostPath("api/de/nachfassen-nach-der-bewerbung")).toBe(
      "/blog/de/nachfassen-nach-der-bewerbung",
    );
  });

  it("asks the API for a post under /api/blog/", () => {
    expect(blogPostApiPath("en/follow-up-after-an-application")).toBe(
      "/api/blog/en/follow-up-after-an-application",
    );
  });
});

describe("blog pages", () => {
  beforeEach(() => {
    vi.spyOn(window, "postMessage").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("lists the posts of the current language as cards leading to /blog/…", async () => {
    const fetchMock = stubBlogApi();
    renderWithProviders(<AppRoutes />, { route: "/blog" });
    const cards = await screen.findAllByTestId("blog-card");
    expect(cards).toHaveLength(5);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByRole("link", { name: "Post 1" }).getAttribute("href")).toBe("/blog/en/post-1");
    const image = within(first).getByRole("img", { name: "Post 1" });
    expect(image.getAttribute("width")).toBe("1200");
    expect(image.getAttribute("height")).toBe("630");
    expect(fetchMock).toHaveBeenCalledWith("/api/blog/?lang=en", expect.anything());
  });

  it("shows the empty state when a language has no posts", async () => {
    stubBlogApi([]);
    renderWithProviders(<AppRoutes />, { route: "/blog" });
    expect(await screen.findByTestId("blog-empty")).toBeTruthy();
    expect(screen.queryByTestId("blog-card")).toBeNull();
  });

  it("shows an article with its header, image and HTML body, and sets the page's meta tags", async () => {
    stubBlogApi();
    renderWithProviders(<AppRoutes />, { route: "/blog/en/follow-up-after-an-application" });
    const article = await screen.findByTestId("blog-article");
    expect(screen.getByTestId("page-title").textContent).toBe("Follow up");
    expect(within(article).getByRole("heading", { level: 2, name: "When" })).toBeTruthy();
    expect(within(article).getByText("two weeks").tagName).toBe("STRONG");
    expect(within(article).getByRole("img", { name: "Follow up" }).getAttribute("src")).toBe(ARTICLE.image);
    await waitFor(() => expect(document.title).toBe("Follow up · Job Application Helper"));
    expect(document.head.querySelector('meta[property="og:description"]')?.getAttribute("content")).toBe(
      "When and how.",
    );
  });

  it("shows the 404 page for an unknown slug", async () => {
    stubBlogApi();
    renderWithProviders(<AppRoutes />, { route: "/blog/en/no-such-post" });
    await waitFor(() => expect(screen.getByTestId("page-title").textContent).toBe("Page not found"));
    expect(screen.queryByTestId("blog-article")).toBeNull();
  });

  it("shows exactly 3 of 5 posts in the landing page's teaser, with a link to all articles", async () => {
    stubBlogApi();
    renderWithProviders(<LandingPage />);
    const teaser = await screen.findByTestId("blog-teaser");
    const cards = within(teaser).getAllByTestId("blog-teaser-card");
    expect(cards.map((card) => within(card).getByRole("link").textContent)).toEqual([
      "Post 1",
      "Post 2",
      "Post 3",
    ]);
    expect(
      within(teaser)
        .getByRole("link", { name: /All articles/ })
        .getAttribute("href"),
    ).toBe("/blog");
  });

  it("leaves the teaser out when the blog cannot be loaded", async () => {
    const fetchMock = vi.fn(async () => new Response("down", { status: 503 }));
    vi.stubGlobal("fetch", fetchMock);
    renderWithProviders(<LandingPage />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByTestId("blog-teaser")).toBeNull();
    expect(screen.getByTestId("page-title")).toBeTruthy();
  });
});

function MetaProbe({ title }: { title: string }) {
  useDocumentMeta({ title, description: "Probe description", image: "/api/blog/images/probe.svg" });
  return null;
}

describe("useDocumentMeta", () => {
  it("sets title and meta tags and restores them on unmount", () => {
    document.title = "Before";
    const description = document.createElement("meta");
    description.setAttribute("name", "description");
    description.setAttribute("content", "Original");
    document.head.append(description);

    const view = renderWithProviders(<MetaProbe title="Probe" />);
    expect(document.title).toBe("Probe");
    expect(description.getAttribute("content")).toBe("Probe description");
    expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute("content")).toMatch(
      /^https?:\/\/.+\/api\/blog\/images\/probe\.svg$/,
    );

    view.unmount();
    expect(document.title).toBe("Before");
    expect(description.getAttribute("content")).toBe("Original");
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    description.remove();
  });
});
