// The DevTools screencast of one page: Chromium sends a JPEG whenever the picture changes, each with
// its timestamp (seconds). The frames are kept in order in memory; encode.mjs makes a steady video of them.

/** Starts the screencast of `page`; `stop()` ends it and returns the frames `{ time, data }`. */
export async function startScreencast(page, { width, height }) {
  const cdp = await page.context().newCDPSession(page);
  const frames = [];
  cdp.on("Page.screencastFrame", ({ data, metadata, sessionId }) => {
    frames.push({ time: metadata.timestamp ?? Date.now() / 1000, data: Buffer.from(data, "base64") });
    // Chromium sends the next frame only after this acknowledgement.
    cdp.send("Page.screencastFrameAck", { sessionId }).catch(() => {});
  });
  await cdp.send("Page.startScreencast", {
    format: "jpeg",
    quality: 85,
    maxWidth: width,
    maxHeight: height,
    everyNthFrame: 1,
  });
  return {
    frames,
    stop: async () => {
      await cdp.send("Page.stopScreencast");
      await cdp.detach();
      return frames;
    },
  };
}
