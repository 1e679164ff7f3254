"use client";

import { QRCodeSVG } from "qrcode.react";
import { Smartphone } from "lucide-react";
import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { useShellData } from "@/lib/shell/shell-data";

const noop = () => () => {};

/** Mobile-mall QR: the configured image (pcQrcodeImg), else a QR code of this site's address. */
export function MobileMallQr({ className }: { className?: string }) {
  const t = useTranslations("topBar");
  const image = useShellData().webConfig?.pcQrcodeImg?.trim();
  const origin = useSyncExternalStore(
    noop,
    () => window.location.origin,
    () => "",
  );

  return (
    <Popover>
      <PopoverTrigger className={className} data-testid="topbar-mobile-mall">
        <Smartphone size={13} className="mr-0.5 inline text-brand" aria-hidden />
        {t("mobileMall")}
      </PopoverTrigger>
      <PopoverContent align="end" className="flex w-[150px] flex-col items-center gap-2">
        {image ? (
          // A plain img: the image lives on the API host in any size, next/image would need its domain.
          <img
            src={image}
            alt={t("mobileMallQrAlt")}
            width={120}
            height={120}
            className="size-[120px] object-contain"
          />
        ) : origin ? (
          <QRCodeSVG value={origin} size={120} role="img" aria-label={t("mobileMallQrAlt")} />
        ) : null}
        <p className="text-center text-muted">{t("mobileMallHint")}</p>
      </PopoverContent>
    </Popover>
  );
}
