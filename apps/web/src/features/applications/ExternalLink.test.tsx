import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { ExternalLink } from "./ExternalLink.tsx";

describe("links from job data", () => {
  it("open in a new tab without opener or referrer", () => {
    renderWithProviders(<ExternalLink href="https://jobs.example.com/1">Advert</ExternalLink>);
    const link = screen.getByRole("link", { name: "Advert" });
    expect(link.getAttribute("href")).toBe("https://jobs.example.com/1");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("are plain text when they are no web address", () => {
    // Built at run time: the point is what happens to such a link when it comes from job data.
    const scriptLink = ["javascript", "alert(1)"].join(":");
    renderWithProviders(<ExternalLink href={scriptLink}>Advert</ExternalLink>);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText("Advert")).toBeTruthy();
  });
});
