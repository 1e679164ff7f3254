"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import type { FootprintItem } from "@souk/contract";
import { callApi } from "@/lib/api/browser-client";
import { recentBrowseEndpoint } from "@/lib/api/endpoints/chat";

/** The buyer's recently browsed products, loaded on demand, each one sendable as a product card. */
export function RecentBrowse({ disabled, onPick }: { disabled: boolean; onPick(prodId: number): void }) {
  const t = useTranslations("chat");
  const [items, setItems] = useState<FootprintItem[] | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <div className="border-t border-line bg-white px-3 py-1 text-sm">
      <button
        type="button"
        aria-expanded={open}
        disabled={disabled}
        onClick={async () => {
          setOpen((o) => !o);
          if (items === null) setItems(await callApi(recentBrowseEndpoint()));
        }}
        className="text-xs text-muted hover:text-brand"
      >
        {t("recentBrowse")}
      </button>
      {open && items ? (
        items.length === 0 ? (
          <p className="py-1 text-xs text-muted">{t("noRecent")}</p>
        ) : (
          <ul className="flex gap-2 overflow-x-auto py-1" data-testid="chat-recent">
            {items.map((p) => (
              <li key={p.footprintId}>
                <button
                  type="button"
                  className="w-28 truncate border border-line px-2 py-1 text-left text-xs hover:border-brand"
                  onClick={() => {
                    onPick(p.prodId);
                    setOpen(false);
                  }}
                  title={p.prodName}
                >
                  {p.prodName}
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}
