import IconPlayerPlayFilled from "@tabler/icons-react/icons/IconPlayerPlayFilled";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { LineIcon } from "../../ui/icons.tsx";
import { EXPLAINER_VIDEO_URL, explainerSource } from "./explainer-video.ts";
import classes from "./LandingSections.module.css";
import { VideoPoster } from "./VideoPoster.tsx";

/**
 * The explainer video, click to load: until the visitor presses play only the inline poster shows,
 * so no player, cookie or request reaches a third party. Without a configured address the poster
 * stays as a still with a caption.
 */
export function ExplainerVideo({ url = EXPLAINER_VIDEO_URL }: { url?: string }) {
  const { t } = useTranslation();
  const source = explainerSource(url, typeof window === "undefined" ? undefined : window.location.href);
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement & HTMLVideoElement>(null);

  // The play button disappears on click; keep keyboard focus in the video area.
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);

  const title = t("Landing.VideoTitle");
  let content: ReactNode;
  if (source.kind === "none") {
    content = <VideoPoster className={classes.poster} />;
  } else if (!playing) {
    content = (
      <>
        <VideoPoster className={classes.poster} />
        <button
          type="button"
          className={classes.play}
          onClick={() => setPlaying(true)}
          data-testid="explainer-play"
        >
          <span className={classes.playCircle}>
            <LineIcon icon={IconPlayerPlayFilled} size={36} />
          </span>
          <span className={classes.playLabel}>{t("Landing.VideoPlay")}</span>
        </button>
      </>
    );
  } else if (source.kind === "embed") {
    content = (
      <iframe
        ref={player}
        className={classes.player}
        src={source.src}
        title={title}
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  } else {
    content = (
      // biome-ignore lint/a11y/useMediaCaption: the explainer has no caption track to offer.
      <video
        ref={player}
        className={classes.player}
        src={source.src}
        title={title}
        controls
        autoPlay
        playsInline
        preload="metadata"
      />
    );
  }

  return (
    <figure className={classes.video} data-testid="explainer-video">
      <div className={classes.frame}>{content}</div>
      {source.kind === "none" && (
        <figcaption className={classes.caption}>{t("Landing.VideoMissing")}</figcaption>
      )}
      {source.kind === "embed" && !playing && (
        <figcaption className={classes.caption}>
          {t("Landing.VideoConsent", { host: source.host })}
        </figcaption>
      )}
    </figure>
  );
}
