import { Center, Image, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { UserIcon } from "../../ui/app-icons.tsx";
import { fetchPicture, profileKeys } from "./api.ts";
import { useObjectUrl } from "./use-object-url.ts";

/** The photo of a profile (the version refetches it after an upload). */
export function usePicture(id: number, hasPicture: boolean, version: string) {
  return useQuery({
    queryKey: profileKeys.picture(id, version),
    queryFn: ({ signal }) => fetchPicture(id, signal),
    enabled: hasPicture,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

interface ProfilePictureProps {
  id: number;
  hasPicture: boolean;
  version: string;
  size: number;
  /** Text for screen readers, e.g. the person's name. */
  alt: string;
}

/** The profile photo, or the 'no picture' placeholder when there is none (or it cannot load). */
export function ProfilePicture({ id, hasPicture, version, size, alt }: ProfilePictureProps) {
  const { t } = useTranslation();
  const picture = usePicture(id, hasPicture, version);
  const url = useObjectUrl(picture.data);
  if (url) {
    return (
      <Image
        src={url}
        alt={alt}
        w={size}
        h={size}
        radius={size}
        fit="cover"
        data-testid={`profile-picture-${id}`}
      />
    );
  }
  return (
    <Center
      w={size}
      h={size}
      bg="gray.1"
      c="gray.6"
      style={{ borderRadius: "50%", flex: "none" }}
      data-testid={`profile-no-picture-${id}`}
    >
      <Stack gap={2} align="center">
        <UserIcon size={Math.round(size / 2.6)} />
        {size >= 80 && (
          <Text size="xs" c="gray.7">
            {t("Profile.Card.NoPicture")}
          </Text>
        )}
      </Stack>
    </Center>
  );
}
