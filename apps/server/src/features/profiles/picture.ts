import { createHash } from "node:crypto";
import { PICTURE_MAX_BYTES, PICTURE_SIZE_PX } from "@jah/shared";
import type { Db } from "../../db/database.ts";
import { HttpError } from "../../http/errors.ts";
import { ownProfileIds } from "./scope.ts";

const badPicture = (reason: string) => new HttpError(400, "Invalid input", { picture: reason });

/** The image type of the bytes themselves (magic numbers), whatever the data URL claims. */
function sniff(bytes: Buffer): "jpeg" | "png" | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return "png";
  return null;
}

/** Decodes a base64 data URL; 400 when it is not one, is too big or is not a JPEG or PNG. */
export function decodePictureDataUrl(dataUrl: string): Buffer {
  const match = /^data:[\w.+-]*\/?[\w.+-]*(?:;[\w-]+=[\w.-]+)*;base64,([A-Za-z0-9+/=\s]*)$/.exec(dataUrl);
  if (!match) throw badPicture("The picture must be a base64 data URL");
  const bytes = Buffer.from(match[1]!, "base64");
  if (bytes.length === 0) throw badPicture("The picture is empty");
  if (bytes.length > PICTURE_MAX_BYTES) throw badPicture("The picture is too big (at most 5 MB)");
  if (!sniff(bytes)) throw badPicture("Only JPEG and PNG pictures are allowed");
  return bytes;
}

/**
 * The stored form of a photo: turned upright by its EXIF orientation, scaled to fit a
 * PICTURE_SIZE_PX square, re-encoded as JPEG without metadata (no GPS position leaves the server).
 */
export async function normalisePicture(bytes: Buffer): Promise<Buffer> {
  // Loaded at the first photo, not at start-up: sharp and libvips hold memory most requests never need.
  const { default: sharp } = await import("sharp");
  try {
    return await sharp(bytes, { failOn: "error", limitInputPixels: 50_000_000 })
      .rotate()
      .resize(PICTURE_SIZE_PX, PICTURE_SIZE_PX, { fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    throw badPicture("The picture cannot be read");
  }
}

/** A data URL from profile/edit as the JPEG bytes to store. */
export async function pictureFromDataUrl(dataUrl: string): Promise<Buffer> {
  return normalisePicture(decodePictureDataUrl(dataUrl));
}

/** The photo's ETag: a hash of its bytes. */
export function pictureEtag(bytes: Buffer): string {
  return `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`;
}

/** Replaces (bytes) or removes (null) a profile's photo; runs inside the caller's transaction. */
export async function storePicture(db: Db, profileId: number, bytes: Buffer | null): Promise<string | null> {
  await db.deleteFrom("profile_pictures").where("profile_id", "=", profileId).execute();
  if (!bytes) return null;
  await db.insertInto("profile_pictures").values({ profile_id: profileId, data: bytes }).execute();
  return pictureEtag(bytes);
}

/** The photo of one of the user's profiles with its ETag, or null when it has none (or is not theirs). */
export async function readPicture(db: Db, userId: string, profileId: number) {
  const row = await db
    .selectFrom("profile_pictures as pp")
    .innerJoin("profiles as p", "p.id", "pp.profile_id")
    .select(["pp.data", "p.picture_etag"])
    .where("pp.profile_id", "=", profileId)
    .where("pp.profile_id", "in", ownProfileIds(db, userId))
    .executeTakeFirst();
  return row ? { data: Buffer.from(row.data), etag: row.picture_etag ?? pictureEtag(row.data) } : null;
}
