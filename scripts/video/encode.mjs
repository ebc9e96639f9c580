// Encodes the screencast's frames with Debian's ffmpeg. Chromium sends a frame only when the picture
// changes, so the frames are laid on a steady clock first: for each tick of the output frame rate the
// latest frame sent by then (duplicated as long as nothing changes). Then VP9 in WebM, H.264 in MP4
// and a poster (WebP), each checked against the size limit.
import { spawnSync } from "node:child_process";
import { linkSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const MAX_BYTES = 4 * 1024 * 1024;

function ffmpeg(args) {
  const result = spawnSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args], {
    stdio: "inherit",
  });
  if (result.error) throw new Error(`ffmpeg not found: apt-get install -y ffmpeg (${result.error.message})`);
  if (result.status !== 0) throw new Error(`ffmpeg failed (${args.join(" ")})`);
}

/** Writes the frames as a constant-rate image sequence along the video's clock (timeline.mjs). */
function steadySequence(frames, { timeline, fps }, dir) {
  const sources = frames.map((frame, index) => {
    const file = path.join(dir, `src-${String(index).padStart(6, "0")}.jpg`);
    writeFileSync(file, frame.data);
    return { time: frame.time, file };
  });
  const ticks = Math.round(timeline.duration * fps);
  let current = 0;
  for (let tick = 0; tick < ticks; tick++) {
    const at = timeline.toSource(tick / fps);
    while (current + 1 < sources.length && sources[current + 1].time <= at) current++;
    // A hard link: the duplicated frame costs no disk space.
    linkSync(sources[current].file, path.join(dir, `seq-${String(tick).padStart(6, "0")}.jpg`));
  }
  return path.join(dir, "seq-%06d.jpg");
}

/**
 * `frames` from the screencast; `timeline` maps the video's time to theirs; `posterAt` is in theirs.
 * Writes `<base>.webm`, `<base>.mp4` and `<base>.webp` into `outDir` and returns their sizes.
 */
export function encodeVideo(frames, { timeline, posterAt, fps, width, height }, outDir, base) {
  mkdirSync(outDir, { recursive: true });
  const work = mkdtempSync(path.join(tmpdir(), "jah-video-frames-"));
  try {
    const pattern = steadySequence(frames, { timeline, fps }, work);
    const input = ["-framerate", String(fps), "-i", pattern];
    // Screencast frames may come a few pixels off the size: scale and pad to exactly width x height.
    const fit = `scale=${width}:${height}:force_original_aspect_ratio=decrease,pad=${width}:${height}:(ow-iw)/2:(oh-ih)/2:color=white,format=yuv420p`;
    const webm = path.join(outDir, `${base}.webm`);
    const mp4 = path.join(outDir, `${base}.mp4`);
    const poster = path.join(outDir, `${base}.webp`);
    // Screens of an app: large flat areas and little motion, so a high CRF still reads sharply.
    ffmpeg([
      ...input,
      "-vf",
      fit,
      "-c:v",
      "libvpx-vp9",
      "-crf",
      "40",
      "-b:v",
      "0",
      "-row-mt",
      "1",
      "-deadline",
      "good",
      "-cpu-used",
      "4",
      "-g",
      String(fps * 10),
      "-an",
      webm,
    ]);
    ffmpeg([
      ...input,
      "-vf",
      fit,
      "-c:v",
      "libx264",
      "-preset",
      "slow",
      "-crf",
      "30",
      "-tune",
      "stillimage",
      "-profile:v",
      "main",
      "-g",
      String(fps * 10),
      "-movflags",
      "+faststart",
      "-an",
      mp4,
    ]);
    const posterFrame = frames.findLast((frame) => frame.time <= posterAt) ?? frames[0];
    const posterSource = path.join(work, "poster.jpg");
    writeFileSync(posterSource, posterFrame.data);
    ffmpeg([
      "-i",
      posterSource,
      "-vf",
      fit.replace(",format=yuv420p", ""),
      "-c:v",
      "libwebp",
      "-quality",
      "80",
      poster,
    ]);
    const sizes = Object.fromEntries(
      [webm, mp4, poster].map((file) => [path.basename(file), statSync(file).size]),
    );
    for (const [file, bytes] of Object.entries(sizes)) {
      if (bytes > MAX_BYTES)
        throw new Error(`${file} has ${bytes} bytes, more than 4 MB: lower the frame rate or raise the CRF`);
    }
    return sizes;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
