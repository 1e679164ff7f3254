import { randomBytes } from "node:crypto";
import path from "node:path";
import type { AppContext } from "../../context.ts";
import { reencodeImage } from "../../infra/files/image.ts";
import { LocalFileStore } from "../../infra/files/local-store.ts";
import { perContext } from "../../infra/per-context.ts";
import { AVATAR_PATH } from "../user/avatar.ts";
import { userServiceOf } from "../user/service.ts";

/**
 * Where after-sales proof photos live (ADR 0024). They show a buyer's goods, home and sometimes
 * their handwriting or face, so they are private: stored in `${dataDir}/private` (never under the
 * public `/files/` route) with keys `refund-proof/<userId>/<128 random bits>.webp`, the uploader
 * named by the key itself. The bytes reach only the uploader (before and after applying) and the
 * staff of the shop the application is addressed to, through owner-checked routes.
 *
 * Applications made before proofs were private hold public avatar paths (`/files/avatar/…`);
 * those are still read (from the public store) so old applications keep their photos, but new
 * applications accept private keys only.
 */
export const PROOF_KEY = /^refund-proof\/(\d{1,10})\/[A-Za-z0-9_-]{22}\.webp$/;

/** Proofs are evidence: kept larger than avatars (fit inside 1200 px), re-encoded without metadata. */
const PROOF_MAX_SIDE = 1200;

export class ProofStore {
  private readonly privateFiles: LocalFileStore;

  constructor(private readonly ctx: AppContext) {
    this.privateFiles = new LocalFileStore(path.join(ctx.config.dataDir, "private"));
  }

  /** Re-encodes and stores a photo for `userId`; answers its private key (not a URL). */
  async store(userId: number, bytes: Buffer): Promise<string> {
    const key = `refund-proof/${userId}/${randomBytes(16).toString("base64url")}.webp`;
    await this.privateFiles.write(key, await reencodeImage(bytes, PROOF_MAX_SIDE));
    return key;
  }

  /** The buyer who uploaded a private proof key, or null when it is not one. */
  ownerOf(stored: string): number | null {
    const m = PROOF_KEY.exec(stored);
    return m ? Number(m[1]) : null;
  }

  /** The bytes of a stored proof (a private key, or an old application's public avatar path); null when gone or neither. */
  async read(stored: string): Promise<Buffer | null> {
    if (PROOF_KEY.test(stored)) return this.privateFiles.read(stored);
    const legacy = AVATAR_PATH.exec(stored)?.[1];
    return legacy ? userServiceOf(this.ctx).files.read(legacy) : null;
  }

  /** An upload's bytes for its uploader only (the apply form's thumbnails before the application exists). */
  async readOwn(key: string, userId: number): Promise<Buffer | null> {
    return this.ownerOf(key) === userId ? this.privateFiles.read(key) : null;
  }
}

export const proofStoreOf = perContext((ctx) => new ProofStore(ctx));
