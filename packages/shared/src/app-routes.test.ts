import { describe, expect, it } from "vitest";
import { isAppRoute } from "./app-routes.ts";

describe("the web app's known addresses", () => {
  it("knows the start page, public pages and signed-in deep links", () => {
    for (const path of [
      "/",
      "",
      "/blog/en/a-post",
      "/applications",
      "/profile/edit/3",
      "/settings/",
      "//login",
    ]) {
      expect(isAppRoute(path), path).toBe(true);
    }
  });

  it("does not know other addresses, nor a known word that is not the first segment", () => {
    for (const path of ["/doesnotexist", "/pricing", "/wp-admin/applications", "/Applications", "/blogs"]) {
      expect(isAppRoute(path), path).toBe(false);
    }
  });
});
