import { useRef } from "react";
import classes from "./LandingPage.module.css";
import { useParallax } from "./use-parallax.ts";

/** The hero's decorative background layer, moved with the page's scroll from 1024 px (parallax). */
export function HeroBackground() {
  const background = useRef<HTMLDivElement>(null);
  useParallax(background);
  return <div ref={background} className={classes.heroBackground} aria-hidden="true" />;
}
