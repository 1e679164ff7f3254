import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { AVATAR_MAX_BYTES } from "@souk/contract";
import type { FileStore } from "../../infra/files/local-store.ts";
import { AppError } from "../../infra/http/app-error.ts";
import { AVATAR_TEXT } from "./texts.ts";

/** Formats accepted as avatars, as detected from the bytes by sharp (never from the file name or the declared type). */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif"]);
/** Decompression-bomb guard: a 2 MB file may still claim billions of pixels. */
const MAX_INPUT_PIXELS = 40_000_000;
/** Avatars are stored as 400×400 WebP. */
const SIZE = 400;

/** Avatar URLs this server hands out: `/files/avatar/<22 base64url chars>.webp`. */
export const AVATAR_PATH = /^\/files\/(avatar\/[A-Za-z0-9_-]{22}\.webp)$/;

export function avatarTooLarge(): AppError {
  return new AppError("A00001", AVATAR_TEXT.tooLarge, null, 413);
}

/**
 * Checks that the bytes are an image of an accepted format, re-encodes them to a square
 * 400×400 WebP (auto-rotated from EXIF, then every metadata block dropped: EXIF, GPS, ICC,
 * XMP, comments), stores it under a random key and answers its path.
 */
export async function storeAvatar(store: FileStore, bytes: Buffer): Promise<string> {
  if (bytes.length > AVATAR_MAX_BYTES) throw avatarTooLarge();
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new AppError("A00001", AVATAR_TEXT.notImage, null, 415);
  let webp: Buffer;
  try {
    webp = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(SIZE, SIZE, { fit: "cover", position: "attention" })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError("A00001", AVATAR_TEXT.notImage, null, 415); // truncated or corrupt despite a valid header
  }
  const key = `avatar/${randomBytes(16).toString("base64url")}.webp`;
  await store.write(key, webp);
  return `/files/${key}`;
}
