import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.ts";

const root = path.resolve(import.meta.dirname, "../../../..");
const dataDir = mkdtempSync(path.join(tmpdir(), "jah-host-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// Issue 37: `npm start` on a laptop served the app to the local network.
describe("the address the server listens on", () => {
  it("is this machine only unless HOST says otherwise", () => {
    expect(loadConfig({ DATA_DIR: dataDir }).host).toBe("127.0.0.1");
    expect(loadConfig({ DATA_DIR: dataDir, HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
  });

  it("is every interface inside the container, where the published port must reach it", () => {
    expect(readFileSync(path.join(root, "Dockerfile"), "utf8")).toMatch(/^\s*HOST=0\.0\.0\.0\b/m);
    expect(readFileSync(path.join(root, "compose.yaml"), "utf8")).toMatch(/^\s*HOST: 0\.0\.0\.0$/m);
  });
});
