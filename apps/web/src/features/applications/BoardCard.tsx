import { APPLICATION_STATUSES, type ApplicationStatus } from "@jah/shared";
import { ActionIcon, Group, Menu, Paper, Text, Tooltip } from "@mantine/core";
import { type DragEvent, type KeyboardEvent, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { MoveIcon } from "../../ui/app-icons.tsx";
import { DaysBadge } from "./AgeDate.tsx";
import { ApplicationLink } from "./ApplicationLink.tsx";
import classes from "./Board.module.css";
import { DRAG_TYPE, neighbourColumn } from "./board-moves.ts";
import { OpenButton } from "./RowActions.tsx";
import { SourceLink } from "./SourceLink.tsx";
import type { Application } from "./types.ts";

interface BoardCardProps {
  app: Application;
  /** The column it shows in (its new status while a move is under way). */
  status: ApplicationStatus;
  pending: boolean;
  hintId: string;
  autoFocus: boolean;
  onMove: (status: ApplicationStatus) => void;
}

/** One application on the board: draggable, focusable, movable with the arrow keys or 'Move to…'. */
export function BoardCard({ app, status, pending, hintId, autoFocus, onMove }: BoardCardProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLLIElement>(null);

  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [autoFocus]);

  const onDragStart = (event: DragEvent) => {
    event.dataTransfer.setData(DRAG_TYPE, String(app.id));
    event.dataTransfer.setData("text/plain", app.job_title);
    event.dataTransfer.effectAllowed = "move";
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // Keys inside the card (menu, buttons) keep their own meaning.
    if (event.target !== event.currentTarget || pending) return;
    const target = neighbourColumn(status, event.key);
    if (target) {
      event.preventDefault();
      onMove(target);
    }
  };

  return (
    <Paper
      component="li"
      ref={ref}
      withBorder
      radius="md"
      p="sm"
      shadow="xs"
      className={classes.card}
      draggable={!pending}
      onDragStart={onDragStart}
      onKeyDown={onKeyDown}
      tabIndex={0}
      // Read out as "title, company, status"; an empty company leaves no stray comma.
      aria-label={[app.job_title, app.hireing_company, t(`Status.${status}`)].filter(Boolean).join(", ")}
      aria-describedby={hintId}
      aria-busy={pending || undefined}
      data-pending={pending || undefined}
      data-testid={`board-card-${app.id}`}
    >
      <ApplicationLink app={app} />
      {app.hireing_company && (
        <Text size="xs" c="gray.7">
          {app.hireing_company}
        </Text>
      )}
      <SourceLink app={app} />
      <Group justify="space-between" mt="xs" gap={4} wrap="nowrap">
        <DaysBadge date={app.date} />
        <Group gap={4} wrap="nowrap">
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Tooltip label={t("Applications.Board.MoveTo")}>
                <ActionIcon
                  variant="subtle"
                  aria-label={t("Applications.Board.MoveToOf", { title: app.job_title })}
                  disabled={pending}
                  data-testid={`move-button-${app.id}`}
                >
                  <MoveIcon size={18} />
                </ActionIcon>
              </Tooltip>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>{t("Applications.Board.MoveTo")}</Menu.Label>
              {APPLICATION_STATUSES.filter((candidate) => candidate !== status).map((candidate) => (
                <Menu.Item
                  key={candidate}
                  onClick={() => onMove(candidate)}
                  data-testid={`move-${app.id}-${candidate}`}
                >
                  {t(`Status.${candidate}`)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          <OpenButton app={app} />
        </Group>
      </Group>
    </Paper>
  );
}
