import type { AiPassage } from "@jah/shared";
import { Paper } from "@mantine/core";

/** A stretch of text and how it is marked: not, as the change in focus, or as a flagged claim. */
type Segment = { text: string; active: boolean; flagged: boolean };

/** Cuts the text at every passage boundary so each piece is marked or not as a whole. */
export function segments(text: string, active: AiPassage[], flagged: AiPassage[]): Segment[] {
  const cuts = new Set([0, text.length]);
  for (const p of [...active, ...flagged]) {
    cuts.add(Math.max(0, Math.min(text.length, p.start)));
    cuts.add(Math.max(0, Math.min(text.length, p.end)));
  }
  const points = [...cuts].sort((a, b) => a - b);
  const inside = (list: AiPassage[], at: number) => list.some((p) => p.start <= at && at < p.end);
  return points.slice(0, -1).flatMap((start, index) => {
    const end = points[index + 1] as number;
    if (end <= start) return [];
    return [{ text: text.slice(start, end), active: inside(active, start), flagged: inside(flagged, start) }];
  });
}

/**
 * The suggested letter as it reads, with the passages of the change in focus highlighted and the
 * claims the profile does not hold underlined.
 */
export function LetterPreview({
  text,
  active = [],
  flagged = [],
  busy = false,
  label,
  testId,
}: {
  text: string;
  active?: AiPassage[];
  flagged?: AiPassage[];
  busy?: boolean;
  label: string;
  testId: string;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      aria-label={label}
      aria-busy={busy}
      role="region"
      data-testid={testId}
      style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", maxHeight: 360, overflowY: "auto" }}
      tabIndex={0}
    >
      {segments(text, active, flagged).map((part, index) =>
        part.active || part.flagged ? (
          <mark
            // biome-ignore lint/suspicious/noArrayIndexKey: the pieces are recut on every render
            key={index}
            data-active={part.active || undefined}
            data-flagged={part.flagged || undefined}
            style={{
              backgroundColor: part.active ? "var(--mantine-color-yellow-2)" : "transparent",
              color: "inherit",
              textDecoration: part.flagged ? "underline wavy var(--mantine-color-red-7)" : undefined,
              textUnderlineOffset: 3,
            }}
          >
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces are recut on every render
          <span key={index}>{part.text}</span>
        ),
      )}
    </Paper>
  );
}
