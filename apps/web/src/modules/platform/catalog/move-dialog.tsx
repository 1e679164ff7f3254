"use client";

import type { PlatformCategory } from "@souk/contract";
import { Alert, Form, Modal, Select } from "antd";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { moveTargets } from "./category-tree";
import { moveCategory } from "./endpoints";
import { useSave } from "./use-save";

/** Moves a category under another parent of the grade above (a third-level one under another second-level one). */
export function MoveDialog({
  tree,
  category,
  name,
  onClose,
}: {
  tree: PlatformCategory[];
  category: PlatformCategory | null;
  name(c: PlatformCategory): string;
  onClose(saved: boolean): void;
}) {
  const t = useTranslations("platform.catalog.categories");
  const [parentId, setParentId] = useState<number | undefined>();
  // Mounted afresh for each category (the page keys it), so the choice and any refusal start empty.
  const saver = useSave();
  const options = category ? moveTargets(tree, category, name) : [];
  return (
    <Modal
      open={category !== null}
      title={category ? t("moveTitle", { name: name(category) }) : ""}
      okText={t("move")}
      cancelText={t("cancel")}
      okButtonProps={{ disabled: parentId === undefined, loading: saver.saving }}
      onOk={async () => {
        if (!category || parentId === undefined) return;
        if ((await saver.send(moveCategory(category.categoryId, parentId), t("moved"))) !== undefined) onClose(true);
      }}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <p className="mb-3 text-gray-600">{t("moveHint")}</p>
      <Form layout="vertical">
        <Form.Item label={t("newParent")} htmlFor="move-parent">
          <Select
            id="move-parent"
            showSearch={{ optionFilterProp: "label" }}
            value={parentId}
            onChange={setParentId}
            options={options}
            placeholder={t("newParentHint")}
            notFoundContent={t("noTargets")}
            data-testid="move-parent"
          />
        </Form.Item>
      </Form>
      {saver.problem ? <Alert type="error" showIcon title={saver.problem} /> : null}
    </Modal>
  );
}
