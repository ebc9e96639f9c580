import type { IncomingMessage } from "node:http";
import { pipeline, type Readable } from "node:stream";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";
import { NetError } from "./net-error.ts";

/**
 * Reads an answer's body, decompressed, refusing more than `maxBytes` (declared or counted). The
 * caller destroys the response afterwards.
 */
export async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const tooLarge = () => new NetError("too-large", `the answer is larger than ${maxBytes} bytes`);
  // A declared size lets us refuse before reading; the count below catches answers that do not declare it.
  if (Number(response.headers["content-length"]) > maxBytes) throw tooLarge();
  const stream = decompressed(response);
  const chunks: Buffer[] = [];
  let size = 0;
  // Counting the decoded bytes also stops a small compressed answer that unpacks to gigabytes.
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      stream.destroy();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function decompressed(response: IncomingMessage): Readable {
  const encoding = (response.headers["content-encoding"] ?? "identity").trim().toLowerCase();
  if (encoding === "identity" || encoding === "") return response;
  const decoder =
    encoding === "gzip" || encoding === "x-gzip"
      ? createGunzip()
      : encoding === "deflate"
        ? createInflate()
        : encoding === "br"
          ? createBrotliDecompress()
          : undefined;
  if (!decoder) throw new NetError("encoding", `unknown content encoding ${encoding}`);
  return pipeline(response, decoder, () => {});
}
