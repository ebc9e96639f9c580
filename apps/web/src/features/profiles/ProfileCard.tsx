import type { FitResult, ProfileSummary } from "@jah/shared";
import { ActionIcon, Card, Group, Menu, Stack, Text, Tooltip, UnstyledButton } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import {
  CopyIcon,
  DotsIcon,
  DownloadIcon,
  EditIcon,
  EyeIcon,
  FileTextIcon,
  SearchIcon,
  TrashIcon,
} from "../../ui/app-icons.tsx";
import { FitBar } from "./FitBar.tsx";
import { profileLabel } from "./PreviewModal.tsx";
import { ProfilePicture } from "./ProfilePicture.tsx";
import { DeFlag, StarIcon, UsFlag } from "./profile-icons.tsx";

/** What a card can ask the list to do. */
export interface CardActions {
  download: (profile: ProfileSummary) => void;
  preview: (profile: ProfileSummary) => void;
  clone: (profile: ProfileSummary) => void;
  delete: (profile: ProfileSummary) => void;
  exportJson: (profile: ProfileSummary) => void;
}

interface ProfileCardProps {
  profile: ProfileSummary;
  actions: CardActions;
  /** Compose mode: only preview, and the card is chosen by a click. */
  compose?: { selected: boolean; onSelect: (profile: ProfileSummary) => void };
  /** The profile's fit for the application being composed, with its reasons. */
  fit?: FitResult;
}

/** One profile card of spec section 2: flag, star, menu, photo, title, template and fit bar. */
export function ProfileCard({ profile, actions, compose, fit }: ProfileCardProps) {
  const { t } = useTranslation();
  const label = profileLabel(profile) || t("Profile.Card.Untitled");
  const person = `${profile.vorname} ${profile.name}`.trim();
  const selected = compose?.selected ?? false;

  const heading = compose ? (
    // The keyboard's way to choose the card; a click anywhere on the card does the same.
    <UnstyledButton
      onClick={(event) => {
        // The card's own click would choose it a second time.
        event.stopPropagation();
        compose.onSelect(profile);
      }}
      aria-pressed={selected}
      aria-label={t("Profile.Card.Select", { title: label })}
      data-testid={`profile-select-${profile.id}`}
    >
      <Text fw={700} lineClamp={2}>
        {label}
      </Text>
    </UnstyledButton>
  ) : (
    <Text
      component={Link}
      to={`/profile/edit/${profile.id}`}
      fw={700}
      lineClamp={2}
      c="navy.8"
      data-testid={`profile-link-${profile.id}`}
    >
      {label}
    </Text>
  );

  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      shadow={selected ? "md" : "xs"}
      data-testid={`profile-card-${profile.id}`}
      data-selected={selected || undefined}
      onClick={compose ? () => compose.onSelect(profile) : undefined}
      style={{
        cursor: compose ? "pointer" : undefined,
        borderColor: selected ? "var(--mantine-color-brand-7)" : undefined,
        borderWidth: selected ? 2 : undefined,
      }}
    >
      <Group justify="space-between" wrap="nowrap" mb="sm">
        <Group gap="xs">
          {profile.profile_language === "en" ? (
            <UsFlag title={t("Profile.Card.LanguageEn")} data-testid="flag-en" />
          ) : (
            <DeFlag title={t("Profile.Card.LanguageDe")} data-testid="flag-de" />
          )}
          {profile.freelance && (
            <Tooltip label={t("Profile.Card.Freelance")}>
              <span
                role="img"
                aria-label={t("Profile.Card.Freelance")}
                style={{ color: "var(--mantine-color-yellow-6)", display: "inline-flex" }}
                data-testid="freelance-star"
              >
                <StarIcon size={20} />
              </span>
            </Tooltip>
          )}
        </Group>
        <CardMenu profile={profile} label={label} actions={actions} compose={Boolean(compose)} />
      </Group>
      <Stack align="center" gap="xs">
        <ProfilePicture
          id={profile.id}
          hasPicture={profile.has_picture}
          version={profile.updated}
          size={96}
          alt={person || label}
        />
        <div style={{ textAlign: "center", width: "100%" }}>
          {heading}
          {person && (
            <Text size="sm" c="gray.7">
              {person}
            </Text>
          )}
          <Text size="xs" c="gray.7" mt={4} data-testid={`profile-template-${profile.id}`}>
            {t("Profile.Card.Template", { name: t(`Profile.Templates.${profile.cv_template}`) })}
          </Text>
        </div>
      </Stack>
      <div style={{ marginTop: "var(--mantine-spacing-md)" }}>
        <FitBar fit={fit} />
      </div>
    </Card>
  );
}

interface CardMenuProps {
  profile: ProfileSummary;
  label: string;
  actions: CardActions;
  compose: boolean;
}

/** The dots menu; in compose mode it only offers the preview. */
function CardMenu({ profile, label, actions, compose }: CardMenuProps) {
  const { t } = useTranslation();
  const id = profile.id;
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t("Profile.Card.Menu", { title: label })}
          data-testid={`profile-menu-${id}`}
          onClick={(event) => event.stopPropagation()}
        >
          <DotsIcon size={20} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown onClick={(event) => event.stopPropagation()}>
        {!compose && (
          <Menu.Item
            leftSection={<DownloadIcon size={16} />}
            onClick={() => actions.download(profile)}
            data-testid={`profile-download-${id}`}
          >
            {t("Profile.Actions.Download")}
          </Menu.Item>
        )}
        <Menu.Item
          leftSection={<EyeIcon size={16} />}
          onClick={() => actions.preview(profile)}
          data-testid={`profile-preview-${id}`}
        >
          {t("Profile.Actions.Preview")}
        </Menu.Item>
        {!compose && (
          <>
            <Menu.Item
              leftSection={<EditIcon size={16} />}
              component={Link}
              to={`/profile/edit/${id}`}
              data-testid={`profile-edit-${id}`}
            >
              {t("Common.Edit")}
            </Menu.Item>
            <Menu.Item
              leftSection={<SearchIcon size={16} />}
              component={Link}
              to={`/profile/jobs/${id}`}
              data-testid={`profile-jobs-${id}`}
            >
              {t("Profile.Actions.MatchingJobs")}
            </Menu.Item>
            <Menu.Item
              leftSection={<CopyIcon size={16} />}
              onClick={() => actions.clone(profile)}
              data-testid={`profile-clone-${id}`}
            >
              {t("Profile.Actions.Clone")}
            </Menu.Item>
            <Menu.Item
              leftSection={<FileTextIcon size={16} />}
              onClick={() => actions.exportJson(profile)}
              data-testid={`profile-export-${id}`}
            >
              {t("Profile.Actions.ExportJson")}
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item
              color="red"
              leftSection={<TrashIcon size={16} />}
              onClick={() => actions.delete(profile)}
              data-testid={`profile-delete-${id}`}
            >
              {t("Common.Delete")}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
