// Blog content: posts under content/blog/{en,de} with YAML front matter, rendered from Markdown to
// sanitised HTML. The server serves them; the web build prerenders them.
export { renderMarkdown } from "./markdown.ts";
export { type BlogPost, loadPosts, splitFrontMatter } from "./posts.ts";
