"use client";

import { DecorationEditorPage } from "@/console/decoration-editor/decoration-editor-page";
import { decorationApi } from "@/console/decoration-editor/endpoints";
import type { DecorationOwner } from "@/console/decoration-editor/owner";
import { DecorationPagesPage } from "@/console/decoration-editor/pages-page";
import { uploadSiteImage } from "../content/endpoints";

/** The mall's pages: the home page (`/`) and the platform's micro pages. */
const platformDecoration: DecorationOwner = {
  kind: "platform",
  api: decorationApi("/admin/decoration"),
  consolePath: "/admin/decoration",
  upload: uploadSiteImage,
  liveHref: (p) => (p.isHome ? "/" : `/select-decorate?renovationId=${p.renovationId}`),
};

/** /admin/decoration. */
export function PlatformDecorationPages() {
  return <DecorationPagesPage owner={platformDecoration} />;
}

/** /admin/decoration/{id}. */
export function PlatformDecorationEditor({ pageId }: { pageId: number }) {
  return <DecorationEditorPage owner={platformDecoration} pageId={pageId} />;
}
