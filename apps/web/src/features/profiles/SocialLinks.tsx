import { type SocialMedia, socialMediaFieldsSchema, socialSite } from "@jah/shared";
import { Anchor, Fieldset, Group, SimpleGrid, Text, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ListEditor } from "../../ui/ListEditor.tsx";
import { entryCalls } from "./api.ts";
import { EntryForm } from "./EntryForm.tsx";
import { SocialIcon } from "./profile-icons.tsx";
import { type EntryFormProps, useEntryForm } from "./use-entry-form.ts";

interface Props {
  profileId: number;
  links: SocialMedia[];
  onChanged: () => Promise<void>;
}

/** The social-media links of a profile, saved one by one through profile/socialmedia. */
export function SocialLinks({ profileId, links, onChanged }: Props) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t("Profile.Social.Legend")}>
      <ListEditor
        items={links}
        layout="rows"
        gap="sm"
        testId="social"
        add={{ label: t("Profile.Social.Add") }}
        addAt="bottom"
        empty={t("Profile.Social.Empty")}
        summary={(link) => (
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
        )}
        form={(props) => <LinkForm {...props} />}
        {...entryCalls("socialmedia", profileId)}
        onChanged={onChanged}
        deleteTitle={t("Profile.Social.DeleteTitle")}
        deleteText={(link) => t("Profile.Social.DeleteText", { link: link.value })}
      />
    </Fieldset>
  );
}

/** A link's name (optional) and address. */
function LinkForm({ initial, onCancel, save }: EntryFormProps<SocialMedia>) {
  const { t } = useTranslation();
  const { submit, busy, field } = useEntryForm(
    socialMediaFieldsSchema,
    { key_name: initial?.key_name ?? "", value: initial?.value ?? "" },
    save,
  );
  return (
    <EntryForm submit={submit} busy={busy} onCancel={onCancel} testId="social">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t("Profile.Social.Name")} placeholder="LinkedIn" {...field("key_name", "social")} />
        <TextInput
          type="url"
          label={t("Profile.Social.Url")}
          placeholder="https://"
          withAsterisk
          {...field("value", "social")}
        />
      </SimpleGrid>
    </EntryForm>
  );
}
