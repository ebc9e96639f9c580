import type { ComponentType } from "react";
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, type IslandName } from "./island-attributes.ts";

interface IslandProps<P extends object> {
  /** The name the browser finds the component's code under (islands/registry.ts). */
  name: IslandName;
  component: ComponentType<P>;
  /** Plain JSON data: they are written into the HTML and read back before hydrating. */
  props: P;
}

/**
 * An interactive part of a public page. Inside the app it is just the component (in a container
 * that takes no room in the layout: `display: contents`). On a prerendered page the rest stays static
 * HTML and only the islands are hydrated, each on its own (islands/entry.ts), with the props written
 * here. Props must be JSON: functions or class instances would not survive the trip.
 */
export function Island<P extends object>({ name, component: Component, props }: IslandProps<P>) {
  const attributes = { [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) };
  return (
    <div {...attributes} style={{ display: "contents" }}>
      <Component {...props} />
    </div>
  );
}
