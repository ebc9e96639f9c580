import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "../../src/config.ts";

export type TestS3 = {
  settings: S3Settings;
  /** The environment that points a server at this bucket (STORAGE=s3 and the S3_* variables). */
  env: Record<string, string>;
  stop: () => Promise<void>;
};

/**
 * A real S3-protocol server (s3rver) in this process on a free port, with one empty bucket, its
 * objects in a temporary folder. It checks request signatures with its fixed key pair S3RVER/S3RVER.
 */
export async function startTestS3(bucket = "jah-test"): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), "jah-s3-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    region: "us-east-1",
    bucket,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  };
  return {
    settings,
    env: {
      STORAGE: "s3",
      S3_ENDPOINT: settings.endpoint ?? "",
      S3_REGION: settings.region,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    },
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
