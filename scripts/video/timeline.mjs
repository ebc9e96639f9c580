// The video's clock. On a busy machine the product may take seconds to answer a click; the viewer
// should not wait for that. The tour's pauses (the moments meant to be watched) keep their real
// length; the time between them (clicks, loading, typing) is played faster when it took longer than
// `maxGap`, so the video has the same length whatever the machine's load was while recording.

/** `keep`: `[from, to]` intervals in the frames' clock (seconds); the video runs from `start` to `end`. */
export function createTimeline(keep, start, end, maxGap = 1.2) {
  const segments = [];
  let source = start;
  let output = 0;
  const add = (to, length) => {
    if (to <= source) return;
    segments.push({ srcFrom: source, srcTo: to, outFrom: output, outTo: output + length });
    output += length;
    source = to;
  };
  for (const [from, to] of [...keep].sort((a, b) => a[0] - b[0])) {
    const clippedFrom = Math.max(from, source);
    if (clippedFrom > source) add(clippedFrom, Math.min(clippedFrom - source, maxGap));
    add(Math.min(to, end), Math.min(to, end) - source);
  }
  add(end, Math.min(end - source, maxGap));
  const last = segments.at(-1);
  return {
    duration: output,
    /** The moment of the recording shown at `t` seconds into the video. */
    toSource(t) {
      const segment = segments.find((s) => t < s.outTo) ?? last;
      const share = (t - segment.outFrom) / (segment.outTo - segment.outFrom || 1);
      return segment.srcFrom + Math.min(1, Math.max(0, share)) * (segment.srcTo - segment.srcFrom);
    },
    /** Where the recording's moment `at` falls in the video. */
    toOutput(at) {
      const segment = segments.find((s) => at < s.srcTo) ?? last;
      const share = (at - segment.srcFrom) / (segment.srcTo - segment.srcFrom || 1);
      return segment.outFrom + Math.min(1, Math.max(0, share)) * (segment.outTo - segment.outFrom);
    },
  };
}
