import type { Page } from "playwright-core";
import { waitForSettledPage } from "./settle.ts";

/** One text element whose colour is too close to what it is drawn on. */
export type LowContrast = {
  text: string;
  selector: string;
  ratio: number;
  colour: string;
  background: string;
};

/**
 * Every visible text element whose contrast with the background it is drawn on is below WCAG's
 * minimum: 4.5:1, or 3:1 for large text (24 px, or 18.66 px bold). axe-core does not catch text whose
 * colour equals its background: it takes such text for hidden and skips it (issue 43: a badge's words
 * in its own background colour). This check takes every text node's element as seen: text colour, and
 * the background of the element or its nearest ancestors, their alpha blended onto white.
 *
 * Not judged (reported by nothing here): text over a background image or gradient (its background is
 * unknown), SVG text, form fields' values, disabled controls (WCAG exempts them), and text too small to
 * be seen (screen-reader-only text clipped to a pixel).
 */
export async function lowContrastText(page: Page): Promise<LowContrast[]> {
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 1;
    const paint = canvas.getContext("2d", { willReadFrequently: true });
    const parsed = new Map<string, Rgba>();
    /** Any CSS colour (rgb, color(srgb …), oklch …) as sRGB 0–255 and alpha 0–1, drawn by the canvas. */
    const rgba = (css: string): Rgba => {
      const known = parsed.get(css);
      if (known) return known;
      let value: Rgba = [0, 0, 0, 0];
      const plain = css.match(/^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/);
      if (plain)
        value = [
          Number(plain[1]),
          Number(plain[2]),
          Number(plain[3]),
          plain[4] === undefined ? 1 : Number(plain[4]),
        ];
      else if (paint) {
        paint.clearRect(0, 0, 1, 1);
        paint.fillStyle = css;
        paint.fillRect(0, 0, 1, 1);
        const [r, g, b, a] = paint.getImageData(0, 0, 1, 1).data;
        value = [r ?? 0, g ?? 0, b ?? 0, (a ?? 0) / 255];
      }
      parsed.set(css, value);
      return value;
    };
    /** `top` drawn over the opaque `below`. */
    const over = (top: Rgba, below: Rgba): Rgba => [
      top[0] * top[3] + below[0] * (1 - top[3]),
      top[1] * top[3] + below[1] * (1 - top[3]),
      top[2] * top[3] + below[2] * (1 - top[3]),
      1,
    ];
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const ratio = (a: Rgba, b: Rgba) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    };
    /** The opaque colour behind `element`: its own and its ancestors' backgrounds, blended. */
    const backgroundOf = (element: Element): Rgba | null => {
      const layers: Rgba[] = [];
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.backgroundImage !== "none") return null;
        const colour = rgba(style.backgroundColor);
        if (colour[3] > 0) layers.push(colour);
        if (colour[3] >= 1) break;
      }
      let result: Rgba = [255, 255, 255, 1];
      for (const layer of layers.reverse()) result = over(layer, result);
      return result;
    };
    /** Whether the text's box is cut away by a clipping ancestor (screen-reader-only text, scrolled out). */
    const clippedAway = (element: Element, box: DOMRect) => {
      let [left, top, right, bottom] = [box.left, box.top, box.right, box.bottom];
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.overflow === "visible" && style.clip === "auto" && style.clipPath === "none") continue;
        const clip = node.getBoundingClientRect();
        [left, top, right, bottom] = [
          Math.max(left, clip.left),
          Math.max(top, clip.top),
          Math.min(right, clip.right),
          Math.min(bottom, clip.bottom),
        ];
        if (right - left < 2 || bottom - top < 2) return true;
      }
      return false;
    };
    const describe = (element: Element) => {
      const parts: string[] = [];
      for (let node: Element | null = element; node && parts.length < 3; node = node.parentElement) {
        // Mantine's hashed classes (m_5add502a) say nothing; its named ones (mantine-Badge-label) do.
        const classes = [...node.classList].filter((c) => !/^m_/.test(c)).slice(0, 2);
        const marks = ["data-testid", "data-age"]
          .filter((name) => node?.hasAttribute(name))
          .map((name) => `[${name}="${node?.getAttribute(name)}"]`);
        parts.unshift(
          `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}${classes.map((c) => `.${c}`).join("")}${marks.join("")}`,
        );
      }
      return parts.join(" > ");
    };
    const css = ([r, g, b, a]: Rgba) =>
      `rgba(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)}, ${Number(a.toFixed(2))})`;

    const found: LowContrast[] = [];
    const seen = new Set<Element>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const element = text.parentElement;
      const words = text.textContent?.trim() ?? "";
      if (!element || !words || seen.has(element)) continue;
      seen.add(element);
      if (element.closest("svg, script, style, noscript, template, [disabled], [aria-disabled='true']"))
        continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      const box = range.getBoundingClientRect();
      if (box.width < 2 || box.height < 2 || clippedAway(element, box)) continue;
      const style = getComputedStyle(element);
      if (style.backgroundClip === "text" || style.getPropertyValue("-webkit-background-clip") === "text")
        continue;
      const background = backgroundOf(element);
      if (!background) continue;
      const colour = over(rgba(style.color), background);
      const size = Number.parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      const contrast = ratio(colour, background);
      if (contrast < (large ? 3 : 4.5) - 0.005) {
        found.push({
          text: words.slice(0, 40),
          selector: describe(element),
          ratio: Math.round(contrast * 100) / 100,
          colour: css(rgba(style.color)),
          background: css(background),
        });
      }
    }
    return found;
  });
}

/** The low-contrast text on the settled page as problem lines, like axeProblems' (empty: none). */
export async function contrastProblems(page: Page, where: string): Promise<string[]> {
  await waitForSettledPage(page);
  return (await lowContrastText(page)).map(
    (t) =>
      `${where}: text contrast ${t.ratio}:1 of "${t.text}" (${t.colour} on ${t.background}) at ${t.selector}`,
  );
}
