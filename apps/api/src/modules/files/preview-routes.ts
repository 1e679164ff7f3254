import type { FastifyPluginAsync } from "fastify";
import {
  filePreviewQuery,
  filePreviewView,
  type FilePreviewView,
  type FilePreviewType,
  type Locale,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { requireUser } from "../../infra/http/auth.ts";
import { route } from "../../infra/http/route.ts";
import { invoicePreview } from "../order/invoices.ts";
import { proofPreview } from "../refund/proofs.ts";

/**
 * `GET /p/file/preview?type=&id=` for the storefront's /FilePreview (ADR 0024). This route only
 * dispatches: the module that owns each kind of file decides whether the signed-in buyer owns it
 * and answers the file's name and the inline URL of its bytes (a route of that module, which
 * checks ownership again on every request). Whatever is not theirs answers the same 404 (A00013).
 */
const PREVIEWS: Record<
  FilePreviewType,
  (ctx: AppContext, userId: number, id: string, locale: Locale) => Promise<FilePreviewView>
> = {
  invoice: invoicePreview,
  proof: (ctx, userId, id, locale) => proofPreview(ctx, { userId }, id, locale),
};

export function filePreviewRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    route(
      app,
      {
        method: "GET",
        url: "/p/file/preview",
        summary:
          "One of the buyer's own files for /FilePreview: ?type=invoice&id=<orderNumber> (the issued invoice PDF) or " +
          "?type=proof&id=<refundSn> (the proof photos of an after-sales application): names and inline URLs",
        description:
          "Only the buyer's own files: someone else's, a missing one, an invoice not issued yet or an application " +
          "without photos all answer the same 404 (A00013); an unknown type is A00002.",
        tags: ["files", "invoice", "after-sales"],
        query: filePreviewQuery,
        response: filePreviewView,
      },
      async ({ query }, req) => PREVIEWS[query.type](ctx, requireUser(req), query.id, req.locale),
    );
  };
}
