// The blog's front door: posts and feeds.
export { blogRoutes } from "./routes.ts";
