/** The inbox's front door: the page of employers' replies under /applications/inbox, and an application's Mail history. */
export { InboxPage } from "./InboxPage.tsx";
export { MailHistory } from "./MailHistory.tsx";
