"use client";

import { PlusOutlined } from "@ant-design/icons";
import { AVATAR_MAX_BYTES } from "@souk/contract";
import { App, Upload } from "antd";
import { useTranslations } from "next-intl";
import { errorMessages } from "@/console/api/console-client";
import { useConsole } from "@/console/shell/console-context";
import { mediaUrl } from "@/lib/media/media-url";
import { useEditor } from "./editor-context";

/**
 * A block's picture: uploaded through the console's upload (the API re-encodes it, 2 MB at most),
 * with the size the storefront shows it at.
 */
export function ImageInput({
  value,
  onChange,
  label,
  hint,
  testId,
}: {
  value: unknown;
  onChange(path: string): void;
  label: string;
  hint?: string;
  testId?: string;
}) {
  const t = useTranslations("decorationEditor");
  const { client } = useConsole();
  const { owner } = useEditor();
  const { message } = App.useApp();
  const path = typeof value === "string" ? value : "";
  return (
    <div className="flex items-end gap-3">
      <Upload
        listType="picture-card"
        accept="image/png,image/jpeg,image/webp,image/gif"
        maxCount={1}
        fileList={path ? [{ uid: path, name: label, status: "done", url: mediaUrl(path) }] : []}
        showUploadList={{ showPreviewIcon: false }}
        onRemove={() => onChange("")}
        beforeUpload={(file) => {
          if (file.size > AVATAR_MAX_BYTES) {
            message.error(t("imageTooLarge"));
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={({ file, onSuccess, onError }) => {
          client.call(owner.upload(file as File)).then(
            (r) => {
              onChange(r.filePath);
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
        {path ? null : (
          <button
            type="button"
            className="flex flex-col items-center gap-1 text-xs"
            aria-label={`${t("upload")} ${label}`}
          >
            <PlusOutlined aria-hidden />
            <span>{t("upload")}</span>
          </button>
        )}
      </Upload>
      {hint ? <p className="mb-2 text-xs text-gray-500">{t("sizeHint", { size: hint })}</p> : null}
    </div>
  );
}
