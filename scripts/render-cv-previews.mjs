// Renders page 1 of every CV template (sample profile) to a WebP for the landing carousel.
// Run: node --import tsx scripts/render-cv-previews.mjs   (needs pdftoppm from poppler-utils)
// Writes apps/web/public/cv-previews/{template}.webp and the manifest the carousel imports,
// apps/web/src/features/landing/cv-previews.json. The images are checked in, so building the
// web app needs no poppler.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { CV_TEMPLATE_NAMES } from "@jah/cv-templates";
import { renderCvPdf } from "@jah/cv-templates/node";
import { sampleProfile } from "@jah/cv-templates/sample";
import { CV_TEMPLATES } from "@jah/shared";
import sharp from "sharp";

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, "apps/web/public/cv-previews");
const manifestFile = path.join(root, "apps/web/src/features/landing/cv-previews.json");
const WIDTH = 600;
// Both languages appear on the landing page.
const LANG = { full: "de", elegant: "en", dark: "de", simple_1: "en", color_header: "en" };

mkdirSync(outDir, { recursive: true });
const tmp = mkdtempSync(path.join(os.tmpdir(), "cv-previews-"));
const manifest = [];
try {
  for (const template of CV_TEMPLATES) {
    const lang = LANG[template] ?? "de";
    const pdfFile = path.join(tmp, `${template}.pdf`);
    writeFileSync(pdfFile, await renderCvPdf(sampleProfile(lang), { template }));
    // Rasterise at twice the target width, then let sharp downscale for crisp small text.
    execFileSync("pdftoppm", [
      "-png",
      "-f",
      "1",
      "-l",
      "1",
      "-singlefile",
      "-scale-to-x",
      String(WIDTH * 2),
      "-scale-to-y",
      "-1",
      pdfFile,
      path.join(tmp, template),
    ]);
    const file = path.join(outDir, `${template}.webp`);
    const info = await sharp(readFileSync(path.join(tmp, `${template}.png`)))
      .resize({ width: WIDTH })
      .webp({ quality: 75, effort: 6 })
      .toFile(file);
    manifest.push({
      template,
      name: CV_TEMPLATE_NAMES[template],
      lang,
      src: `/cv-previews/${template}.webp`,
      width: info.width,
      height: info.height,
    });
    console.log(
      `${path.relative(root, file)}: ${info.width}×${info.height}, ${(info.size / 1024).toFixed(0)} KiB`,
    );
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(path.relative(root, manifestFile));
