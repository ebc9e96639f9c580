import { cvFileName, type ProfileSummary } from "@jah/shared";
import { Alert, Button, Center, Group, Loader, Modal, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { saveBlob } from "../../api/download.ts";
import { DownloadIcon } from "../../ui/app-icons.tsx";
import { fetchPdf } from "./api.ts";
import { useObjectUrl } from "./use-object-url.ts";

export type PreviewTarget = Pick<ProfileSummary, "id" | "vorname" | "name" | "profiletitle">;

/** The full-screen preview of the real PDF, with a download button (spec section 2). */
export function PreviewModal({ profile, onClose }: { profile: PreviewTarget | null; onClose: () => void }) {
  return (
    <Modal.Root opened={profile !== null} onClose={onClose} fullScreen>
      <Modal.Overlay />
      <Modal.Content style={{ display: "flex", flexDirection: "column" }}>
        {profile && <PreviewContent key={profile.id} profile={profile} />}
      </Modal.Content>
    </Modal.Root>
  );
}

/** What a profile is called in titles: its title, else the person's name. */
export function profileLabel(profile: Pick<ProfileSummary, "vorname" | "name" | "profiletitle">): string {
  return profile.profiletitle.trim() || `${profile.vorname} ${profile.name}`.trim();
}

function PreviewContent({ profile }: { profile: PreviewTarget }) {
  const { t } = useTranslation();
  // The PDF is fetched anew each time: the profile may have changed since the last preview.
  const pdf = useQuery({
    queryKey: ["profiles", "pdf", profile.id],
    queryFn: () => fetchPdf(profile.id),
    gcTime: 0,
    staleTime: 0,
  });
  const url = useObjectUrl(pdf.data);

  return (
    <>
      <Modal.Header>
        <Modal.Title fw={700}>{t("Profile.Preview.Title", { title: profileLabel(profile) })}</Modal.Title>
        <Group gap="sm" wrap="nowrap">
          <Button
            leftSection={<DownloadIcon size={18} />}
            disabled={!pdf.data}
            onClick={() => pdf.data && saveBlob(pdf.data, cvFileName(profile))}
            data-testid="preview-download"
          >
            {t("Profile.Actions.Download")}
          </Button>
          <Modal.CloseButton aria-label={t("Common.Close")} />
        </Group>
      </Modal.Header>
      <Modal.Body style={{ flex: 1, display: "flex", flexDirection: "column" }}>
        {pdf.isError ? (
          <Alert color="red" variant="light" role="alert">
            {t("Profile.Preview.Error")}
          </Alert>
        ) : url ? (
          <iframe
            src={url}
            title={t("Profile.Preview.FrameTitle")}
            style={{ flex: 1, width: "100%", border: 0, minHeight: "60vh" }}
            data-testid="preview-frame"
          />
        ) : (
          <Center flex={1} aria-busy="true">
            <Group gap="sm">
              <Loader color="navy" />
              <Text>{t("Profile.Preview.Loading")}</Text>
            </Group>
          </Center>
        )}
      </Modal.Body>
    </>
  );
}
