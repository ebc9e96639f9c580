import type { AiPassage } from "@jah/shared";
import { Alert, Badge, Button, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { LetterPreview } from "./LetterPreview.tsx";
import type { ReviewItem } from "./letter-review.ts";
import type { ItemDecision, ReviewRun } from "./use-letter-helper.ts";

/**
 * The suggestion under review: flagged claims first, the letter with the focused change highlighted,
 * each change with its reason and its own Accept / Reject, then Accept all or Discard.
 */
export function AiReviewPanel({
  run,
  edited,
  subjectUsed,
  onItem,
  onAcceptAll,
  onSubject,
  onClose,
}: {
  run: ReviewRun;
  /** The text was changed by hand after the suggestion came; single decisions would overwrite it. */
  edited: boolean;
  subjectUsed: boolean;
  onItem: (key: string, decision: ItemDecision) => void;
  onAcceptAll: () => void;
  onSubject: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { result, review, accepted, rejected } = run;
  const [focus, setFocus] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const focused = review.items.find((item) => item.key === focus);
  const active: AiPassage[] = focused
    ? [
        ...focused.changes.flatMap((index) => result.changes[index]?.passages ?? []),
        ...focused.hunks.map((index) => {
          const hunk = review.hunks[index];
          return { start: hunk?.newStart ?? 0, end: hunk?.newEnd ?? 0 };
        }),
      ]
    : [];
  const flagged = result.flagged.flatMap((claim) => claim.passages);
  const changed = review.items.some((item) => item.hunks.length > 0);

  return (
    <Stack gap="sm">
      <Title order={3} size="h5" ref={heading} tabIndex={-1}>
        {t("AiLetter.Review.Title")}
      </Title>
      {result.flagged.length > 0 && (
        <Alert color="red" variant="light" title={t("AiLetter.Review.FlaggedTitle")} data-testid="ai-flagged">
          <Text size="sm" mb={4}>
            {t("AiLetter.Review.FlaggedText")}
          </Text>
          <List size="sm" spacing={2}>
            {result.flagged.map((claim) => (
              <List.Item key={`${claim.claim}-${claim.passages[0]?.start ?? 0}`}>
                <Text span fw={700}>
                  {claim.claim}
                </Text>
                {": "}
                {claim.reason}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {result.subject && (
        <Group gap="xs" wrap="wrap" data-testid="ai-subject">
          <Text size="sm">
            {t("AiLetter.Review.Subject")}{" "}
            <Text span fw={600}>
              {result.subject}
            </Text>
          </Text>
          <Button size="compact-sm" variant="light" onClick={onSubject} disabled={subjectUsed}>
            {subjectUsed ? t("AiLetter.Review.SubjectUsed") : t("AiLetter.Review.UseSubject")}
          </Button>
        </Group>
      )}
      <LetterPreview
        text={result.letter}
        active={active}
        flagged={flagged}
        label={t("AiLetter.Review.PreviewLabel")}
        testId="ai-preview"
      />
      {edited && (
        <Alert color="yellow" variant="light" data-testid="ai-edited">
          {t("AiLetter.Review.Edited")}
        </Alert>
      )}
      {!changed && (
        <Text size="sm" data-testid="ai-no-difference">
          {t("AiLetter.Review.NoDifference")}
        </Text>
      )}
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }} data-testid="ai-changes">
        {review.items.map((item) => (
          <ChangeCard
            key={item.key}
            item={item}
            texts={item.changes.map((index) => result.changes[index]).filter((c) => c !== undefined)}
            state={accepted.has(item.key) ? "accepted" : rejected.has(item.key) ? "rejected" : "open"}
            disabled={edited}
            onFocus={setFocus}
            onDecide={(decision) => onItem(item.key, decision)}
          />
        ))}
      </Stack>
      <Group justify="flex-end" wrap="wrap">
        <Button variant="default" onClick={onClose} data-testid="ai-discard">
          {accepted.size > 0 ? t("AiLetter.Review.Done") : t("AiLetter.Review.Discard")}
        </Button>
        <Button onClick={onAcceptAll} disabled={edited || !changed} data-testid="ai-accept-all">
          {t("AiLetter.Review.AcceptAll")}
        </Button>
      </Group>
    </Stack>
  );
}

function ChangeCard({
  item,
  texts,
  state,
  disabled,
  onFocus,
  onDecide,
}: {
  item: ReviewItem;
  texts: { change: string; reason: string }[];
  state: "open" | "accepted" | "rejected";
  disabled: boolean;
  onFocus: (key: string | null) => void;
  onDecide: (decision: ItemDecision) => void;
}) {
  const { t } = useTranslation();
  const name = texts.map((text) => text.change).join(" · ") || t("AiLetter.Review.Unexplained");
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      onMouseEnter={() => onFocus(item.key)}
      onMouseLeave={() => onFocus(null)}
      onFocus={() => onFocus(item.key)}
      onBlur={() => onFocus(null)}
      data-testid={`ai-change-${item.key}`}
    >
      <Stack gap={4}>
        {texts.map((text) => (
          <div key={text.change}>
            <Text size="sm" fw={700}>
              {text.change}
            </Text>
            <Text size="sm" c="gray.7">
              {text.reason}
            </Text>
          </div>
        ))}
        {item.kind === "unexplained" && (
          <Text size="sm" fw={700}>
            {t("AiLetter.Review.Unexplained")}
          </Text>
        )}
        {item.kind === "joined" && (
          <Text size="xs" c="red.9" fw={600}>
            {t("AiLetter.Review.Joined")}
          </Text>
        )}
        {item.kind === "none" ? (
          <Text size="xs" c="gray.7">
            {t("AiLetter.Review.NothingToApply")}
          </Text>
        ) : (
          <Group gap="xs" wrap="wrap" mt={4}>
            {/* The first button stays one element (Accept, then Undo), so keyboard focus stays on it. */}
            <Button
              size="compact-sm"
              variant={state === "open" ? "light" : "subtle"}
              onClick={() => onDecide(state === "open" ? "accept" : "undo")}
              disabled={disabled}
              aria-label={t(state === "open" ? "AiLetter.Review.AcceptNamed" : "AiLetter.Review.UndoNamed", {
                name,
              })}
              data-testid={`ai-${state === "open" ? "accept" : "undo"}-${item.key}`}
            >
              {state === "open" ? t("AiLetter.Review.Accept") : t("AiLetter.Review.Undo")}
            </Button>
            {state === "open" ? (
              <Button
                size="compact-sm"
                variant="default"
                onClick={() => onDecide("reject")}
                disabled={disabled}
                aria-label={t("AiLetter.Review.RejectNamed", { name })}
                data-testid={`ai-reject-${item.key}`}
              >
                {t("AiLetter.Review.Reject")}
              </Button>
            ) : (
              <Badge color={state === "accepted" ? "green.9" : "gray.8"} variant="light">
                {state === "accepted" ? t("AiLetter.Review.Accepted") : t("AiLetter.Review.Rejected")}
              </Badge>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
