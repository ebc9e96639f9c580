import { describe, expect, it } from "vitest";
import { PARALLAX_MIN_WIDTH, parallaxOffset } from "./parallax.ts";

describe("parallaxOffset", () => {
  it("moves the background at half the scroll speed from 1024 px wide", () => {
    expect(PARALLAX_MIN_WIDTH).toBe(1024);
    expect(parallaxOffset(400, 1024, false)).toBe(200);
    expect(parallaxOffset(300, 1920, false)).toBe(150);
    expect(parallaxOffset(0, 1280, false)).toBe(0);
  });

  it("does not move below 1024 px", () => {
    expect(parallaxOffset(400, 1023, false)).toBe(0);
    expect(parallaxOffset(400, 360, false)).toBe(0);
  });

  it("does not move when the visitor prefers reduced motion", () => {
    expect(parallaxOffset(400, 1280, true)).toBe(0);
  });

  it("ignores negative scroll positions (overscroll bounce)", () => {
    expect(parallaxOffset(-50, 1280, false)).toBe(0);
  });
});
