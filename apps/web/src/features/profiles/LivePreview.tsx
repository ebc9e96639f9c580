import { CV_TEMPLATES, type CvTemplate, type Profile } from "@jah/shared";
import { Alert, Button, Group, Loader, NativeSelect, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { usePicture } from "./ProfilePicture.tsx";
import { readAsDataUrl } from "./use-object-url.ts";

/** Typing pauses this long before the CV is drawn again. */
export const PREVIEW_DELAY_MS = 600;

type Renderer = typeof import("@jah/cv-templates/browser");
let renderer: Promise<Renderer> | null = null;
/** The PDF renderer (@react-pdf, about 450 kB) is fetched the first time a preview is drawn. */
function loadRenderer(): Promise<Renderer> {
  renderer ??= import("@jah/cv-templates/browser").catch((error: unknown) => {
    renderer = null;
    throw error;
  });
  return renderer;
}

interface Props {
  /** The profile as the form holds it right now (unsaved changes included). */
  profile: Profile;
  /** Takes the template shown here for the profile (saved with the profile). */
  onUseTemplate: (template: CvTemplate) => void;
}

/**
 * The live preview beside the editor: the chosen template drawn in the browser from the same
 * template code as the server's PDF, again after each pause in typing. Its own template switcher
 * changes only the preview until 'Use this template' is pressed.
 */
export function LivePreview({ profile, onUseTemplate }: Props) {
  const { t } = useTranslation();
  const [template, setTemplate] = useState<CvTemplate>(profile.cv_template);
  const [url, setUrl] = useState<string | null>(null);
  const [renders, setRenders] = useState(0);
  const [failed, setFailed] = useState(false);
  const [drawing, setDrawing] = useState(true);
  const [debounced] = useDebouncedValue(profile, PREVIEW_DELAY_MS);
  const picture = usePictureDataUrl(profile);
  const run = useRef(0);
  const shown = useRef<string | null>(null);

  // When the profile's own template changes (settings tab), the preview follows it.
  useEffect(() => setTemplate(profile.cv_template), [profile.cv_template]);

  useEffect(() => {
    const current = ++run.current;
    setDrawing(true);
    loadRenderer()
      .then((module) => module.renderCvBlob(debounced, { template, picture }))
      .then((blob) => {
        // A slower, older drawing must not replace a newer one.
        if (current !== run.current) return;
        if (shown.current) URL.revokeObjectURL(shown.current);
        shown.current = URL.createObjectURL(blob);
        setUrl(shown.current);
        setRenders((count) => count + 1);
        setFailed(false);
      })
      .catch((error: unknown) => {
        console.error(error);
        if (current === run.current) setFailed(true);
      })
      .finally(() => {
        if (current === run.current) setDrawing(false);
      });
  }, [debounced, template, picture]);

  // The last drawing's URL is given back when the preview closes.
  useEffect(
    () => () => {
      if (shown.current) URL.revokeObjectURL(shown.current);
    },
    [],
  );

  return (
    <Stack
      gap="sm"
      h="100%"
      data-testid="live-preview"
      data-renders={renders}
      data-drawing={drawing}
      // Settled: no drawing running and no edit waiting for its pause, so the frame shows the form.
      data-settled={!drawing && debounced === profile}
      data-template={template}
    >
      <Group justify="space-between" align="flex-end" gap="sm">
        <NativeSelect
          label={t("Profile.LivePreview.Template")}
          value={template}
          onChange={(event) => setTemplate(event.currentTarget.value as CvTemplate)}
          data={CV_TEMPLATES.map((value) => ({ value, label: t(`Profile.Templates.${value}`) }))}
          data-testid="live-preview-template"
        />
        <Group gap="xs">
          {drawing && <Loader size="sm" color="navy" aria-label={t("Profile.LivePreview.Drawing")} />}
          {template !== profile.cv_template && (
            <Button
              variant="light"
              size="sm"
              onClick={() => onUseTemplate(template)}
              data-testid="live-preview-use"
            >
              {t("Profile.LivePreview.Use")}
            </Button>
          )}
        </Group>
      </Group>
      {failed && (
        <Alert color="red" variant="light" role="alert">
          {t("Profile.LivePreview.Error")}
        </Alert>
      )}
      {url ? (
        <iframe
          src={`${url}#toolbar=0&navpanes=0&view=FitH`}
          title={t("Profile.LivePreview.FrameTitle")}
          style={{
            flex: 1,
            width: "100%",
            minHeight: "70vh",
            border: "1px solid var(--mantine-color-gray-3)",
            borderRadius: 8,
          }}
          data-testid="live-preview-frame"
        />
      ) : (
        !failed && (
          <Group justify="center" py="xl" aria-busy="true">
            <Loader color="navy" />
            <Text>{t("Profile.LivePreview.Loading")}</Text>
          </Group>
        )
      )}
      <Text size="xs" c="gray.7">
        {t("Profile.LivePreview.Hint")}
      </Text>
    </Stack>
  );
}

/** The profile photo as a data URL for the PDF renderer, or null without one. */
function usePictureDataUrl(profile: Profile): string | null {
  const blob = usePicture(profile.id, profile.has_picture, profile.updated).data;
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    if (!blob) setDataUrl(null);
    else
      void readAsDataUrl(blob).then((value) => {
        if (live) setDataUrl(value);
      });
    return () => {
      live = false;
    };
  }, [blob]);
  return dataUrl;
}
