import { lazyNamed } from "../../ui/lazy-named.ts";

// The blog's front door: its pages (each its own chunk) and the landing page's teaser.

export { BlogTeaser } from "./BlogTeaser.tsx";
/** /blog, loaded when first shown. */
export const BlogListPage = lazyNamed(() => import("./BlogListPage.tsx"), "BlogListPage");
/** /blog/*, loaded when first shown. */
export const BlogPostPage = lazyNamed(() => import("./BlogPostPage.tsx"), "BlogPostPage");
