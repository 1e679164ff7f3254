import type { FilePreviewView, Locale } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { notFound } from "../../infra/http/app-error.ts";
import { pick } from "../../infra/http/locale.ts";
import { PROOF_KEY, proofStoreOf } from "./proof-store.ts";
import { AVATAR_PATH } from "../user/avatar.ts";
import * as q from "./queries.ts";
import { REFUND_TEXT } from "./texts.ts";

/*
 * The proof photos of an after-sales application (`refunds.img_urls`) for /FilePreview?type=proof.
 *
 * Rule (ADR 0024): a photo is served only to the applicant, found by (refundSn, userId) — never by a
 * path from the request: the reader names the application and the photo's position in it, and the
 * key comes from the row. Anyone else, an application without photos, a position out of range and a
 * photo whose file is gone all answer the same 404 (A00013), so a stranger learns nothing about
 * which applications exist. The bytes route sends `private, no-store`.
 *
 * The photos themselves are uploaded through /p/orderRefund/proof/upload into the private store
 * (proof-store.ts); details name them only by these checked URLs.
 */

/** Who reads: the buyer (their own application) or shop staff (applications of their shop). */
export type ProofReader = { userId: number } | { shopId: number };

/** The path answering the n-th (1-based) proof photo's bytes to the applicant. */
export const proofPhotoUrl = (refundSn: string, n: number) => `/p/orderRefund/proof/${refundSn}/${n}`;

/** The checked URLs of an application's photos for its reader: the buyer's routes or the shop's. */
export function proofUrlsFor(reader: ProofReader, refundSn: string, stored: readonly string[]): string[] {
  const base = "userId" in reader ? "/p/orderRefund/proof" : "/m/refund/proof";
  return storedPhotos(stored).map((_, i) => `${base}/${refundSn}/${i + 1}`);
}

/** The stored photos this server can serve (its own private keys and old public uploads), in order. */
const storedPhotos = (stored: readonly string[]) => stored.filter((u) => PROOF_KEY.test(u) || AVATAR_PATH.test(u));

const missing = () => notFound(REFUND_TEXT.proofMissing);

async function keysOf(ctx: AppContext, reader: ProofReader, refundSn: string): Promise<string[]> {
  const r = await q.bySn(ctx.database.db, refundSn, reader);
  if (!r) throw missing();
  // Only keys this server handed out (apply/edit checked them too); anything else is skipped.
  return storedPhotos(r.imgUrls);
}

/** `GET /p/file/preview?type=proof&id=<refundSn>`: the photos' names and inline URLs. */
export async function proofPreview(
  ctx: AppContext,
  reader: ProofReader,
  refundSn: string,
  locale: Locale,
): Promise<FilePreviewView> {
  const keys = await keysOf(ctx, reader, refundSn);
  if (keys.length === 0) throw missing();
  const title = `${pick(locale, REFUND_TEXT.proofName.zh, REFUND_TEXT.proofName.en)} ${refundSn}`;
  const files = keys.map((_, i) => ({
    name: `${title} (${i + 1}/${keys.length})`,
    contentType: "image/webp",
    url: proofPhotoUrl(refundSn, i + 1),
  }));
  return { type: "proof", id: refundSn, name: title, contentType: files[0]!.contentType, url: files[0]!.url, files };
}

/** The bytes of the n-th (1-based) proof photo of the reader's application (404 otherwise). */
export async function proofPhoto(ctx: AppContext, reader: ProofReader, refundSn: string, n: number): Promise<Buffer> {
  const key = (await keysOf(ctx, reader, refundSn))[n - 1];
  const bytes = key ? await proofStoreOf(ctx).read(key) : null;
  if (!bytes) throw missing();
  return bytes;
}
