import type { CoverLetter, ProfileSummary } from "@jah/shared";
import { Button, Menu } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { areaToast } from "../../api/area-toast.ts";
import { downloadFile } from "../../api/download.ts";
import { DownloadIcon } from "../../ui/app-icons.tsx";
import { fetchProfiles, profileKeys } from "../profiles/index.ts";
import { letterFileName, letterPdfPath } from "./api.ts";

/**
 * "Download as PDF": the letter as a DIN 5008 page signed by a profile (its name, address and CV
 * template). The profiles are loaded when the menu opens; with one profile the menu still names it, so
 * the user sees whose letter it is.
 */
export function LetterPdfButton({ letter }: { letter: CoverLetter }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);
  const profiles = useQuery({
    queryKey: profileKeys.list,
    queryFn: ({ signal }) => fetchProfiles(signal),
    enabled: opened,
  });

  const download = async (profile: ProfileSummary) => {
    setBusy(true);
    const status = await downloadFile(letterPdfPath(letter.id, profile.id), letterFileName(letter, profile));
    if (status !== 200) areaToast.error(t("CoverLetter.Pdf.Failed"));
    setBusy(false);
  };

  const list = profiles.data ?? [];
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-start" withinPortal>
      <Menu.Target>
        <Button
          variant="light"
          size="xs"
          leftSection={<DownloadIcon size={16} />}
          loading={busy}
          data-testid={`coverletter-pdf-${letter.id}`}
        >
          {t("CoverLetter.Pdf.Download")}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t("CoverLetter.Pdf.Sender")}</Menu.Label>
        {profiles.isPending ? <Menu.Item disabled>{t("CoverLetter.Pdf.Loading")}</Menu.Item> : null}
        {profiles.isError || (profiles.isSuccess && list.length === 0) ? (
          <Menu.Item disabled>{t("CoverLetter.Pdf.NoProfile")}</Menu.Item>
        ) : null}
        {list.map((profile) => (
          <Menu.Item
            key={profile.id}
            onClick={() => void download(profile)}
            data-testid={`coverletter-pdf-${letter.id}-profile-${profile.id}`}
          >
            {profile.profiletitle || [profile.vorname, profile.name].filter(Boolean).join(" ")}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
