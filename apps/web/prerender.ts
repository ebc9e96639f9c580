// After `vite build`: writes the public pages (landing, blog list, every post, the extension's page)
// as finished HTML in both languages to dist/prerendered/{lng}/..., so visitors see them before any
// script runs. The server picks the file by the visitor's language; in the browser only the islands
// (src/islands/) are hydrated, the rest stays static HTML.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { loadPosts } from "@jah/blog";
import { LANGUAGES, PRERENDER_SESSION_GUARD } from "@jah/shared";
import { SEED_ELEMENT_ID, type SeedEntry, seedJson } from "./src/api/seed.ts";
import { blogKeys, blogPostPath } from "./src/features/blog/blog-api.ts";
import type { PageInput } from "./src/prerender/entry.tsx";
import { ISLAND_ATTRIBUTE } from "./src/ui/island-attributes.ts";

const webDir = import.meta.dirname;
const distDir = path.join(webDir, "dist");
const outDir = path.join(distDir, "prerendered");
const contentDir = path.resolve(webDir, "../../content");

const { renderPage } = (await import(pathToFileURL(path.join(webDir, "dist-ssr/entry.js")).href)) as {
  renderPage: (input: PageInput) => Promise<string>;
};

type Translations = Record<string, Record<string, unknown>>;
const translations: Translations = Object.fromEntries(
  LANGUAGES.map((lng) => [
    lng,
    JSON.parse(readFileSync(path.join(webDir, "public/locales", lng, "translation.json"), "utf8")),
  ]),
);

/** A dotted key of a translation file ("Blog.Title"). */
function text(lng: string, key: string): string {
  let node: unknown = translations[lng];
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === "string" ? node : key;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

interface Page {
  url: string;
  /** The page's own lazily loaded module, whose CSS the HTML links at once. */
  module?: string;
  seed: SeedEntry[];
  title?: string;
  description?: string;
  image?: string;
}

/** The public pages of one UI language with the data each is rendered with. */
function pagesFor(lng: (typeof LANGUAGES)[number]): Page[] {
  const posts = loadPosts(contentDir);
  const summaries = (language: string) =>
    posts.filter((p) => p.language === language).map(({ html: _html, ...teaser }) => teaser);
  const list: SeedEntry = [blogKeys.list(lng), summaries(lng)];
  const appName = text(lng, "App.Name");
  return [
    // The landing page's title and description in the visitor's language, not index.html's English.
    { url: "/", seed: [list], title: appName, description: text(lng, "Landing.MetaDescription") },
    {
      url: "/blog",
      module: "src/features/blog/BlogListPage.tsx",
      seed: [list],
      title: `${text(lng, "Blog.Title")} · ${appName}`,
      description: text(lng, "Blog.MetaDescription"),
      image: summaries(lng)[0]?.image,
    },
    {
      url: "/extension",
      module: "src/features/extension/ExtensionPage.tsx",
      seed: [],
      title: `${text(lng, "Extension.Page.Title")} · ${appName}`,
      description: text(lng, "Extension.Page.MetaDescription"),
    },
    ...posts.map((post) => {
      const url = blogPostPath(post.slug);
      const splat = url.replace(/^\/blog\//, "");
      const data = {
        header: {
          title: post.title,
          description: post.description,
          date: post.date,
          language: post.language,
        },
        body: post.html,
        image: post.image,
      };
      return {
        url,
        module: "src/features/blog/BlogPostPage.tsx",
        seed: [[blogKeys.post(splat), data]] as SeedEntry[],
        title: `${post.title} · ${appName}`,
        description: post.description,
        image: post.image,
      };
    }),
  ];
}

type Manifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;
const manifest: Manifest = JSON.parse(readFileSync(path.join(distDir, ".vite/manifest.json"), "utf8"));

/** A chunk and everything it imports statically: its own files first, the CSS they bring. */
function chunkFiles(key: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  if (js.size === 0) throw new Error(`${key} is not in the build manifest`);
  return { js: [...js], css: [...css] };
}

/** The script of a prerendered page: it hydrates only the page's islands (src/islands/entry.ts). */
const ISLANDS_ENTRY = "src/islands/entry.ts";

/**
 * The prerendered page shows everything before any script runs, so its code must not delay the first
 * paint: a tiny module starts it after the first frame (at once in a hidden tab), preloading the
 * entry's chunks together so nothing waits for a second round trip. The code is the islands' entry,
 * not the app's: the page stays static HTML apart from its interactive parts.
 */
function bootScript(): string {
  const entry = chunkFiles(ISLANDS_ENTRY);
  const preload = entry.js.slice(1).map((file) => `/${file}`);
  const source = `// Generated by apps/web/prerender.ts.
// A click on an island's button before its code is in is kept; the islands' entry repeats it once
// the island is hydrated (src/islands/entry.ts).
const clicks = (window.__islandClicks = []);
addEventListener("click", (event) => {
  if (window.__islandClicks !== clicks || !(event.target instanceof Element)) return;
  const button = event.target.closest("[${ISLAND_ATTRIBUTE}] button");
  if (!button) return;
  event.preventDefault();
  event.stopPropagation();
  clicks.push(button);
}, true);
const preload = ${JSON.stringify(preload)};
function start() {
  for (const href of preload) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
  import(${JSON.stringify(`/${entry.js[0]}`)});
}
if (document.visibilityState === "hidden") start();
else requestAnimationFrame(() => setTimeout(start, 0));
`;
  const name = `assets/boot-${createHash("sha256").update(source).digest("hex").slice(0, 10)}.js`;
  write(path.join(distDir, name), source);
  return `<script type="module" src="/${name}"></script>`;
}

/**
 * The stylesheets a lazily loaded page and the islands' entry need before the first paint (or the page
 * shifts when they arrive).
 */
function pageStyles(pageModule: string | undefined): string {
  const css = new Set([...(pageModule ? chunkFiles(pageModule).css : []), ...chunkFiles(ISLANDS_ENTRY).css]);
  return [...css]
    .filter((file) => !template.includes(`/${file}"`))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
    .join("");
}

/** index.html with the page's language, head tags, markup and data. */
function documentFor(template: string, lng: string, page: Page, markup: string): string {
  let html = template
    .replace(/<html lang="[^"]*"/, `<html lang="${lng}"`)
    // The app's code is started by the boot script instead (see bootScript).
    .replace(/\s*<script type="module"[^>]*><\/script>/, "")
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, "");
  if (page.title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  if (page.description) {
    html = html.replace(
      /<meta name="description" content="[^"]*"/,
      `<meta name="description" content="${escapeHtml(page.description)}"`,
    );
  }
  const og = [
    page.title && `<meta property="og:title" content="${escapeHtml(page.title)}" />`,
    page.description && `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
    page.image && `<meta property="og:image" content="${escapeHtml(page.image)}" />`,
  ]
    .filter(Boolean)
    .join("");
  const guard = `<script>${PRERENDER_SESSION_GUARD}</script><style>html[data-session] #root[data-prerendered]{visibility:hidden}</style>`;
  html = html.replace("</head>", `${pageStyles(page.module)}${og}${guard}${bootScript()}</head>`);
  return html.replace(
    '<div id="root"></div>',
    `<div id="root" data-prerendered="${lng}">${markup}</div><script type="application/json" id="${SEED_ELEMENT_ID}">${seedJson(page.seed)}</script>`,
  );
}

function write(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  const bytes = Buffer.from(content);
  writeFileSync(file, bytes);
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}

/**
 * React writes inline scripts only for Suspense boundaries that were still waiting when their
 * HTML was written; the CSP would block them. Lazy pages are loaded by a first render, so every
 * page below renders in one pass; a page that still brings a script fails the build.
 */
function assertNoReactScripts(url: string, markup: string) {
  if (/<script(?![^>]*type="application\/json")/.test(markup) || markup.includes("<!--$?-->")) {
    throw new Error(`prerendering ${url} left a Suspense boundary waiting (React wrote an inline script)`);
  }
}

const template = readFileSync(path.join(distDir, "index.html"), "utf8");
// Warm-up: resolves every lazy component the public pages use.
for (const page of pagesFor("en")) {
  await renderPage({ url: page.url, language: "en", translations, seed: page.seed });
}
rmSync(outDir, { recursive: true, force: true });
let count = 0;
for (const lng of LANGUAGES) {
  for (const page of pagesFor(lng)) {
    const markup = await renderPage({ url: page.url, language: lng, translations, seed: page.seed });
    assertNoReactScripts(page.url, markup);
    const file = path.join(outDir, lng, page.url, "index.html");
    write(file, documentFor(template, lng, page, markup));
    count++;
  }
}
console.log(`prerendered ${count} public pages`);
