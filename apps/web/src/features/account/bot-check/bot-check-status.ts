/**
 * Where a form's bot check stands: not started, working, solved (shown as a status, no longer as a
 * checkbox), failed, or working for too long.
 */
export type BotCheckStatus = "idle" | "running" | "solved" | "failed" | "timedout";

/** What the form needs of the widget: start a check, stop one. */
export interface WidgetControl {
  verify: () => Promise<unknown>;
  reset: () => void;
}
