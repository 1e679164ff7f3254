"use client";

import { PlusOutlined } from "@ant-design/icons";
import { AVATAR_MAX_BYTES } from "@souk/contract";
import { App, Button, Upload, type UploadFile } from "antd";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { errorMessages } from "@/console/api/console-client";
import { useConsole } from "@/console/shell/console-context";
import { mediaUrl } from "@/lib/media/media-url";
import { uploadProductImage } from "../api/endpoints";

/** At most 9 pictures per product; the first is the main picture. */
export const MAX_PICTURES = 9;

/**
 * The product's pictures in their order: each upload goes to the API (re-encoded there, 2 MB at
 * most) and is added at the end; a picture can be moved one place earlier or removed.
 */
export function PictureField({
  value,
  onChange,
}: {
  value: string[];
  /** Takes an update of the current list: uploads finish in any order, each must see the others. */
  onChange(update: (current: string[]) => string[]): void;
}) {
  const t = useTranslations("seller.productForm");
  const tc = useTranslations("console");
  const { client } = useConsole();
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(0);
  const files: UploadFile[] = value.map((path, i) => ({
    uid: path,
    name: t("pictureN", { n: i + 1 }),
    status: "done",
    url: mediaUrl(path),
  }));
  const moveEarlier = (i: number) =>
    onChange((current) => {
      const next = [...current];
      [next[i - 1], next[i]] = [next[i]!, next[i - 1]!];
      return next;
    });
  return (
    <div data-testid="picture-field">
      <Upload
        listType="picture-card"
        accept="image/*"
        multiple
        fileList={files}
        showUploadList={{ showPreviewIcon: false }}
        onRemove={(f) => onChange((current) => current.filter((p) => p !== f.uid))}
        beforeUpload={(file) => {
          if (file.size > AVATAR_MAX_BYTES) {
            message.error(t("pictureTooLarge"));
            return Upload.LIST_IGNORE;
          }
          return value.length + uploading < MAX_PICTURES ? true : Upload.LIST_IGNORE;
        }}
        customRequest={async ({ file, onSuccess, onError }) => {
          setUploading((n) => n + 1);
          try {
            const { filePath } = await client.call(uploadProductImage(file as File));
            onChange((current) => (current.length < MAX_PICTURES ? [...current, filePath] : current));
            onSuccess?.(filePath);
          } catch (e) {
            message.error(errorMessages(e)?.join(" ") ?? tc("tryAgainLater"));
            onError?.(e as Error);
          } finally {
            setUploading((n) => n - 1);
          }
        }}
        itemRender={(node, file) => {
          const i = value.indexOf(file.uid);
          return (
            <div className="relative h-full w-full">
              {node}
              {i > 0 ? (
                <Button
                  size="small"
                  className="!absolute bottom-0 left-0"
                  aria-label={t("moveEarlier", { n: i + 1 })}
                  onClick={() => moveEarlier(i)}
                >
                  ←
                </Button>
              ) : null}
            </div>
          );
        }}
      >
        {value.length + uploading < MAX_PICTURES ? (
          <span className="flex flex-col items-center gap-1">
            <PlusOutlined aria-hidden />
            {t("upload")}
          </span>
        ) : null}
      </Upload>
      <p className="text-gray-500">{t("pictureHint", { max: MAX_PICTURES })}</p>
    </div>
  );
}
