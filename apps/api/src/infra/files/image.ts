import sharp from "sharp";
import { AVATAR_MAX_BYTES } from "@souk/contract";
import { AppError } from "../http/app-error.ts";

/** Formats accepted for uploads, as detected from the bytes by sharp (never from the file name or declared type). */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif"]);
/** Decompression-bomb guard: a 2 MB file may still claim billions of pixels. */
const MAX_INPUT_PIXELS = 40_000_000;

export const IMAGE_TEXT = {
  tooLarge: { zh: "图片大小不能超过2MB", en: "The image must be at most 2 MB" },
  notImage: { zh: "请上传JPG、PNG、WEBP或GIF格式的图片", en: "Please upload a JPG, PNG, WEBP or GIF image" },
} as const;

export function imageTooLarge(): AppError {
  return new AppError("A00001", IMAGE_TEXT.tooLarge, null, 413);
}

/**
 * Re-encodes an uploaded image (≤ 2 MB, JPG/PNG/WEBP/GIF by content) to WebP that fits in
 * maxSide × maxSide (never enlarged), auto-rotated from EXIF, every metadata block dropped
 * (EXIF, GPS, ICC, XMP, comments): what is stored is pixels only, whatever was uploaded.
 */
export async function reencodeImage(bytes: Buffer, maxSide: number): Promise<Buffer> {
  if (bytes.length > AVATAR_MAX_BYTES) throw imageTooLarge();
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new AppError("A00001", IMAGE_TEXT.notImage, null, 415);
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(maxSide, maxSide, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError("A00001", IMAGE_TEXT.notImage, null, 415); // truncated or corrupt despite a valid header
  }
}
