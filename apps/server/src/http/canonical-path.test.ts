import { describe, expect, it } from "vitest";
import { canonicalApiUrl, canonicalPath } from "./canonical-path.ts";

describe("canonical API paths", () => {
  it.each([
    ["/api/auth/./sign-up/email", "/api/auth/sign-up/email"],
    ["/api/auth/x/../sign-up/email", "/api/auth/sign-up/email"],
    ["/api/auth//sign-up//email", "/api/auth/sign-up/email"],
    ["/api/auth/%2e/sign-up/email", "/api/auth/sign-up/email"],
    ["/api/auth/x/%2E%2e/sign-up/email", "/api/auth/sign-up/email"],
    ["/api/auth/sign-up%2Femail", "/api/auth/sign-up/email"],
    ["/api/auth/sign-up%2femail", "/api/auth/sign-up/email"],
    ["/api/auth/sign-up/email/", "/api/auth/sign-up/email"],
    ["/api/auth/sign-up/email;x", "/api/auth/sign-up/email"],
    ["/api/auth;x/sign-up;y=1/email", "/api/auth/sign-up/email"],
    ["/api/auth/sign-up\\email", "/api/auth/sign-up/email"],
    ["/api/auth/%73ign-up/email", "/api/auth/sign-up/email"],
    ["/api/auth/%5Csign-up/email", "/api/auth/sign-up/email"],
    ["/../../api/auth/sign-up/email", "/api/auth/sign-up/email"],
  ])("%s is %s", (spelled, plain) => {
    expect(canonicalPath(spelled)).toBe(plain);
  });

  it("keeps encodings that are not the same character, and letter case", () => {
    expect(canonicalPath("/api/auth/sign-up/email%3Fx")).toBe("/api/auth/sign-up/email%3Fx");
    expect(canonicalPath("/api/files/a%20b")).toBe("/api/files/a%20b");
    expect(canonicalPath("/api/documents/download/AbC")).toBe("/api/documents/download/AbC");
  });

  it("rewrites API URLs with their query and leaves the web app's paths alone", () => {
    expect(canonicalApiUrl("/api/auth/./reset-password?token=a/../b")).toBe(
      "/api/auth/reset-password?token=a/../b",
    );
    expect(canonicalApiUrl("/x/../api/health#frag")).toBe("/api/health");
    expect(canonicalApiUrl("/API/./Health")).toBe("/API/Health");
    expect(canonicalApiUrl("/blog/")).toBe("/blog/");
    expect(canonicalApiUrl("/assets/./app.js")).toBe("/assets/./app.js");
  });
});
