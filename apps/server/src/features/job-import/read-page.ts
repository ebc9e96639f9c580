import type { IncomingMessage } from "node:http";
import { pipeline, type Readable } from "node:stream";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";
import { decodeBody } from "./charset.ts";
import { PAGE_ERRORS, PageError } from "./page-error.ts";

const HTML_TYPES = ["text/html", "application/xhtml+xml"];

/**
 * Reads a final (non-redirect) response as HTML text: 2xx only, an HTML content type (or none),
 * at most `maxBytes` after decompression. The response is always destroyed afterwards.
 */
export async function readPage(response: IncomingMessage, maxBytes: number): Promise<string> {
  try {
    const status = response.statusCode ?? 0;
    if (status < 200 || status > 299) throw new PageError(PAGE_ERRORS.status(status));
    const contentType = response.headers["content-type"];
    const mime = contentType?.split(";")[0]?.trim().toLowerCase();
    if (mime && !HTML_TYPES.includes(mime)) throw new PageError(PAGE_ERRORS.notHtml);
    // A declared size lets us refuse before reading; the count below catches pages that do not declare it.
    if (Number(response.headers["content-length"]) > maxBytes) throw new PageError(PAGE_ERRORS.tooLarge);
    const bytes = await readLimited(decompressed(response), maxBytes);
    return decodeBody(bytes, contentType);
  } finally {
    response.destroy();
  }
}

function decompressed(response: IncomingMessage): Readable {
  const encoding = (response.headers["content-encoding"] ?? "identity").trim().toLowerCase();
  const decoder =
    encoding === "gzip" || encoding === "x-gzip"
      ? createGunzip()
      : encoding === "deflate"
        ? createInflate()
        : encoding === "br"
          ? createBrotliDecompress()
          : undefined;
  if (decoder) return pipeline(response, decoder, () => {});
  if (encoding === "identity" || encoding === "") return response;
  throw new PageError(PAGE_ERRORS.unreadable);
}

// Counting the decoded bytes also stops a small compressed page that unpacks to gigabytes.
async function readLimited(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      stream.destroy();
      throw new PageError(PAGE_ERRORS.tooLarge);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
