"use client";

import { PlusOutlined } from "@ant-design/icons";
import { AVATAR_MAX_BYTES } from "@souk/contract";
import { App, Upload } from "antd";
import { useTranslations } from "next-intl";
import { errorMessages } from "@/console/api/console-client";
import { useConsole } from "@/console/shell/console-context";
import { mediaUrl } from "@/lib/media/media-url";
import { uploadProductImage } from "../api/endpoints";

/** The shop's logo: one picture, uploaded to the API (re-encoded there, 2 MB at most), or none. */
export function LogoField({ value, onChange }: { value?: string; onChange?(path: string): void }) {
  const t = useTranslations("seller.settings");
  const { client } = useConsole();
  const { message } = App.useApp();
  return (
    <Upload
      listType="picture-card"
      accept="image/*"
      maxCount={1}
      fileList={value ? [{ uid: value, name: t("logo"), status: "done", url: mediaUrl(value) }] : []}
      showUploadList={{ showPreviewIcon: false }}
      onRemove={() => onChange?.("")}
      beforeUpload={(file) => {
        if (file.size > AVATAR_MAX_BYTES) {
          message.error(t("logoTooLarge"));
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={({ file, onSuccess, onError }) => {
        client.call(uploadProductImage(file as File)).then(
          (r) => {
            onChange?.(r.filePath);
            onSuccess?.(r);
          },
          (e: unknown) => {
            message.error(errorMessages(e)?.join(" ") ?? t("uploadFailed"));
            onError?.(e as Error);
          },
        );
      }}
      data-testid="logo-field"
    >
      {value ? null : (
        <button type="button" className="flex flex-col items-center gap-1">
          <PlusOutlined />
          <span>{t("upload")}</span>
        </button>
      )}
    </Upload>
  );
}
