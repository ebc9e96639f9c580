import { type SocialMedia, socialMediaFieldsSchema, socialSite } from "@jah/shared";
import { Anchor, Fieldset, Group, Paper, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EditDeleteActions } from "../applications/EditDeleteActions.tsx";
import { createEntry, deleteEntry, editEntry } from "./api.ts";
import { EntryButtons } from "./EntryButtons.tsx";
import { AddButton } from "./editor-fields.tsx";
import { SocialIcon } from "./profile-icons.tsx";
import { useEntryForm } from "./use-entry-form.ts";

interface Props {
  profileId: number;
  links: SocialMedia[];
  onChanged: () => Promise<void>;
}

/** The social-media links of a profile, saved one by one through profile/socialmedia. */
export function SocialLinks({ profileId, links, onChanged }: Props) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <Fieldset legend={t("Profile.Social.Legend")}>
      <Stack gap="sm">
        {links.length === 0 && !adding && (
          <Text size="sm" c="gray.7">
            {t("Profile.Social.Empty")}
          </Text>
        )}
        {links.map((link) =>
          editing === link.id ? (
            <LinkForm
              key={link.id}
              initial={link}
              onCancel={() => setEditing(null)}
              save={(body) => editEntry("socialmedia", link.id, body)}
              onSaved={async () => {
                setEditing(null);
                await onChanged();
              }}
            />
          ) : (
            <Group key={link.id} justify="space-between" wrap="nowrap" data-testid={`social-${link.id}`}>
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                <SocialIcon site={socialSite(link.value)} size={20} />
                <div style={{ minWidth: 0 }}>
                  {link.key_name && (
                    <Text size="sm" fw={600}>
                      {link.key_name}
                    </Text>
                  )}
                  <Anchor
                    href={link.value}
                    target="_blank"
                    rel="noopener noreferrer"
                    size="sm"
                    style={{ overflowWrap: "anywhere" }}
                  >
                    {link.value}
                  </Anchor>
                </div>
              </Group>
              <EditDeleteActions
                onEdit={() => setEditing(link.id)}
                onDelete={async () => {
                  if ((await deleteEntry("socialmedia", link.id)).ok) await onChanged();
                }}
                deleteTitle={t("Profile.Social.DeleteTitle")}
                deleteText={t("Profile.Social.DeleteText", { link: link.value })}
                deleteTestId={`social-delete-${link.id}`}
              />
            </Group>
          ),
        )}
        {adding ? (
          <LinkForm
            onCancel={() => setAdding(false)}
            save={(body) => createEntry("socialmedia", profileId, body)}
            onSaved={async () => {
              setAdding(false);
              await onChanged();
            }}
          />
        ) : (
          <div>
            <AddButton onClick={() => setAdding(true)} label={t("Profile.Social.Add")} testId="social-add" />
          </div>
        )}
      </Stack>
    </Fieldset>
  );
}

interface LinkFormProps {
  initial?: SocialMedia;
  onCancel: () => void;
  save: (body: Record<string, unknown>) => Promise<{ ok: boolean; status: number; data?: unknown }>;
  onSaved: () => Promise<void>;
}

function LinkForm({ initial, onCancel, save, onSaved }: LinkFormProps) {
  const { t } = useTranslation();
  const { submit, busy, field } = useEntryForm(
    socialMediaFieldsSchema,
    { key_name: initial?.key_name ?? "", value: initial?.value ?? "" },
    save,
    () => void onSaved(),
  );
  return (
    <Paper withBorder p="sm" radius="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t("Profile.Social.Name")}
              placeholder="LinkedIn"
              {...field("key_name", "social")}
            />
            <TextInput
              type="url"
              label={t("Profile.Social.Url")}
              placeholder="https://"
              withAsterisk
              {...field("value", "social")}
            />
          </SimpleGrid>
          <EntryButtons busy={busy} onCancel={onCancel} testId="social" />
        </Stack>
      </form>
    </Paper>
  );
}
