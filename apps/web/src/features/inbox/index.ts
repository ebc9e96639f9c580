/** The inbox's front door: the page of employers' replies under /applications/inbox. */
export { InboxPage } from "./InboxPage.tsx";
