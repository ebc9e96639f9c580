import IconPlayerPlayFilled from "@tabler/icons-react/icons/IconPlayerPlayFilled";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { LineIcon } from "../../ui/icons.tsx";
import { EXPLAINER_VIDEO_URL, explainerSource, recordedExplainer } from "./explainer-video.ts";
import classes from "./LandingSections.module.css";
import { VideoPoster } from "./VideoPoster.tsx";

/**
 * The explainer video, click to load: until the visitor presses play only the inline poster shows,
 * so nothing of the video (not even its metadata) is requested and no third party is reached. By
 * default it is the recording of the product in the page's language, with captions in that language
 * switched on; a configured address (VITE_EXPLAINER_VIDEO_URL) plays instead.
 */
export function ExplainerVideo({ url = EXPLAINER_VIDEO_URL }: { url?: string }) {
  const { t, i18n } = useTranslation();
  const source = explainerSource(url, typeof window === "undefined" ? undefined : window.location.href);
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement & HTMLVideoElement>(null);

  // The play button disappears on click; keep keyboard focus in the video area. The video starts
  // here rather than by `autoplay`: the visitor's click is what starts it.
  useEffect(() => {
    if (!playing) return;
    const element = player.current;
    element?.focus();
    if (element instanceof HTMLVideoElement) {
      // Captions on: the track in the page's language shows (Chromium does not always honour `default`).
      for (const track of Array.from(element.textTracks ?? [])) {
        if (track.kind === "captions") track.mode = "showing";
      }
      void element.play?.()?.catch(() => {
        // The browser refused to start it; the controls stay for the visitor to press play there.
      });
    }
  }, [playing]);

  const title = t("Landing.VideoTitle");
  let content: ReactNode;
  if (!playing) {
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
  } else if (source.kind === "file") {
    content = (
      // biome-ignore lint/a11y/useMediaCaption: a configured address comes without a caption track.
      <video ref={player} className={classes.player} src={source.src} title={title} controls playsInline />
    );
  } else {
    const recorded = recordedExplainer(i18n.resolvedLanguage ?? i18n.language);
    content = (
      <video
        ref={player}
        className={classes.player}
        title={title}
        poster={recorded.poster}
        controls
        playsInline
        preload="none"
        data-testid="explainer-player"
      >
        {recorded.sources.map((file) => (
          <source key={file.type} src={file.src} type={file.type} />
        ))}
        <track
          kind="captions"
          src={recorded.captions}
          srcLang={recorded.lang}
          label={t("Landing.VideoCaptions")}
          default
        />
      </video>
    );
  }

  return (
    <figure className={classes.video} data-testid="explainer-video">
      <div className={classes.frame}>{content}</div>
      {source.kind === "embed" && !playing && (
        <figcaption className={classes.caption}>
          {t("Landing.VideoConsent", { host: source.host })}
        </figcaption>
      )}
    </figure>
  );
}
