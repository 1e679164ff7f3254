import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { CHAT_IMAGE_MAX_BYTES } from "@souk/contract";
import type { FileStore } from "../../infra/files/local-store.ts";
import { AppError } from "../../infra/http/app-error.ts";
import { CHAT_IMAGE_TEXT } from "./texts.ts";

const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif"]);
/** Decompression-bomb guard: a 2 MB file may still claim billions of pixels. */
const MAX_INPUT_PIXELS = 40_000_000;
/** Chat pictures are stored as WebP of at most 1200 px on the long side. */
const MAX_SIDE = 1200;

export const imageTooLarge = () => new AppError("A00001", CHAT_IMAGE_TEXT.tooLarge, null, 413);
export const notAnImage = () => new AppError("A00001", CHAT_IMAGE_TEXT.notImage, null, 415);

/**
 * Accepts a picture by its bytes (never its name or declared type), re-encodes it to WebP
 * (auto-rotated, every metadata block dropped, so no GPS or script survives) under a random key
 * `im/<22 chars>.webp`, and answers its path `/files/im/...` (served by the files module).
 */
export async function storeChatImage(store: FileStore, bytes: Buffer): Promise<string> {
  if (bytes.length > CHAT_IMAGE_MAX_BYTES) throw imageTooLarge();
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw notAnImage();
  let webp: Buffer;
  try {
    webp = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(MAX_SIDE, MAX_SIDE, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw notAnImage();
  }
  const key = `im/${randomBytes(16).toString("base64url")}.webp`;
  await store.write(key, webp);
  return `/files/${key}`;
}
