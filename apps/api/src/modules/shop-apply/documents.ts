import { randomBytes } from "node:crypto";
import path from "node:path";
import type { AppContext } from "../../context.ts";
import { reencodeImage } from "../../infra/files/image.ts";
import { LocalFileStore } from "../../infra/files/local-store.ts";

/**
 * The images of a store application. The logo is public (`/files/shop-logo/<id>.webp`, shown on
 * the shop's pages once open). The business license and ID card sides are private: they live in
 * `${dataDir}/private` (never under the public `/files/` route) with keys
 * `shop-doc/<userId>/<id>.webp`, so the owner of a key is known from the key itself; only that
 * buyer and platform staff can read them (routes check). Everything is re-encoded (image.ts).
 */
export const LOGO_PATH = /^\/files\/(shop-logo\/[A-Za-z0-9_-]{22}\.webp)$/;
const DOC_KEY = /^shop-doc\/(\d{1,10})\/[A-Za-z0-9_-]{22}\.webp$/;

export class ShopDocuments {
  readonly publicFiles: LocalFileStore;
  readonly privateFiles: LocalFileStore;

  constructor(ctx: AppContext) {
    this.publicFiles = new LocalFileStore(path.join(ctx.config.dataDir, "files"));
    this.privateFiles = new LocalFileStore(path.join(ctx.config.dataDir, "private"));
  }

  async storeLogo(bytes: Buffer): Promise<string> {
    const key = `shop-logo/${randomBytes(16).toString("base64url")}.webp`;
    await this.publicFiles.write(key, await reencodeImage(bytes, 400));
    return `/files/${key}`;
  }

  async storeDoc(userId: number, bytes: Buffer): Promise<string> {
    const key = `shop-doc/${userId}/${randomBytes(16).toString("base64url")}.webp`;
    await this.privateFiles.write(key, await reencodeImage(bytes, 1600));
    return key;
  }

  /** The buyer who uploaded a document key, or null when it is not a document key. */
  ownerOf(key: string): number | null {
    const m = DOC_KEY.exec(key);
    return m ? Number(m[1]) : null;
  }

  async logoExists(p: string): Promise<boolean> {
    const key = LOGO_PATH.exec(p)?.[1];
    return !!key && (await this.publicFiles.read(key)) !== null;
  }

  /** A document's bytes for `reader` (a buyer id, or "platform"); null when absent or not theirs. */
  async readDoc(key: string, reader: number | "platform"): Promise<Buffer | null> {
    const owner = this.ownerOf(key);
    if (owner === null || (reader !== "platform" && owner !== reader)) return null;
    return this.privateFiles.read(key);
  }
}
