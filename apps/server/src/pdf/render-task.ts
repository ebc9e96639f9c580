import { renderCvHtml, renderCvPdf, renderLetterPdf } from "@jah/cv-templates/node";
import { sampleProfile } from "@jah/cv-templates/sample";
import { move } from "piscina";
import { compactAfterTasks } from "../memory/worker-heap.ts";
import type { RenderTask } from "./task.ts";

const compactWhenGrown = compactAfterTasks();

/**
 * Runs in a worker thread: renders the CV. The PDF comes back as an ArrayBuffer that is moved, not
 * copied, to the main thread.
 */
export async function renderTask(task: RenderTask): Promise<ArrayBuffer | string> {
  try {
    return await render(task);
  } finally {
    compactWhenGrown();
  }
}

async function render(task: RenderTask): Promise<ArrayBuffer | string> {
  if (task.kind === "warm") {
    if (task.step === "render") await renderCvPdf(sampleProfile("de"), { template: task.template });
    return "";
  }
  if (task.kind === "letter") return movable(await renderLetterPdf(task.letter));
  const picture = task.picture
    ? Buffer.from(task.picture.buffer, task.picture.byteOffset, task.picture.byteLength)
    : null;
  if (task.kind === "html") {
    // The page is self-contained (its CSP loads nothing): the photo goes in as a data URL.
    const src = picture ? `data:image/jpeg;base64,${picture.toString("base64")}` : null;
    return renderCvHtml(task.profile, { template: task.template, picture: src });
  }
  return movable(await renderCvPdf(task.profile, { template: task.template, picture }));
}

/** The PDF's bytes as an ArrayBuffer that can be moved, not copied, to the main thread. */
function movable(pdf: Buffer): ArrayBuffer {
  // Small Buffers share Node's pool slab; only a buffer that owns its whole ArrayBuffer can be moved.
  const owned =
    pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength
      ? (pdf.buffer as ArrayBuffer)
      : pdf.buffer.slice(pdf.byteOffset, pdf.byteOffset + pdf.byteLength);
  return move(owned as ArrayBuffer) as ArrayBuffer;
}
