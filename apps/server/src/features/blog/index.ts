// The blog's front door: posts and feeds.

export { blogPostLoader } from "./posts.ts";
export { blogRoutes } from "./routes.ts";
