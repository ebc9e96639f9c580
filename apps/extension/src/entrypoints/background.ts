import { browser } from "wxt/browser";
import { defineBackground } from "wxt/utils/define-background";

// The service worker only welcomes a new user: on first install it opens the settings, where the
// extension is connected to the user's server. Capturing happens in the popup alone.
export default defineBackground(() => {
  browser.runtime.onInstalled.addListener(({ reason }) => {
    if (reason === "install") void browser.runtime.openOptionsPage();
  });
});
