import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { browser } from "wxt/browser";
import { createApi } from "../../lib/api.ts";
import { clientLabel } from "../../lib/connect-flow.ts";
import { t, uiLanguage } from "../../lib/i18n.ts";
import {
  forgetToken,
  loadConnection,
  loadServerState,
  onConnectionChange,
  saveConnection,
} from "../../lib/storage.ts";
import { OptionsPage } from "../../options/OptionsPage.tsx";
import type { OptionsEnv } from "../../options/options-env.ts";
import "../../ui/styles.css";

const isFirefox = import.meta.env.FIREFOX;
const brands =
  (
    navigator as Navigator & { userAgentData?: { brands: Array<{ brand: string }> } }
  ).userAgentData?.brands.map((entry) => entry.brand) ?? [];

const env: OptionsEnv = {
  loadConnection,
  loadServerState,
  saveConnection,
  onConnectionChange,
  forgetToken: () => forgetToken(false),
  requestPermission: (pattern) => browser.permissions.request({ origins: [pattern] }),
  removePermission: async (pattern) => {
    await browser.permissions.remove({ origins: [pattern] });
  },
  api: (origin, token) => createApi(origin, token),
  openTab: async (url) => {
    await browser.tabs.create({ url });
  },
  client: clientLabel(brands, isFirefox),
  portInPermission: !isFirefox,
  shortcut: async () => {
    const commands = await browser.commands.getAll();
    return commands.find((command) => command.name === "_execute_action")?.shortcut || null;
  },
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now: () => Date.now(),
};

document.documentElement.lang = uiLanguage();
document.title = t("extName");
createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <OptionsPage env={env} />
  </StrictMode>,
);
