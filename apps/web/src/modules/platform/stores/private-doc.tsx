"use client";

import { FileImageOutlined } from "@ant-design/icons";
import { Image, Skeleton } from "antd";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { buildUrl } from "@/lib/api/endpoint";
import { useConsole } from "@/console/shell/console-context";
import { SHOP_DOC_PATH } from "./endpoints";

/**
 * A private store document (business licence, ID card) shown as an image: the bytes are fetched
 * with the platform token (the route serves no one else and is never cached) and shown from an
 * object URL that is released when the image goes.
 */
export function PrivateDoc({ path, label }: { path: string; label: string }) {
  const t = useTranslations("platform.stores.applications");
  const { session } = useConsole();
  const locale = useLocale();
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!path) return;
    const ctrl = new AbortController();
    let url: string | null = null;
    fetch(buildUrl("/api", SHOP_DOC_PATH, { path }), {
      headers: { Authorization: session.token, "X-Requested-With": "XMLHttpRequest", "Accept-Language": locale },
      credentials: "omit",
      signal: ctrl.signal,
    })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        url = URL.createObjectURL(await res.blob());
        setSrc(url);
      })
      .catch((e: Error) => {
        if (e.name !== "AbortError") setFailed(true);
      });
    return () => {
      ctrl.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [path, session.token, locale]);
  return (
    <figure className="m-0 flex flex-col items-center gap-1" data-testid="private-doc">
      {failed || !path ? (
        <div className="flex h-[120px] w-[180px] items-center justify-center rounded border border-dashed text-gray-400">
          <FileImageOutlined /> <span className="ml-1 text-xs">{t("docMissing")}</span>
        </div>
      ) : src ? (
        <Image src={src} alt={label} width={180} height={120} className="rounded border object-contain" />
      ) : (
        <Skeleton.Image active />
      )}
      <figcaption className="text-xs text-gray-500">{label}</figcaption>
    </figure>
  );
}
