import { act, fireEvent, screen, within } from "@testing-library/react";
import i18next from "i18next";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { type CvPreview, LANDING_PREVIEWS, TemplateCarousel } from "./TemplateCarousel.tsx";

const ITEMS: CvPreview[] = ["One", "Two", "Three", "Four"].map((name, i) => ({
  template: `t${i}`,
  name,
  src: `/cv-previews/t${i}.webp`,
  width: 600,
  height: 849,
}));

const originalWidth = window.innerWidth;
function setViewport(width: number) {
  Object.defineProperty(window, "innerWidth", { configurable: true, writable: true, value: width });
  act(() => {
    window.dispatchEvent(new Event("resize"));
  });
}
afterEach(() => setViewport(originalWidth));

/** The names on the visible slides, left to right. */
function visible() {
  const carousel = screen.getByTestId("template-carousel");
  return within(carousel)
    .getAllByRole("group")
    .map(
      (slide) =>
        within(slide)
          .getByRole("img")
          .getAttribute("alt")!
          .match(/“(.+)”/)![1],
    );
}

describe("TemplateCarousel", () => {
  it("shows three of four at desktop width, with lazy images of known size", () => {
    setViewport(1280);
    renderWithProviders(<TemplateCarousel items={ITEMS} />);
    expect(screen.getByTestId("template-carousel").dataset.perView).toBe("3");
    expect(visible()).toEqual(["One", "Two", "Three"]);
    const img = screen.getAllByRole("img", { name: /One/ })[0]!;
    expect(img.getAttribute("width")).toBe("600");
    expect(img.getAttribute("height")).toBe("849");
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("alt")).toBe("First page of a sample CV in the “One” template");
  });

  it("loops forwards and backwards with the buttons", () => {
    setViewport(1280);
    renderWithProviders(<TemplateCarousel items={ITEMS} />);
    const next = screen.getByRole("button", { name: "Next template" });
    const previous = screen.getByRole("button", { name: "Previous template" });
    fireEvent.click(next);
    expect(visible()).toEqual(["Two", "Three", "Four"]);
    fireEvent.click(next);
    expect(visible()).toEqual(["Three", "Four", "One"]);
    fireEvent.click(previous);
    fireEvent.click(previous);
    fireEvent.click(previous);
    expect(visible()).toEqual(["Four", "One", "Two"]);
  });

  it("takes the arrow keys and a swipe", () => {
    setViewport(800);
    renderWithProviders(<TemplateCarousel items={ITEMS} />);
    expect(visible()).toEqual(["One", "Two"]);
    // Arrow keys work wherever the focus is inside the carousel (its buttons).
    const next = screen.getByRole("button", { name: "Next template" });
    next.focus();
    fireEvent.keyDown(next, { key: "ArrowLeft" });
    expect(visible()).toEqual(["Four", "One"]);
    fireEvent.keyDown(next, { key: "ArrowRight" });
    fireEvent.keyDown(next, { key: "ArrowRight" });
    expect(visible()).toEqual(["Two", "Three"]);
    const viewport = screen.getByTestId("carousel-viewport");
    fireEvent.pointerDown(viewport, { clientX: 300, pointerId: 1, pointerType: "touch" });
    fireEvent.pointerMove(viewport, { clientX: 180, pointerId: 1, pointerType: "touch" });
    fireEvent.pointerUp(viewport, { clientX: 180, pointerId: 1, pointerType: "touch" });
    expect(visible()).toEqual(["Three", "Four"]);
  });

  it("follows the breakpoints when the window is resized, repeating items at five per view", () => {
    setViewport(400);
    renderWithProviders(<TemplateCarousel items={ITEMS} />);
    expect(visible()).toEqual(["One"]);
    setViewport(3200);
    expect(visible()).toEqual(["One", "Two", "Three", "Four", "One"]);
  });

  it("names the real templates in the page's language", async () => {
    await i18next.changeLanguage("de");
    try {
      setViewport(3200);
      renderWithProviders(<TemplateCarousel />);
      const captions = within(screen.getByTestId("template-carousel"))
        .getAllByRole("group")
        .map((slide) => slide.querySelector("figcaption")?.textContent);
      expect(captions).toEqual(["Vollständig", "Elegant", "Dunkel", "Farbiger Kopf", "Vollständig"]);
    } finally {
      await i18next.changeLanguage("en");
    }
  });

  it("ships four real previews with their sizes", () => {
    expect(LANDING_PREVIEWS).toHaveLength(4);
    for (const preview of LANDING_PREVIEWS) {
      expect(preview.src).toMatch(/^\/cv-previews\/\w+\.webp$/);
      expect(preview.width).toBe(600);
      expect(preview.height).toBeGreaterThan(800);
    }
  });
});
