import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/** React.lazy for a named export: `lazyNamed(() => import("./X.tsx"), "X")`. */
export function lazyNamed<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
