import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/**
 * Files of the embedded mode (generated demo images, uploads) under `${dataDir}/files`.
 * Keys are relative paths such as `prod/123.webp`; the scaled mode will put the same
 * keys in an S3-compatible store behind the same interface.
 */
export interface FileStore {
  /** The bytes of a stored file, or null when there is none (or the key is unsafe). */
  read(key: string): Promise<Buffer | null>;
  /** Stores a file atomically: readers never see a half-written file. */
  write(key: string, bytes: Buffer): Promise<void>;
}

/** Raster images only: an SVG served from the API origin could run script (same origin as the storefront via /api). */
const CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  avif: "image/avif",
};

/** The content type of a file key by extension, or null when the type is not served. */
export function contentTypeOf(key: string): string | null {
  const ext = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? null;
}

/**
 * A key is safe when it is a relative path of plain segments: letters, digits, `_`, `-`
 * and `.`, no empty/dot-only segments, no `..` anywhere, no backslashes, at most 200
 * characters, with a served extension. Anything else is treated as not found.
 */
export function isSafeFileKey(key: string): boolean {
  if (key.length === 0 || key.length > 200 || key.includes("..")) return false;
  if (!/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)+$/.test(key)) return false;
  return contentTypeOf(key) !== null;
}

export class LocalFileStore implements FileStore {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** Absolute path of a key, or null when the key is unsafe or escapes the root. */
  resolve(key: string): string | null {
    if (!isSafeFileKey(key)) return null;
    const full = path.resolve(this.root, key);
    return full.startsWith(this.root + path.sep) ? full : null;
  }

  async read(key: string): Promise<Buffer | null> {
    const full = this.resolve(key);
    if (!full) return null;
    try {
      return await fs.readFile(full);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "ENOENT" || (e as NodeJS.ErrnoException).code === "EISDIR") return null;
      throw e;
    }
  }

  async write(key: string, bytes: Buffer): Promise<void> {
    const full = this.resolve(key);
    if (!full) throw new Error(`unsafe file key: ${key}`);
    await fs.mkdir(path.dirname(full), { recursive: true });
    const tmp = `${full}.${randomBytes(6).toString("hex")}.tmp`;
    await fs.writeFile(tmp, bytes);
    await fs.rename(tmp, full);
  }
}
