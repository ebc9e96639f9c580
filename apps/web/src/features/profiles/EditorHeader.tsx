import { PICTURE_MAX_BYTES, PICTURE_TYPES, type Profile, socialSite } from "@jah/shared";
import {
  ActionIcon,
  Anchor,
  Button,
  FileButton,
  Group,
  Stack,
  Text,
  Title,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import { useTranslation } from "react-i18next";
import { DownloadIcon, EyeIcon } from "../../ui/app-icons.tsx";
import { ProfilePicture } from "./ProfilePicture.tsx";
import type { ProfileFormValues } from "./profile-form.ts";
import { CameraIcon, SocialIcon } from "./profile-icons.tsx";

/** Why a chosen photo is refused, or null when it may be uploaded (jpeg/png, at most 5 MB). */
export function pictureProblem(file: File): "type" | "size" | null {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return "type";
  if (file.size > PICTURE_MAX_BYTES) return "size";
  return null;
}

interface Props {
  profile: Profile;
  values: ProfileFormValues;
  onPicture: (file: File) => void;
  onRemovePicture: () => void;
  onPreview: () => void;
  onDownload: () => void;
  uploading: boolean;
}

/** The editor's header: photo (click to upload), name, title, mantra, links, preview and download. */
export function EditorHeader({
  profile,
  values,
  onPicture,
  onRemovePicture,
  onPreview,
  onDownload,
  uploading,
}: Props) {
  const { t } = useTranslation();
  const name = `${values.vorname} ${values.name}`.trim();
  return (
    <Group align="flex-start" justify="space-between" gap="lg" data-testid="editor-header">
      <Group align="center" gap="lg" wrap="nowrap" style={{ minWidth: 0 }}>
        <Stack gap={4} align="center">
          <FileButton onChange={(file) => file && onPicture(file)} accept={PICTURE_TYPES.join(",")}>
            {(props) => (
              <Tooltip label={t("Profile.Picture.Upload")}>
                <UnstyledButton
                  {...props}
                  disabled={uploading}
                  style={{ position: "relative", borderRadius: "50%" }}
                  data-testid="picture-upload"
                >
                  <ProfilePicture
                    id={profile.id}
                    hasPicture={profile.has_picture}
                    version={profile.updated}
                    size={96}
                    alt={name}
                  />
                  {/* Named by its content (photo or 'No picture') plus this, as what is seen is part of the name. */}
                  <VisuallyHidden>{t("Profile.Picture.Upload")}</VisuallyHidden>
                  <ActionIcon
                    component="span"
                    radius="xl"
                    size="md"
                    variant="filled"
                    loading={uploading}
                    style={{ position: "absolute", right: 0, bottom: 0 }}
                    aria-hidden="true"
                  >
                    <CameraIcon size={16} />
                  </ActionIcon>
                </UnstyledButton>
              </Tooltip>
            )}
          </FileButton>
          {profile.has_picture && (
            <Anchor
              component="button"
              type="button"
              size="xs"
              c="gray.7"
              onClick={onRemovePicture}
              data-testid="picture-remove"
            >
              {t("Profile.Picture.Remove")}
            </Anchor>
          )}
        </Stack>
        <div style={{ minWidth: 0 }}>
          <Title order={2} size="h3" data-testid="editor-name">
            {name || t("Profile.Editor.NoName")}
          </Title>
          {values.title && <Text fw={600}>{values.title}</Text>}
          {values.mantra && (
            <Text size="sm" c="gray.7" fs="italic" lineClamp={2}>
              {values.mantra}
            </Text>
          )}
          {profile.socialmedias?.length > 0 && (
            <Group gap={6} mt={6} data-testid="editor-social">
              {profile.socialmedias.map((link) => (
                <Tooltip key={link.id} label={link.key_name || link.value}>
                  <ActionIcon
                    component="a"
                    href={link.value}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="subtle"
                    aria-label={link.key_name || link.value}
                    data-site={socialSite(link.value)}
                  >
                    <SocialIcon site={socialSite(link.value)} size={18} />
                  </ActionIcon>
                </Tooltip>
              ))}
            </Group>
          )}
        </div>
      </Group>
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<EyeIcon size={18} />}
          onClick={onPreview}
          data-testid="editor-preview"
        >
          {t("Profile.Actions.Preview")}
        </Button>
        <Button
          variant="default"
          leftSection={<DownloadIcon size={18} />}
          onClick={onDownload}
          data-testid="editor-download"
        >
          {t("Profile.Actions.DownloadPdf")}
        </Button>
      </Group>
    </Group>
  );
}
