import { DataList, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useValidationText } from "../../i18n/validation.ts";
import { DateField } from "../../ui/DateFields.tsx";
import { SendingAccount } from "./SendingAccount.tsx";

/** Step 4: everything that will leave, once more, with the follow-up date and the account in use. */
export function CheckStep({
  recipient,
  subject,
  body,
  cvFile,
  cvTitle,
  attachments,
  followUp,
  followUpError,
  onFollowUp,
}: {
  recipient: string;
  subject: string;
  body: string;
  cvFile: string;
  cvTitle: string | null;
  attachments: string[];
  followUp: string;
  followUpError?: string;
  onFollowUp: (value: string) => void;
}) {
  const { t } = useTranslation();
  const tv = useValidationText();
  const rows: Array<[string, ReactNode, string]> = [
    [t("Compose.Mail.Recipient"), recipient, "recipient"],
    [t("Compose.Mail.Subject"), subject, "subject"],
    [
      t("Compose.Check.Cv"),
      cvTitle ? `${cvFile} (${t("Compose.Check.CvTitle", { title: cvTitle })})` : cvFile,
      "cv",
    ],
    [
      t("Compose.Check.Attachments"),
      attachments.length > 0 ? attachments.join(", ") : t("Compose.Check.NoAttachments"),
      "attachments",
    ],
  ];
  return (
    <Stack gap="md">
      <DataList withDivider labelWidth="9rem">
        {rows.map(([label, value, key]) => (
          <DataList.Item key={key}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue style={{ overflowWrap: "anywhere" }} data-testid={`compose-check-${key}`}>
              {value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList>
      <div>
        <Text fw={600} size="sm" mb={4}>
          {t("Compose.Mail.Body")}
        </Text>
        <Text
          size="sm"
          style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", maxHeight: "16rem", overflowY: "auto" }}
          data-testid="compose-check-body"
          p="sm"
          bg="gray.0"
        >
          {body}
        </Text>
      </div>
      <DateField
        label={t("Compose.Check.FollowUp")}
        description={t("Compose.Check.FollowUpHint")}
        value={followUp}
        onChange={onFollowUp}
        error={tv(followUpError)}
        maw={260}
        data-testid="compose-follow_up"
      />
      <SendingAccount />
    </Stack>
  );
}
