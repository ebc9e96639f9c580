import { CV_TEMPLATES, type CvTemplate, type Profile } from "@jah/shared";
import { Alert, Button, Group, Loader, NativeSelect, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useCallback, useEffect, useRef, useState } from "react";
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
  const frames = useFrames();
  const [renders, setRenders] = useState(0);
  const [failed, setFailed] = useState(false);
  const [drawing, setDrawing] = useState(true);
  const [debounced] = useDebouncedValue(profile, PREVIEW_DELAY_MS);
  const picture = usePictureDataUrl(profile);
  const run = useRef(0);

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
        frames.show(blob);
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
  }, [debounced, template, picture, frames.show]);

  return (
    <Stack
      gap="sm"
      h="100%"
      data-testid="live-preview"
      data-renders={renders}
      data-drawing={drawing}
      // Settled: no drawing running and no edit waiting for its pause, so the frame shows the form.
      data-settled={!drawing && debounced === profile && frames.pending === null}
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
      {frames.urls.some(Boolean) ? (
        // Two frames, the new drawing loading hidden behind the shown one: a frame whose address
        // changes is blank until the PDF viewer has loaded it, 1 to 3 seconds (issue 43).
        <div style={{ position: "relative", flex: 1, minHeight: "70vh" }}>
          {frames.urls.map((url, slot) => {
            if (!url) return null;
            const front = slot === frames.front;
            return (
              <iframe
                // The slot, not the address, is the key: a moved or re-created frame loads again.
                key={slot === 0 ? "a" : "b"}
                src={`${url}#toolbar=0&navpanes=0&view=FitH`}
                title={t("Profile.LivePreview.FrameTitle")}
                aria-hidden={front ? undefined : true}
                tabIndex={front ? undefined : -1}
                onLoad={slot === frames.pending ? frames.loaded : undefined}
                style={{
                  position: "absolute",
                  inset: 0,
                  width: "100%",
                  height: "100%",
                  visibility: front ? "visible" : "hidden",
                  border: "1px solid var(--mantine-color-gray-3)",
                  borderRadius: 8,
                }}
                data-testid={front ? "live-preview-frame" : "live-preview-next"}
              />
            );
          })}
        </div>
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

/** A hidden frame that has not reported its load by then is shown anyway. */
export const FRAME_SWAP_FALLBACK_MS = 2500;

type Slot = 0 | 1;
type Frames = { urls: [string | null, string | null]; front: Slot; pending: Slot | null };

/**
 * The preview's two frames: `show` puts a new drawing into the hidden one, `loaded` (its load event,
 * or the fallback timer) brings it to the front. Blob addresses are given back when replaced and
 * when the preview closes.
 */
function useFrames() {
  const [frames, setFrames] = useState<Frames>({ urls: [null, null], front: 0, pending: null });
  const current = useRef(frames);
  current.current = frames;

  const show = useCallback((blob: Blob) => {
    const { urls, front } = current.current;
    const url = URL.createObjectURL(blob);
    if (!urls[front]) {
      setFrames({ urls: front === 0 ? [url, urls[1]] : [urls[0], url], front, pending: null });
      return;
    }
    const back: Slot = front === 0 ? 1 : 0;
    const old = urls[back];
    if (old) URL.revokeObjectURL(old);
    setFrames({ urls: back === 0 ? [url, urls[1]] : [urls[0], url], front, pending: back });
  }, []);

  const loaded = useCallback(() => {
    const { pending } = current.current;
    if (pending === null) return;
    setFrames((f) => ({ ...f, front: pending, pending: null }));
  }, []);

  useEffect(() => {
    if (frames.pending === null) return;
    const timer = setTimeout(loaded, FRAME_SWAP_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [frames.pending, loaded]);

  useEffect(
    () => () => {
      for (const url of current.current.urls) if (url) URL.revokeObjectURL(url);
    },
    [],
  );

  return { ...frames, show, loaded };
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
