import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { ExplainerVideo } from "./ExplainerVideo.tsx";
import { explainerSource } from "./explainer-video.ts";

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

  it("shows the still with a caption and no play button without a configured address", () => {
    renderWithProviders(<ExplainerVideo url="" />);
    expect(area().querySelector("svg")).not.toBeNull();
    expect(screen.queryByTestId("explainer-play")).toBeNull();
    expect(area().querySelector("iframe, video")).toBeNull();
    expect(area().querySelector("figcaption")?.textContent).toBe(
      "The explainer video will be available here soon.",
    );
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

  it("ignores empty and non-web addresses", () => {
    expect(explainerSource("  ").kind).toBe("none");
    expect(explainerSource("javascript:alert(1)").kind).toBe("none");
  });
});
