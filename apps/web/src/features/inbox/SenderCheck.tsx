import { type InboxItemDto, mayGetSuggestion } from "@jah/shared";
import { Alert, Badge, Stack, Text, Tooltip } from "@mantine/core";
import { useTranslation } from "react-i18next";

type Checked = Pick<InboxItemDto, "from_address" | "matched_by" | "sender_check">;

/**
 * Why the sender is not verified (the user's own mail server found the checks failed, or wrote none
 * for the From domain), and, when the reply is tied to its application by the sender alone, why no
 * next step is suggested for it.
 */
function useExplanation(item: Checked): string {
  const { t } = useTranslation();
  const domain = item.from_address.slice(item.from_address.lastIndexOf("@") + 1);
  const withheld =
    (item.matched_by === "address" || item.matched_by === "domain" || item.matched_by === "name") &&
    !mayGetSuggestion(item.matched_by, item.sender_check);
  const reason = t(item.sender_check === "failed" ? "Inbox.Sender.Failed" : "Inbox.Sender.None", { domain });
  return withheld ? `${reason} ${t("Inbox.Sender.NoSuggestion")}` : reason;
}

/**
 * "Sender not verified" on a reply in a list, explained on hover, focus or touch; nothing when
 * verified. Inside a control of its own (an accordion's button) it stays a plain label: `explain` false.
 */
export function SenderBadge({ item, explain = true }: { item: Checked; explain?: boolean }) {
  const { t } = useTranslation();
  const explanation = useExplanation(item);
  if (item.sender_check === "verified") return null;
  const badge = (
    <Badge
      color="orange.9"
      variant="light"
      tabIndex={explain ? 0 : undefined}
      data-testid="sender-not-verified"
    >
      {t("Inbox.Sender.NotVerified")}
    </Badge>
  );
  if (!explain) return badge;
  return (
    <Tooltip label={explanation} multiline w={320} events={{ hover: true, focus: true, touch: true }}>
      {badge}
    </Tooltip>
  );
}

/** The same, written out, on a reply shown in full. */
export function SenderNotice({ item }: { item: Checked }) {
  const { t } = useTranslation();
  const explanation = useExplanation(item);
  if (item.sender_check === "verified") return null;
  return (
    <Alert color="orange" variant="light" data-testid="sender-notice">
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          {t("Inbox.Sender.NotVerified")}
        </Text>
        <Text size="sm">{explanation}</Text>
      </Stack>
    </Alert>
  );
}
