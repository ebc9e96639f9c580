import { describe, expect, it } from "vitest";
import { neighbourColumn } from "./board-moves.ts";

describe("board keyboard moves", () => {
  it("moves one column right or left and stops at the edges", () => {
    expect(neighbourColumn("todo", "ArrowRight")).toBe("ready");
    expect(neighbourColumn("appointment", "ArrowLeft")).toBe("waiting");
    expect(neighbourColumn("todo", "ArrowLeft")).toBeNull();
    expect(neighbourColumn("appointment", "ArrowRight")).toBeNull();
    expect(neighbourColumn("ready", "Enter")).toBeNull();
    expect(neighbourColumn("rejected", "ArrowLeft")).toBeNull();
  });
});
