import { ACTIVE_STATUSES, type ApplicationStatus } from "@jah/shared";

/** The board's columns: one per active status, in the dropdown's order. */
export const BOARD_COLUMNS: readonly ApplicationStatus[] = ACTIVE_STATUSES;

/**
 * Where an arrow key moves a card: the next column to the right or left, or nowhere at the
 * board's edge. Archived cards are not on the board, so they have no neighbour.
 */
export function neighbourColumn(status: ApplicationStatus, key: string): ApplicationStatus | null {
  const index = BOARD_COLUMNS.indexOf(status);
  if (index < 0) return null;
  if (key === "ArrowRight") return BOARD_COLUMNS[index + 1] ?? null;
  if (key === "ArrowLeft") return BOARD_COLUMNS[index - 1] ?? null;
  return null;
}

/** The drag payload's type: only our cards can be dropped on the board. */
export const DRAG_TYPE = "application/x-jah-application";
