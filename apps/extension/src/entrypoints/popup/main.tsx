import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { browser } from "wxt/browser";
import { type PageCopy, readActivePage } from "../../lib/active-page.ts";
import { createApi } from "../../lib/api.ts";
import { fillActivePage } from "../../lib/fill-active-page.ts";
import { t, uiLanguage } from "../../lib/i18n.ts";
import {
  type Connection,
  clearDraft,
  forgetToken,
  loadConnection,
  loadDraft,
  saveDraft,
} from "../../lib/storage.ts";
import { CapturePopup } from "../../popup/CapturePopup.tsx";
import type { CaptureEnv } from "../../popup/capture-env.ts";
import "../../ui/styles.css";

// Started before React renders, so reading the tab and the storage overlap with the popup's start-up;
// a Retry reads both again.
const early: { connection: Promise<Connection | null> | null; page: Promise<PageCopy | null> | null } = {
  connection: loadConnection(),
  page: readActivePage(),
};

const env: CaptureEnv = {
  loadConnection: () => {
    const connection = early.connection ?? loadConnection();
    early.connection = null;
    return connection;
  },
  readPage: () => {
    const page = early.page ?? readActivePage();
    early.page = null;
    return page;
  },
  api: (connection) => createApi(connection.origin, connection.token),
  loadDraft,
  saveDraft,
  clearDraft,
  forgetRevokedToken: () => forgetToken(true),
  openTab: (url) => {
    void browser.tabs.create({ url }).then(() => window.close());
  },
  openOptions: () => {
    void browser.runtime.openOptionsPage().then(() => window.close());
  },
  formFill: {
    profiles: (connection) => createApi(connection.origin, connection.token).profiles(),
    answers: async (connection, profileId) =>
      (await createApi(connection.origin, connection.token).formAnswers(profileId)).answers,
    fillPage: fillActivePage,
  },
};

document.documentElement.lang = uiLanguage();
document.title = t("popupTitle");
createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <CapturePopup env={env} />
  </StrictMode>,
);
