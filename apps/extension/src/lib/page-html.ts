/**
 * The page's rendered HTML as the server needs it: without what it never reads (scripts other than
 * JSON-LD, styles, comments; on a big job board most of the page), then cut to `max` characters
 * without splitting a surrogate pair. Runs inside the page through scripting.executeScript, so it uses
 * nothing from outside itself; the tests pass `html`.
 */
export function pageHtml(max: number, html: string = document.documentElement.outerHTML): string {
  // One pass from left to right, as the browser's tokenizer meets them: a "<script>" inside a comment
  // or a "<!--" inside a script does not start anything.
  const slim = html.replace(
    /<!--[\s\S]*?-->|<script\b([^>]*)>[\s\S]*?<\/script\s*>|<style\b[^>]*>[\s\S]*?<\/style\s*>/gi,
    (whole, scriptAttributes: string | undefined) =>
      scriptAttributes !== undefined && /\btype\s*=\s*["']?application\/ld\+json/i.test(scriptAttributes)
        ? whole
        : "",
  );
  if (slim.length <= max) return slim;
  const last = slim.charCodeAt(max - 1);
  return slim.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}

/** True for pages the extension may read and the server may be told about: http and https only. */
export function isReadablePage(url: string | undefined): url is string {
  return typeof url === "string" && /^https?:\/\//i.test(url);
}
