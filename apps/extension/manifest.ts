import type { UserManifest } from "wxt";

/** Server addresses the user may connect to: any https host, and http only on this machine. */
export const SERVER_PERMISSION_PATTERNS = ["https://*/*", "http://localhost/*", "http://127.0.0.1/*"];

/** The Firefox build's add-on id: stable, so an update replaces the installed add-on. */
export const GECKO_ID = "browser-extension@job-application-helper";

const icons = { 16: "icons/16.png", 32: "icons/32.png", 48: "icons/48.png", 128: "icons/128.png" };

/**
 * The manifest of both builds (WXT adds the popup, the options page and the background from
 * src/entrypoints). Least privilege: the page is read only after a click or the shortcut (activeTab),
 * the server's origin is asked for when connecting, nothing runs on pages by itself, and only the
 * extension's own scripts run in its pages.
 */
export function manifestFor(browser: string): UserManifest {
  return {
    name: "__MSG_extName__",
    description: "__MSG_extDescription__",
    default_locale: "en",
    icons,
    action: { default_title: "__MSG_actionTitle__", default_icon: icons },
    permissions: ["activeTab", "scripting", "storage"],
    optional_host_permissions: SERVER_PERMISSION_PATTERNS,
    content_security_policy: { extension_pages: "script-src 'self'; object-src 'self'" },
    commands: {
      _execute_action: { suggested_key: { default: "Alt+Shift+J" }, description: "__MSG_commandCapture__" },
    },
    ...(browser === "firefox"
      ? {
          browser_specific_settings: {
            gecko: {
              id: GECKO_ID,
              // Manifest V3 with optional host permissions and storage.session.
              strict_min_version: "128.0",
              // The page's address and content go to the user's own server when they save a job.
              data_collection_permissions: { required: ["browsingActivity", "websiteContent"] },
            },
          },
        }
      : {}),
  };
}
