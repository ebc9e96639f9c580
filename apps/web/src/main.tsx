import "@mantine/core/styles.css";
import "./global.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App.tsx";
import { initI18n } from "./i18n/setup.ts";
import { followOtherTabs } from "./session/cross-tab.ts";
import { startSession } from "./session/session.ts";

// Before the first render: take over a remembered session, end an expired one.
startSession();
followOtherTabs();
void initI18n();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
