// WebVTT from the tour's steps: each step's caption shows from the moment the step began until the
// next one begins, so the captions follow the recording whatever each step took on this machine.

function stamp(seconds) {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const h = String(Math.floor(ms / 3_600_000)).padStart(2, "0");
  const m = String(Math.floor(ms / 60_000) % 60).padStart(2, "0");
  const s = String(Math.floor(ms / 1000) % 60).padStart(2, "0");
  return `${h}:${m}:${s}.${String(ms % 1000).padStart(3, "0")}`;
}

/** `marks`: `[{ start, caption: { de, en } }]` in seconds from the video's start; `end`: its length. */
export function webVtt(marks, end, lang) {
  const cues = marks.map((mark, index) => {
    const until = index + 1 < marks.length ? marks[index + 1].start : end;
    return `${index + 1}\n${stamp(mark.start)} --> ${stamp(until)}\n${mark.caption[lang]}\n`;
  });
  return `WEBVTT\n\n${cues.join("\n")}`;
}
