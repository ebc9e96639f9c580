import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|xml)$/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

/**
 * Writes .br and .gz beside every text asset after the build, so the server sends compressed files
 * (brotli at its highest level, which is too slow to do per request) without compressing on the fly.
 */
export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "jah:precompress",
    // Only the browser build: the prerender bundle (vite build --ssr) is never served.
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of files(outDir).filter((f) => COMPRESSIBLE.test(f))) {
        const data = readFileSync(file);
        if (data.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}
