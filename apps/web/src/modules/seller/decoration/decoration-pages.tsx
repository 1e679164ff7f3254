"use client";

import { useMemo } from "react";
import { DecorationEditorPage } from "@/console/decoration-editor/decoration-editor-page";
import { decorationApi } from "@/console/decoration-editor/endpoints";
import type { DecorationOwner } from "@/console/decoration-editor/owner";
import { DecorationPagesPage } from "@/console/decoration-editor/pages-page";
import { useConsole } from "@/console/shell/console-context";
import { uploadProductImage } from "../api/endpoints";

/** The signed-in shop's pages: its home page (`/shopIndex?sid=`, with its decorated header) and micro pages. */
function useShopDecoration(): DecorationOwner {
  const { session } = useConsole();
  const sid = session.shopId ?? 0;
  return useMemo(
    () => ({
      kind: "shop",
      shopId: sid,
      api: decorationApi("/m/decoration"),
      consolePath: "/seller/decoration",
      upload: uploadProductImage,
      liveHref: (p) =>
        p.isHome ? `/shopIndex?sid=${sid}` : `/select-decorate?renovationId=${p.renovationId}&sid=${sid}`,
    }),
    [sid],
  );
}

/** /seller/decoration. */
export function SellerDecorationPages() {
  return <DecorationPagesPage owner={useShopDecoration()} />;
}

/** /seller/decoration/{id}. */
export function SellerDecorationEditor({ pageId }: { pageId: number }) {
  return <DecorationEditorPage owner={useShopDecoration()} pageId={pageId} />;
}
