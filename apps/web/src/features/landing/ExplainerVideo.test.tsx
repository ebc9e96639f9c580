import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { ExplainerVideo } from "./ExplainerVideo.tsx";
import { explainerSource, recordedExplainer } from "./explainer-video.ts";

const area = () => screen.getByTestId("explainer-video");

describe("ExplainerVideo", () => {
  it("loads no YouTube player until the visitor clicks play", () => {
    renderWithProviders(<ExplainerVideo url="https://www.youtube.com/watch?v=abc123" />);
    expect(area().querySelector("iframe, video")).toBeNull();
    expect(area().textContent).toContain("youtube.com");

    fireEvent.click(screen.getByTestId("explainer-play"));

    const iframe = area().querySelector("iframe");
    expect(iframe).not.toBeNull();
    expect(iframe?.getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/abc123?autoplay=1");
    expect(screen.queryByTestId("explainer-play")).toBeNull();
  });

  it("plays any other address in a video element, also only after the click", () => {
    renderWithProviders(<ExplainerVideo url="https://media.example.org/explainer.mp4" />);
    expect(area().querySelector("iframe, video")).toBeNull();

    fireEvent.click(screen.getByTestId("explainer-play"));

    const video = area().querySelector("video");
    expect(video).not.toBeNull();
    expect(video?.hasAttribute("controls")).toBe(true);
    expect(video?.getAttribute("src")).toBe("https://media.example.org/explainer.mp4");
    expect(area().querySelector("iframe")).toBeNull();
  });

  it("plays the recording in the page's language with its captions, nothing of it before the click", () => {
    renderWithProviders(<ExplainerVideo url="" />);
    expect(area().querySelector("svg")).not.toBeNull();
    expect(area().querySelector("video, iframe, source, track")).toBeNull();
    expect(area().querySelector("figcaption")).toBeNull();

    fireEvent.click(screen.getByTestId("explainer-play"));

    const video = area().querySelector("video");
    expect(video?.getAttribute("preload")).toBe("none");
    expect(video?.hasAttribute("autoplay")).toBe(false);
    expect(video?.getAttribute("poster")).toBe("/video/explainer-en.webp");
    // WebM first: a Chromium without H.264 plays the VP9 file.
    expect([...area().querySelectorAll("source")].map((s) => s.getAttribute("type"))).toEqual([
      "video/webm",
      "video/mp4",
    ]);
    expect(area().querySelector("source")?.getAttribute("src")).toBe("/video/explainer-en.webm");
    const track = area().querySelector("track");
    expect(track?.getAttribute("src")).toBe("/video/explainer-en.vtt");
    expect(track?.getAttribute("srclang")).toBe("en");
    expect(track?.hasAttribute("default")).toBe(true);
    expect(track?.getAttribute("label")).toBe("English");
  });
});

describe("explainerSource", () => {
  it("embeds only https YouTube or Vimeo addresses", () => {
    expect(explainerSource("https://vimeo.com/76979871")).toMatchObject({
      kind: "embed",
      src: "https://player.vimeo.com/video/76979871?autoplay=1",
    });
    expect(explainerSource("http://www.youtube.com/watch?v=abc").kind).toBe("file");
    expect(explainerSource("/media/explainer.mp4", "https://jobs.example.org/")).toEqual({
      kind: "file",
      src: "https://jobs.example.org/media/explainer.mp4",
    });
  });

  it("plays the recording for empty and non-web addresses", () => {
    expect(explainerSource("  ").kind).toBe("recorded");
    expect(explainerSource("javascript:alert(1)").kind).toBe("recorded");
  });
});

describe("recordedExplainer", () => {
  it("names the files of the page's language, English for any other", () => {
    expect(recordedExplainer("de")).toMatchObject({
      lang: "de",
      poster: "/video/explainer-de.webp",
      captions: "/video/explainer-de.vtt",
    });
    expect(recordedExplainer("fr").sources[0]?.src).toBe("/video/explainer-en.webm");
  });
});
