import { render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Island } from "./Island.tsx";
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from "./island-attributes.ts";

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe("Island", () => {
  it("marks its component's markup with the island's name and props, taking no room in the layout", () => {
    const { container } = render(
      <Island name="explainer-video" component={Greeting} props={{ name: "Ada" }} />,
    );
    const marker = container.firstElementChild as HTMLElement;
    expect(marker.getAttribute(ISLAND_ATTRIBUTE)).toBe("explainer-video");
    expect(JSON.parse(marker.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? "")).toEqual({ name: "Ada" });
    expect(marker.style.display).toBe("contents");
    expect(marker.innerHTML).toBe("<p>Hello Ada</p>");
  });

  it("writes props that survive HTML (quotes and angle brackets)", () => {
    const html = renderToString(
      <Island name="explainer-video" component={Greeting} props={{ name: `"<b>"` }} />,
    );
    const parsed = new DOMParser().parseFromString(html, "text/html");
    const marker = parsed.querySelector(`[${ISLAND_ATTRIBUTE}]`);
    expect(JSON.parse(marker?.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? "")).toEqual({ name: `"<b>"` });
  });
});
