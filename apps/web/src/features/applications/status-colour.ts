import type { ApplicationStatus } from "@jah/shared";

/** A colour per status, so lists and the board read at a glance (good news green, bad news red). */
const COLOURS: Record<ApplicationStatus, string> = {
  todo: "gray",
  ready: "navy",
  applied: "blue",
  waiting: "yellow",
  appointment: "violet",
  canceled: "dark",
  noreply: "orange",
  rejected: "red",
  accepted: "green",
};

/** The Mantine colour of a status. */
export function statusColour(status: ApplicationStatus): string {
  return COLOURS[status];
}
