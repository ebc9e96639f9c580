import { type DocumentDto, isPreviewable } from "@jah/shared";
import { Alert, Center, Loader, Modal } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchPreview } from "./api.ts";
import classes from "./Files.module.css";

type Shown =
  | { kind: "loading" }
  | { kind: "none" }
  | { kind: "error" }
  | { kind: "image" | "pdf"; url: string }
  | { kind: "text"; text: string };

/** Shows a file in a modal: images, text and PDFs (from a blob URL); other types read 'No Preview possible'. */
export function PreviewModal({ doc, onClose }: { doc: DocumentDto | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={doc !== null}
      onClose={onClose}
      size="xl"
      title={doc?.name}
      closeButtonProps={{ "aria-label": t("Common.Close") }}
      styles={{ title: { fontWeight: 700, overflowWrap: "anywhere" } }}
    >
      {doc && <PreviewBody key={doc.id} doc={doc} />}
    </Modal>
  );
}

function PreviewBody({ doc }: { doc: DocumentDto }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Shown>(() =>
    isPreviewable(doc.mime_type) ? { kind: "loading" } : { kind: "none" },
  );

  useEffect(() => {
    if (!isPreviewable(doc.mime_type)) return;
    let url: string | null = null;
    let cancelled = false;
    void (async () => {
      try {
        const response = await fetchPreview(doc.id);
        if (cancelled) return;
        if (response.status === 415) return setShown({ kind: "none" });
        if (!response.ok || !response.data) return setShown({ kind: "error" });
        if (doc.mime_type === "text/plain")
          return setShown({ kind: "text", text: await response.data.text() });
        // The blob gets the type the server detected, so the browser shows it as that and nothing else.
        url = URL.createObjectURL(new Blob([response.data], { type: doc.mime_type }));
        setShown({ kind: doc.mime_type === "application/pdf" ? "pdf" : "image", url });
      } catch (error) {
        console.error(error);
        if (!cancelled) setShown({ kind: "error" });
      }
    })();
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [doc]);

  switch (shown.kind) {
    case "loading":
      return (
        <Center py="xl" aria-busy="true">
          <Loader />
        </Center>
      );
    case "none":
      return (
        <Alert variant="light" color="gray" data-testid="no-preview">
          {t("Files.NoPreview")}
        </Alert>
      );
    case "error":
      return (
        <Alert variant="light" color="red" role="alert">
          {t("Files.PreviewError")}
        </Alert>
      );
    case "text":
      return (
        <pre className={classes.textPreview} data-testid="preview-text">
          {shown.text}
        </pre>
      );
    case "image":
      return (
        <img src={shown.url} alt={doc.name} className={classes.imagePreview} data-testid="preview-image" />
      );
    case "pdf":
      return (
        <iframe src={shown.url} title={doc.name} className={classes.framePreview} data-testid="preview-pdf" />
      );
  }
}
