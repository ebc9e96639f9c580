import type { BlogPost } from "@jah/blog";

/**
 * The release's blog posts, read and rendered once, when the blog is first asked for. Its Markdown,
 * YAML and sanitising libraries stay unloaded until then (a small machine's idle memory). One loader
 * serves the blog's API and the web app's serving, which answers 404 for a post that does not exist.
 */
export function blogPostLoader(contentDir: string): () => Promise<BlogPost[]> {
  let loaded: Promise<BlogPost[]> | undefined;
  return () => {
    loaded ??= import("@jah/blog").then(({ loadPosts }) => loadPosts(contentDir));
    return loaded;
  };
}
