"use client";

import { PlusOutlined } from "@ant-design/icons";
import { AVATAR_MAX_BYTES } from "@souk/contract";
import { App, Upload } from "antd";
import { useTranslations } from "next-intl";
import { errorMessages } from "@/console/api/console-client";
import { useConsole } from "@/console/shell/console-context";
import { mediaUrl } from "@/lib/media/media-url";
import { uploadSiteImage } from "./endpoints";

/** One site image (logo, QR code, favicon): uploaded to the API (re-encoded there, 2 MB at most). */
export function SiteImageField({
  value,
  onChange,
  label,
  testId,
}: {
  value?: string;
  onChange?(path: string): void;
  label: string;
  testId?: string;
}) {
  const t = useTranslations("platform.content.webConfig");
  const { client } = useConsole();
  const { message } = App.useApp();
  return (
    <Upload
      listType="picture-card"
      accept="image/*"
      maxCount={1}
      fileList={value ? [{ uid: value, name: label, status: "done", url: mediaUrl(value) }] : []}
      showUploadList={{ showPreviewIcon: false }}
      onRemove={() => onChange?.("")}
      beforeUpload={(file) => {
        if (file.size > AVATAR_MAX_BYTES) {
          message.error(t("imageTooLarge"));
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={({ file, onSuccess, onError }) => {
        client.call(uploadSiteImage(file as File)).then(
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
      data-testid={testId}
    >
      {value ? null : (
        <button type="button" className="flex flex-col items-center gap-1" aria-label={label}>
          <PlusOutlined />
          <span>{t("upload")}</span>
        </button>
      )}
    </Upload>
  );
}
