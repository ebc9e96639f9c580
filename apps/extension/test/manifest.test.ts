import { describe, expect, it } from "vitest";
import { GECKO_ID, manifestFor, SERVER_PERMISSION_PATTERNS } from "../manifest.ts";
import { messagesOf } from "./i18n.ts";

describe("manifestFor", () => {
  for (const browser of ["chrome", "firefox"]) {
    it(`asks for least privilege in the ${browser} build`, () => {
      const manifest = manifestFor(browser);
      expect(manifest.permissions).toEqual(["activeTab", "scripting", "storage"]);
      expect(manifest.host_permissions).toBeUndefined();
      expect(manifest.content_scripts).toBeUndefined();
      expect(JSON.stringify(manifest)).not.toContain("<all_urls>");
      expect(manifest.optional_host_permissions).toEqual(SERVER_PERMISSION_PATTERNS);
      expect(manifest.content_security_policy).toEqual({
        extension_pages: "script-src 'self'; object-src 'self'",
      });
    });

    it(`opens the popup by shortcut in the ${browser} build`, () => {
      expect(manifestFor(browser).commands?._execute_action?.suggested_key).toEqual({
        default: "Alt+Shift+J",
      });
    });
  }

  it("asks for servers on https anywhere and on http only on this machine", () => {
    for (const pattern of SERVER_PERMISSION_PATTERNS) {
      expect(pattern.startsWith("https://") || /^http:\/\/(localhost|127\.0\.0\.1)\/\*$/.test(pattern)).toBe(
        true,
      );
    }
  });

  it("gives Firefox a stable add-on id and names the data sent to the user's server", () => {
    const gecko = manifestFor("firefox").browser_specific_settings?.gecko;
    expect(gecko?.id).toBe(GECKO_ID);
    expect(gecko?.data_collection_permissions?.required).toEqual(["browsingActivity", "websiteContent"]);
    expect(manifestFor("chrome").browser_specific_settings).toBeUndefined();
  });

  it("names only texts that both languages have", () => {
    const keys = JSON.stringify(manifestFor("chrome")).match(/__MSG_(\w+)__/g) ?? [];
    expect(keys.length).toBeGreaterThan(2);
    for (const language of ["en", "de"] as const) {
      const messages = messagesOf(language);
      for (const key of keys) expect(messages[key.slice(6, -2)], `${language} ${key}`).toBeDefined();
    }
  });
});
