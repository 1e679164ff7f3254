"use client";

import { MAX_ADDRESSES, type Address } from "@souk/contract";
import clsx from "clsx";
import { MapPin, Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { callApi } from "@/lib/api/browser-client";
import { addressListEndpoint, defaultAddressEndpoint, deleteAddressEndpoint } from "@/lib/api/endpoints/address";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState, Panel } from "@/components/ui/panel";
import { useApiData } from "@/lib/hooks/use-api-data";
import { AddressFormDialog } from "./address-form-dialog";

/** uc-address: the buyer's delivery addresses — list, add, edit, delete (confirmed), set default. */
export function UcAddressPage() {
  const t = useTranslations("address");
  const tu = useTranslations("userCenter");
  const list = useApiData(addressListEndpoint, "addresses");
  const [editing, setEditing] = useState<Address | "new" | null>(null);
  const addresses = list.data ?? [];

  const act = async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
    } catch {
      return;
    }
    toast.success(done);
    list.reload();
  };

  return (
    <Panel
      title={tu("pages.uc-address")}
      testId="uc-address"
      actions={
        <>
          <span className="text-muted">{t("count", { count: addresses.length, max: MAX_ADDRESSES })}</span>
          <button
            type="button"
            onClick={() => setEditing("new")}
            className="flex items-center gap-1 rounded-sm bg-brand px-3 py-1.5 text-white hover:bg-brand-dark"
            data-testid="address-add"
          >
            <Plus size={14} aria-hidden />
            {t("add")}
          </button>
        </>
      }
    >
      {list.status === "ready" && addresses.length === 0 ? (
        <EmptyState testId="address-empty">{t("empty")}</EmptyState>
      ) : null}
      <ul className="flex flex-col gap-3" data-testid="address-list">
        {addresses.map((a) => (
          <li
            key={a.addrId}
            className={clsx(
              "border px-5 py-4 text-xs",
              a.isDefault === 1 ? "border-brand/60 bg-brand/[0.03]" : "border-line",
            )}
            data-testid="address-item"
          >
            <div className="flex items-center gap-3">
              <MapPin size={14} className="text-brand" aria-hidden />
              <span className="text-sm font-semibold text-ink">{a.receiver}</span>
              <span className="text-subtle">{a.mobile}</span>
              {a.isDefault === 1 ? (
                <span
                  className="rounded-sm bg-brand px-1.5 py-0.5 text-[11px] text-white"
                  data-testid="address-default-badge"
                >
                  {t("default")}
                </span>
              ) : null}
            </div>
            <p className="mt-2 text-subtle">
              {a.province} {a.city} {a.area} {a.addr}
            </p>
            <div className="mt-3 flex justify-end gap-4">
              {a.isDefault !== 1 ? (
                <button
                  type="button"
                  className="text-subtle hover:text-brand"
                  onClick={() => void act(() => callApi(defaultAddressEndpoint(a.addrId)), t("defaultSet"))}
                  data-testid="address-make-default"
                >
                  {t("setAsDefault")}
                </button>
              ) : null}
              <button
                type="button"
                className="text-subtle hover:text-brand"
                onClick={() => setEditing(a)}
                data-testid="address-edit"
              >
                {t("edit")}
              </button>
              <ConfirmDialog
                title={t("deleteTitle")}
                description={t("deleteText", { receiver: a.receiver })}
                confirmLabel={t("delete")}
                onConfirm={() => act(() => callApi(deleteAddressEndpoint(a.addrId)), t("deleted"))}
                trigger={
                  <button type="button" className="text-subtle hover:text-brand" data-testid="address-delete">
                    {t("delete")}
                  </button>
                }
              />
            </div>
          </li>
        ))}
      </ul>
      {editing !== null ? (
        <AddressFormDialog
          address={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            toast.success(t("saved"));
            list.reload();
          }}
        />
      ) : null}
    </Panel>
  );
}
