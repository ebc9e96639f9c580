import { EXTENSION_HTML_MAX_CHARS } from "@jah/shared/extension-api";
import { describe, expect, it } from "vitest";
import { isReadablePage, pageHtml } from "./page-html.ts";

describe("pageHtml", () => {
  it("keeps the markup and the JSON-LD, and drops other scripts, styles and comments", () => {
    const page = [
      "<html><head><title>Job</title>",
      '<script type="application/ld+json">{"@type":"JobPosting","title":"Engineer"}</script>',
      "<script>window.__STATE__ = {big: 1};</script>",
      '<script src="/app.js" defer></script>',
      "<STYLE media=screen>body { color: red }</STYLE>",
      "<!-- tracking pixel -->",
      '</head><body><h1 itemprop="title">Engineer</h1><meta property="og:title" content="x"></body></html>',
    ].join("");
    expect(pageHtml(EXTENSION_HTML_MAX_CHARS, page)).toBe(
      '<html><head><title>Job</title><script type="application/ld+json">{"@type":"JobPosting","title":"Engineer"}</script></head><body><h1 itemprop="title">Engineer</h1><meta property="og:title" content="x"></body></html>',
    );
  });

  it("reads comments and scripts in document order, as the browser does", () => {
    const page = '<!-- <script> --><p>kept</p><script>var s = "<!--";</script><p>also kept</p><!-- -->';
    expect(pageHtml(EXTENSION_HTML_MAX_CHARS, page)).toBe("<p>kept</p><p>also kept</p>");
  });

  it("keeps JSON-LD whatever the quoting of its type", () => {
    const page = "<script type=application/ld+json>{}</script><script type='text/javascript'>x()</script>";
    expect(pageHtml(EXTENSION_HTML_MAX_CHARS, page)).toBe("<script type=application/ld+json>{}</script>");
  });

  it("keeps the start of a page over 2 MiB", () => {
    const page = `<head>job</head>${"x".repeat(EXTENSION_HTML_MAX_CHARS)}`;
    const capped = pageHtml(EXTENSION_HTML_MAX_CHARS, page);
    expect(capped.length).toBe(EXTENSION_HTML_MAX_CHARS);
    expect(capped.startsWith("<head>job</head>")).toBe(true);
  });

  it("does not split an emoji at the cut", () => {
    expect(pageHtml(3, "ab😀cd")).toBe("ab");
    expect(pageHtml(4, "ab😀cd")).toBe("ab😀");
  });

  it("reads the document itself when run in the page", () => {
    const fake = { documentElement: { outerHTML: "<html><script>x</script><body>job</body></html>" } };
    const global = globalThis as unknown as { document?: unknown };
    global.document = fake;
    try {
      expect(pageHtml(EXTENSION_HTML_MAX_CHARS)).toBe("<html><body>job</body></html>");
    } finally {
      delete global.document;
    }
  });
});

describe("isReadablePage", () => {
  it("reads web pages only", () => {
    expect(isReadablePage("https://board.example/job/1")).toBe(true);
    expect(isReadablePage("http://localhost:8080/job")).toBe(true);
    for (const url of [
      "chrome://extensions",
      "about:blank",
      "file:///home/x.html",
      "chrome-extension://id/popup.html",
      undefined,
    ]) {
      expect(isReadablePage(url)).toBe(false);
    }
  });
});
