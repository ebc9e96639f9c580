import { Alert, Button, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ConnectOutcome } from "./api.ts";

const COLOURS: Record<ConnectOutcome, string> = {
  approved: "green",
  denied: "gray",
  expired: "yellow",
  unknown: "yellow",
  answered: "yellow",
  failed: "red",
};

/** How a connect request ended, in words the user can act on. */
export function ConnectResult({ outcome, onRetry }: { outcome: ConnectOutcome; onRetry?: () => void }) {
  const { t } = useTranslation();
  const texts: Record<ConnectOutcome, [string, string]> = {
    approved: [t("Extension.Connect.ApprovedTitle"), t("Extension.Connect.ApprovedText")],
    denied: [t("Extension.Connect.DeniedTitle"), t("Extension.Connect.DeniedText")],
    expired: [t("Extension.Connect.ExpiredTitle"), t("Extension.Connect.ExpiredText")],
    unknown: [t("Extension.Connect.UnknownTitle"), t("Extension.Connect.UnknownText")],
    answered: [t("Extension.Connect.AnsweredTitle"), t("Extension.Connect.AnsweredText")],
    failed: [t("Extension.Connect.FailedTitle"), t("Extension.Connect.FailedText")],
  };
  const [title, text] = texts[outcome];
  return (
    <Alert
      color={COLOURS[outcome]}
      variant="light"
      role={outcome === "failed" ? "alert" : "status"}
      data-testid="connect-result"
      data-state={outcome}
    >
      {/* The heading in the text colour: Mantine's coloured alert titles are too pale on yellow. */}
      <Text fw={700} mb={4}>
        {title}
      </Text>
      <Text size="sm">{text}</Text>
      <Group mt="sm" gap="sm">
        {outcome === "failed" && onRetry && (
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            {t("Common.Retry")}
          </Button>
        )}
        {outcome !== "approved" && outcome !== "failed" && (
          <Button size="xs" variant="default" component={Link} to="/extension">
            {t("Extension.Connect.Guide")}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
