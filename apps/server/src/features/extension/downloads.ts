import { createReadStream, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { Language } from "@jah/shared";

/** The two builds `npm run build:extension` zips, by the name the download has. */
export const BUILDS = {
  chrome: {
    file: "chrome.zip",
    download: "job-application-helper-chrome.zip",
    manifest: "chrome/manifest.json",
  },
  firefox: {
    file: "firefox.zip",
    download: "job-application-helper-firefox.zip",
    manifest: "firefox/manifest.json",
  },
} as const;
export type BuildName = keyof typeof BUILDS;

export const DOWNLOAD_PREFIX = "/extension/downloads/";

/** What the /extension page shows about one build. */
export type BuildInfo = { available: boolean; url: string; bytes: number | null; version: string | null };

function fileSize(file: string): number | null {
  try {
    const stat = statSync(file);
    return stat.isFile() ? stat.size : null;
  } catch {
    return null;
  }
}

function manifestVersion(file: string): string | null {
  try {
    const version = (JSON.parse(readFileSync(file, "utf8")) as { version?: unknown }).version;
    return typeof version === "string" ? version : null;
  } catch {
    return null;
  }
}

/** Both builds as they are on disk now (the extension may be built after the server started). */
export function buildInfo(distDir: string): Record<BuildName, BuildInfo> {
  const info = (name: BuildName): BuildInfo => {
    const build = BUILDS[name];
    const bytes = fileSize(path.join(distDir, build.file));
    return {
      available: bytes !== null,
      url: `${DOWNLOAD_PREFIX}${build.download}`,
      bytes,
      version: bytes === null ? null : manifestVersion(path.join(distDir, build.manifest)),
    };
  };
  return { chrome: info("chrome"), firefox: info("firefox") };
}

/** The zip of one build as a stream with its size, or null when it is not built. */
export function openBuild(distDir: string, name: BuildName) {
  const file = path.join(distDir, BUILDS[name].file);
  const bytes = fileSize(file);
  return bytes === null ? null : { bytes, stream: createReadStream(file) };
}

/** The answer to a download that is not built on this server, for a person reading it in a browser. */
export function notBuiltText(language: Language): string {
  return language === "de"
    ? "Die Browsererweiterung ist auf diesem Server noch nicht gebaut. Wer den Server betreibt, baut sie mit `npm run build:extension`; danach steht der Download auf /extension bereit.\n"
    : "The browser extension is not built on this server yet. The operator builds it with `npm run build:extension`; the download is then ready on /extension.\n";
}
