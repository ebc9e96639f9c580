/** What the landing page's video area plays: the recorded explainer, or VITE_EXPLAINER_VIDEO_URL. */
export type ExplainerSource =
  | { kind: "recorded" }
  | { kind: "embed"; src: string; host: string }
  | { kind: "file"; src: string };

/** The configured address (may be empty); read once at build time. */
export const EXPLAINER_VIDEO_URL: string = String(import.meta.env.VITE_EXPLAINER_VIDEO_URL ?? "").trim();

/**
 * The explainer `npm run video` records from the product (scripts/video/), one per language, served
 * with the web app from public/video/. WebM (VP9) comes first: Debian's Chromium has no H.264.
 */
export function recordedExplainer(language: string) {
  const lang = language === "de" ? "de" : "en";
  const base = `/video/explainer-${lang}`;
  return {
    lang,
    sources: [
      { src: `${base}.webm`, type: "video/webm" },
      { src: `${base}.mp4`, type: "video/mp4" },
    ],
    poster: `${base}.webp`,
    captions: `${base}.vtt`,
  } as const;
}

/** Turns a watch/share address into the player address; adds autoplay (the visitor just clicked). */
function playerAddress(url: URL): string {
  const host = url.hostname.replace(/^www\./, "");
  let player = url;
  if (host.includes("youtube") && url.pathname === "/watch" && url.searchParams.get("v")) {
    player = new URL(`https://www.youtube-nocookie.com/embed/${url.searchParams.get("v")}`);
  } else if (/^vimeo\.com$/.test(host) && /^\/\d+/.test(url.pathname)) {
    player = new URL(`https://player.vimeo.com/video${url.pathname.match(/^\/\d+/)?.[0]}`);
  }
  player.searchParams.set("autoplay", "1");
  return player.toString();
}

/**
 * An https address on a YouTube or Vimeo host plays in an iframe; any other http(s) or same-site
 * address in a `<video>` element; an empty or unusable one (e.g. `javascript:`) plays the recorded one.
 */
export function explainerSource(address: string, base = "http://localhost/"): ExplainerSource {
  const trimmed = address.trim();
  if (!trimmed) return { kind: "recorded" };
  let url: URL;
  try {
    url = new URL(trimmed, base);
  } catch {
    return { kind: "recorded" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { kind: "recorded" };
  if (url.protocol === "https:" && /youtube|vimeo/i.test(url.hostname)) {
    return { kind: "embed", src: playerAddress(url), host: url.hostname.replace(/^www\./, "") };
  }
  return { kind: "file", src: url.toString() };
}
