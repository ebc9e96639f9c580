import { type ApplicationStatus, ARCHIVE_STATUSES, isArchived } from "@jah/shared";
import { Badge, Group, Stack, Text, VisuallyHidden } from "@mantine/core";
import { type DragEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import classes from "./Board.module.css";
import { BoardCard } from "./BoardCard.tsx";
import { BOARD_COLUMNS, DRAG_TYPE } from "./board-moves.ts";
import { statusOf } from "./list-cache.ts";
import type { Application } from "./types.ts";
import { useStatusChange } from "./use-status-change.ts";

/**
 * The board view: one column per active status and an archive drop zone. Dragging a card onto a
 * column sets that status, exactly like the dropdown; keyboard users move a focused card with the
 * arrow keys or its 'Move to…' menu.
 */
export function ApplicationBoard({ apps }: { apps: Application[] }) {
  const { t } = useTranslation();
  const hintId = useId();
  const { change, pending } = useStatusChange();
  const [focusId, setFocusId] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [over, setOver] = useState<ApplicationStatus | null>(null);

  // A card that is moving already shows in its new column.
  const shownStatus = (app: Application) => pending.get(app.id) ?? statusOf(app);

  const move = async (app: Application, status: ApplicationStatus, byKeyboard: boolean) => {
    if (shownStatus(app) === status) return;
    const moved = await change(app, status);
    if (!moved) return;
    setAnnouncement(t("Applications.Board.Moved", { title: app.job_title, status: t(`Status.${status}`) }));
    // The card is rendered anew in its new column; keyboard focus follows it there.
    if (byKeyboard && !isArchived(status)) setFocusId(app.id);
  };

  const dropHandlers = (status: ApplicationStatus) => ({
    onDragOver: (event: DragEvent) => {
      if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = "move";
      if (over !== status) setOver(status);
    },
    onDragLeave: (event: DragEvent) => {
      // Leaving into a child of the same column is not leaving the column.
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(null);
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setOver(null);
      const id = Number(event.dataTransfer.getData(DRAG_TYPE));
      const app = apps.find((candidate) => candidate.id === id);
      if (app) void move(app, status, false);
    },
    "data-over": over === status || undefined,
  });

  return (
    <>
      <VisuallyHidden id={hintId}>{t("Applications.Board.KeyboardHint")}</VisuallyHidden>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      <div className={classes.board} data-testid="board">
        {BOARD_COLUMNS.map((status) => {
          const cards = apps.filter((app) => shownStatus(app) === status);
          return (
            <section
              key={status}
              className={classes.column}
              aria-label={t(`Status.${status}`)}
              data-testid={`board-column-${status}`}
              {...dropHandlers(status)}
            >
              <Group justify="space-between" px={4}>
                <Text fw={700} size="sm">
                  {t(`Status.${status}`)}
                </Text>
                <Badge variant="white" color="gray" size="sm">
                  {cards.length}
                </Badge>
              </Group>
              <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
                {cards.map((app) => (
                  <BoardCard
                    key={app.id}
                    app={app}
                    status={status}
                    pending={pending.has(app.id)}
                    hintId={hintId}
                    autoFocus={focusId === app.id}
                    onMove={(target) => void move(app, target, true)}
                  />
                ))}
              </Stack>
              {cards.length === 0 && (
                <Text size="xs" c="gray.7" ta="center" py="md">
                  {t("Applications.Board.EmptyColumn")}
                </Text>
              )}
            </section>
          );
        })}
        <section
          className={classes.archive}
          aria-label={t("Applications.Board.Archive")}
          data-testid="board-column-archive"
        >
          <Text fw={700} size="sm" px={4}>
            {t("Applications.Board.Archive")}
          </Text>
          <Text size="xs" c="gray.7" px={4}>
            {t("Applications.Board.ArchiveHint")}
          </Text>
          {ARCHIVE_STATUSES.map((status) => (
            <div
              key={status}
              className={classes.dropTarget}
              data-testid={`board-drop-${status}`}
              {...dropHandlers(status)}
            >
              {t(`Status.${status}`)}
            </div>
          ))}
        </section>
      </div>
    </>
  );
}
