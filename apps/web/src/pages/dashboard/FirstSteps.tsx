import {
  Anchor,
  CloseButton,
  Group,
  List,
  Paper,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CheckIcon } from "../../ui/icons.tsx";
import type { FirstStepsState } from "./first-visit.ts";

/** Remembered per user in this browser: a dismissed checklist stays away. */
const dismissedKey = (userId: string) => `dashboard.firstSteps.dismissed.${userId}`;

/** The three steps, where each is done, and whether it is. */
const STEPS = [
  { key: "cv", label: "Dashboard.FirstSteps.Cv", to: "/profile", done: (s: FirstStepsState) => s.cv },
  {
    key: "application",
    label: "Dashboard.FirstSteps.Application",
    to: "/applications",
    done: (s: FirstStepsState) => s.application,
  },
  {
    key: "mailbox",
    label: "Dashboard.FirstSteps.Mailbox",
    to: "/settings/connections",
    done: (s: FirstStepsState) => s.mailbox,
  },
] as const;

/**
 * A newcomer's first steps on the dashboard (issue 43): a CV, an application, a mailbox, each ticked
 * once the user's data shows it done and linked to where it is done. Gone when all three are done
 * or the user closes it.
 */
export function FirstSteps({ state, userId }: { state: FirstStepsState; userId: string | undefined }) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(() =>
    userId ? localStorage.getItem(dismissedKey(userId)) === "1" : false,
  );
  if (state.loading || dismissed || STEPS.every((step) => step.done(state))) return null;

  const dismiss = () => {
    if (userId) localStorage.setItem(dismissedKey(userId), "1");
    setDismissed(true);
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="first-steps"
      data-testid="first-steps"
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
        <div>
          <Title order={2} size="h4" id="first-steps">
            {t("Dashboard.FirstSteps.Title")}
          </Title>
          <Text size="sm" c="gray.7">
            {t("Dashboard.FirstSteps.Intro")}
          </Text>
        </div>
        <CloseButton
          aria-label={t("Dashboard.FirstSteps.Dismiss")}
          onClick={dismiss}
          data-testid="first-steps-dismiss"
        />
      </Group>
      <List spacing="xs" listStyleType="none" pl={0}>
        {STEPS.map((step) => {
          const done = step.done(state);
          return (
            <List.Item
              key={step.key}
              data-testid={`first-step-${step.key}`}
              data-done={done}
              icon={
                <ThemeIcon
                  size={22}
                  radius="xl"
                  color={done ? "green.8" : "gray.5"}
                  variant={done ? "filled" : "outline"}
                  aria-hidden
                >
                  {done ? <CheckIcon size={14} /> : null}
                </ThemeIcon>
              }
            >
              {done ? (
                <Text component="span" td="line-through" c="gray.7">
                  {t(step.label)} {/* For screen readers: the crossed-out line alone does not say "done". */}
                  <VisuallyHidden>{t("Dashboard.FirstSteps.Done")}</VisuallyHidden>
                </Text>
              ) : (
                <Anchor component={Link} to={step.to} fw={600}>
                  {t(step.label)}
                </Anchor>
              )}
            </List.Item>
          );
        })}
      </List>
    </Paper>
  );
}
