import "./styles/mantine-public.ts";
import "./global.css";
import { initI18n } from "./i18n/setup.ts";
import { renderApp } from "./render-app.tsx";
import { followOtherTabs } from "./session/cross-tab.ts";
import { startSession } from "./session/session.ts";

// The app's own pages (index.html). Prerendered public pages start islands/entry.ts instead, which
// hydrates only their interactive parts.

// Before the first render: take over a remembered session, end an expired one.
startSession();
followOtherTabs();
void initI18n();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
renderApp(root);
