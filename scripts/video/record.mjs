// `npm run video`: records the landing page's explainer video from the real product, once per
// language (the UI in that language), and writes it where the landing page plays it from
// (apps/web/public/video/): WebM (VP9), MP4 (H.264), a WebP poster and WebVTT captions.
//
// The product runs as `npm start` runs it (built web app and server bundle, SQLite) and the account is
// filled with the demo's sample data; Debian's Chromium plays the tour (tour.mjs) while the DevTools
// screencast records it; Debian's ffmpeg encodes (encode.mjs). Options: `--lang de` or `--lang en`
// records one language only.
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { renderCvPdf } from "@jah/cv-templates/node";
import { sampleProfile } from "@jah/cv-templates/sample";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium.mjs";
import { ensureServerBuild } from "../server-build.mjs";
import { ensureWebBuild } from "../web-build.mjs";
import { prepareAccount } from "./account.mjs";
import { webVtt } from "./captions.mjs";
import { showPointer } from "./cursor.mjs";
import { encodeVideo } from "./encode.mjs";
import { startScreencast } from "./screencast.mjs";
import { startJobPage, startMailbox, startProduct } from "./server.mjs";
import { createTimeline } from "./timeline.mjs";
import { JOB_ADS, notePausesIn, STEPS } from "./tour.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const OUT_DIR = path.join(root, "apps/web/public/video");
// The browser window is wider than the video: from 85em the profile editor draws the CV beside the form.
const VIEWPORT = { width: 1440, height: 810 };
const VIDEO = { width: 1280, height: 720, fps: 10 };
const NAMES = { de: "Lena Weißmüller", en: "Lena Whitmore" };

function languagesToRecord() {
  const index = process.argv.indexOf("--lang");
  const chosen = index > 0 ? process.argv[index + 1] : undefined;
  if (chosen && !["de", "en"].includes(chosen)) throw new Error("--lang takes de or en");
  return chosen ? [chosen] : ["de", "en"];
}

async function launch() {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
}

/** Plays the tour in `lang` and returns the frames and the moments each step began. */
async function recordTour(browser, product, jobPage, mailbox, lang) {
  const account = await prepareAccount(product, mailbox, { lang, name: NAMES[lang] });
  const context = await browser.newContext({
    locale: lang === "de" ? "de-DE" : "en-GB",
    viewport: VIEWPORT,
  });
  await context.addInitScript(showPointer);
  const page = await context.newPage();
  // A busy machine may take long to answer; the video does not show the waiting (timeline.mjs).
  page.setDefaultTimeout(300_000);
  page.on("pageerror", (error) => console.error(`  browser: ${error.message}`));
  await page.goto(`${product.url}/login`);
  await page.getByTestId("login-email").fill(account.email);
  await page.getByTestId("login-password").fill(account.password);
  await page.getByTestId("login-submit").click();
  await page.getByTestId("sidebar").waitFor();
  await page.getByTestId("stat-todo").waitFor();
  await page.waitForTimeout(1000);

  const cv = await renderCvPdf(sampleProfile(lang));
  const tour = { lang, cv, jobUrl: jobPage.url(lang) };
  const pauses = [];
  notePausesIn(pauses);
  const screencast = await startScreencast(page, VIDEO);
  const marks = [];
  for (const step of STEPS) {
    marks.push({ at: Date.now() / 1000, caption: step.caption, id: step.id });
    console.log(`  ${lang} ${step.id}`);
    try {
      await step.run(page, tour);
    } catch (error) {
      // What the page showed when the step failed, to see why.
      const shot = path.join(os.tmpdir(), `explainer-${lang}-${step.id}.png`);
      await page.screenshot({ path: shot }).catch(() => {});
      console.error(`  step ${step.id} failed; the page then: ${shot}`);
      throw error;
    }
  }
  const end = Date.now() / 1000;
  const frames = await screencast.stop();
  await context.close();
  if (mailbox.received.length === 0) throw new Error("the tour's Send reached no mailbox");
  return { frames, marks, end, pauses };
}

async function main() {
  ensureWebBuild();
  await ensureServerBuild();
  const product = await startProduct();
  const jobPage = await startJobPage(JOB_ADS);
  const mailbox = await startMailbox();
  const browser = await launch();
  mkdirSync(OUT_DIR, { recursive: true });
  try {
    for (const lang of languagesToRecord()) {
      const { frames, marks, end, pauses } = await recordTour(browser, product, jobPage, mailbox, lang);
      const start = marks[0].at;
      const timeline = createTimeline(pauses, start, end);
      const base = `explainer-${lang}`;
      // The poster: the matching jobs with their reasons, a picture that says what the product does.
      const posterAt = (marks.find((m) => m.id === "compose")?.at ?? end) - 1;
      const sizes = encodeVideo(frames, { timeline, posterAt, ...VIDEO }, OUT_DIR, base);
      const cues = marks.map((mark) => ({ start: timeline.toOutput(mark.at), caption: mark.caption }));
      writeFileSync(path.join(OUT_DIR, `${base}.vtt`), webVtt(cues, timeline.duration, lang));
      console.log(
        `${base}: ${timeline.duration.toFixed(1)} s (recorded in ${(end - start).toFixed(0)} s), ` +
          `${frames.length} screencast frames; ` +
          Object.entries(sizes)
            .map(([file, bytes]) => `${file} ${(bytes / 1024 / 1024).toFixed(2)} MB`)
            .join(", "),
      );
    }
  } finally {
    await browser.close();
    await mailbox.stop();
    await jobPage.stop();
    await product.stop();
  }
}

await main();
