import { Container } from "@mantine/core";
import {
  type KeyboardEvent,
  type PointerEvent,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { useTranslation } from "react-i18next";
import { itemsPerView, MAX_PER_VIEW, swipeDirection, trackItems, wrapIndex } from "./carousel.ts";
import previews from "./cv-previews.json" with { type: "json" };
import sectionClasses from "./LandingSections.module.css";
import classes from "./TemplateCarousel.module.css";

/** A CV template preview image: page 1 of the sample CV, rendered by scripts/render-cv-previews.mjs. */
export type CvPreview = { template: string; name: string; src: string; width: number; height: number };

/** The four templates the landing page shows (the fifth, simple_1, is the plainest). */
export const LANDING_PREVIEWS: CvPreview[] = ["full", "elegant", "dark", "color_header"].flatMap(
  (template) => {
    const preview = previews.find((p) => p.template === template);
    return preview ? [preview] : [];
  },
);

const subscribeToResize = (onChange: () => void) => {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
};
// Prerendered HTML assumes a desktop; the CSS lays out the right count before hydration anyway.
const SERVER_PER_VIEW = 3;

/** Slides per view for the current window, safe to prerender (the server has no window). */
function usePerView(): number {
  return useSyncExternalStore(
    subscribeToResize,
    () => itemsPerView(window.innerWidth),
    () => SERVER_PER_VIEW,
  );
}

/**
 * The CV template carousel (spec section 1): 1 to 5 slides by width, no autoplay, an endless loop,
 * previous/next buttons, arrow keys and swipe. The track always holds MAX_PER_VIEW places plus a
 * hidden neighbour on each side, and CSS media queries size them, so prerendered HTML is right at
 * every width. A move changes the start index at once and slides the track from where it was
 * (FLIP), so the loop needs no cloned copies of the whole list.
 */
export function TemplateCarousel({ items = LANDING_PREVIEWS }: { items?: CvPreview[] }) {
  const { t } = useTranslation();
  const perView = usePerView();
  const [start, setStart] = useState(0);
  // Offset of the track in slides, relative to its resting place; animated back to 0.
  const [shift, setShift] = useState(0);
  const [animate, setAnimate] = useState(false);
  const [drag, setDrag] = useState<{ x: number; dx: number } | null>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const count = items.length;

  useLayoutEffect(() => {
    if (shift === 0 || animate) return;
    // Let the browser paint the shifted track first, then animate it home.
    const frame = requestAnimationFrame(() => {
      setAnimate(true);
      setShift(0);
    });
    return () => cancelAnimationFrame(frame);
  }, [shift, animate]);

  const slideWidth = () => (viewport.current?.clientWidth ?? 0) / perView;
  const move = (direction: -1 | 1, fromSlides = 0) => {
    setAnimate(false);
    setStart((s) => wrapIndex(s + direction, count));
    setShift(direction + fromSlides);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") move(1);
    else if (event.key === "ArrowLeft") move(-1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === "mouse" && event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setAnimate(false);
    setDrag({ x: event.clientX, dx: 0 });
  };
  const onPointerMove = (event: PointerEvent) => {
    if (drag) setDrag({ x: drag.x, dx: event.clientX - drag.x });
  };
  const onPointerUp = () => {
    if (!drag) return;
    const width = slideWidth();
    const direction = swipeDirection(drag.dx, width);
    const dragged = width > 0 ? drag.dx / width : 0;
    setDrag(null);
    if (direction !== 0) move(direction, dragged);
    else if (dragged !== 0) {
      setAnimate(false);
      setShift(dragged);
    }
  };

  if (count === 0) return null;
  const slides = trackItems(start, MAX_PER_VIEW, count);
  const offset = shift - 1;
  return (
    <section
      className={`${sectionClasses.section} ${sectionClasses.muted}`}
      aria-labelledby="landing-carousel-title"
    >
      <Container size="lg" className={classes.container}>
        <header className={sectionClasses.head}>
          <h2 id="landing-carousel-title" className={sectionClasses.title}>
            {t("Landing.Carousel.Title")}
          </h2>
          <p className={sectionClasses.lead}>{t("Landing.Carousel.Lead")}</p>
        </header>
        <section
          className={classes.carousel}
          aria-roledescription="carousel"
          onKeyDown={onKeyDown}
          aria-label={t("Landing.Carousel.Label")}
          data-testid="template-carousel"
          data-per-view={perView}
        >
          <button
            type="button"
            className={`${classes.arrow} ${classes.prev}`}
            aria-label={t("Landing.Carousel.Previous")}
            onClick={() => move(-1)}
          >
            <Chevron direction="left" />
          </button>
          <div
            ref={viewport}
            className={classes.viewport}
            data-testid="carousel-viewport"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
            aria-live="polite"
          >
            <div
              className={classes.track}
              style={{
                transform: `translateX(calc(${offset} * 100% / ${slides.length} + ${drag?.dx ?? 0}px))`,
                transition: animate && !drag ? undefined : "none",
              }}
              onTransitionEnd={() => setAnimate(false)}
            >
              {slides.map((index, position) => (
                <Slide
                  // Keyed by place, not item: after a move each place shows the next item.
                  // biome-ignore lint/suspicious/noArrayIndexKey: places are the stable identity here
                  key={position}
                  item={items[index]!}
                  label={t("Landing.Carousel.Slide", { index: index + 1, count })}
                  hidden={position === 0 || position > perView}
                />
              ))}
            </div>
          </div>
          <button
            type="button"
            className={`${classes.arrow} ${classes.next}`}
            aria-label={t("Landing.Carousel.Next")}
            onClick={() => move(1)}
          >
            <Chevron direction="right" />
          </button>
        </section>
      </Container>
    </section>
  );
}

/** One place in the track; the neighbours outside the view are hidden from assistive technology. */
function Slide({ item, label, hidden }: { item: CvPreview; label: string; hidden: boolean }) {
  const { t } = useTranslation();
  // The template's name in the page's language, as the editor names it; the preview's own name
  // (written by the render script in English) only for a template the translations do not know.
  const name = t(`Profile.Templates.${item.template}`, { defaultValue: item.name });
  const figure = (
    <figure className={classes.figure}>
      <img
        src={item.src}
        width={item.width}
        height={item.height}
        loading="lazy"
        decoding="async"
        draggable={false}
        alt={t("Landing.Carousel.Alt", { name })}
        className={classes.image}
      />
      <figcaption className={classes.caption}>{name}</figcaption>
    </figure>
  );
  if (hidden) {
    return (
      <div className={classes.slide} aria-hidden="true">
        {figure}
      </div>
    );
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern marks slides as groups
    <div className={classes.slide} role="group" aria-roledescription="slide" aria-label={label}>
      {figure}
    </div>
  );
}

function Chevron({ direction }: { direction: "left" | "right" }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d={direction === "left" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
