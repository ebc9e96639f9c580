// The user's mail accounts (SMTP or Gmail) and the reading of replies: the settings page's section.

export { ConnectionsSection } from "./ConnectionsSection.tsx";
