"use client";

import { merchantProductBody } from "@souk/contract";
import { App, Form } from "antd";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { errorMessages } from "@/console/api/console-client";
import { useConsole } from "@/console/shell/console-context";
import { useConsoleQuery } from "@/console/table/use-console-query";
import { useRouter } from "@/i18n/navigation";
import { useValidationText } from "@/lib/forms/validation-text";
import {
  brandsOf,
  createProduct,
  prodTagList,
  setProdTagProducts,
  setProductStatus,
  shopGroups,
  updateProduct,
} from "../api/endpoints";
import { groupsHolding, membershipChanges } from "./group-membership";
import { productBody, type ProductBasics } from "./product-body";
import { skuMatrix, type SkuRow, type SpecDimension } from "./sku-matrix";

export interface EditorStart {
  prodId?: number;
  /** The shelf status the product has now (0 for a new one). */
  status: number;
  /** Why the platform took it off the shelf (saving an edit clears it); absent when it did not. */
  takedownReason?: string | null;
  basics: ProductBasics;
  dimensions: SpecDimension[];
  rows: SkuRow[];
  pictures: string[];
}

/**
 * The product editor's state: basic fields in the antd form, the spec dimensions with the SKU
 * table they generate, the pictures in order; saving checks the whole body with the contract's
 * schema (the API's own messages) before sending it, then puts it on or off the shelf.
 */
export function useProductEditor(start: EditorStart) {
  const t = useTranslations("seller.productForm");
  const tx = useTranslations("seller.productExtras");
  const tc = useTranslations("console");
  const text = useValidationText();
  const { client, session } = useConsole();
  const { message } = App.useApp();
  const router = useRouter();
  const [form] = Form.useForm<ProductBasics>();
  const [dimensions, setDimensionsState] = useState(start.dimensions);
  const [rows, setRows] = useState(start.rows);
  const [pictures, setPictures] = useState(start.pictures);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const category = Form.useWatch("category", form) ?? start.basics.category;
  const leaf = category?.length === 3 ? category[2] : undefined;
  const brands = useConsoleQuery(`brands:${leaf ?? 0}`, (signal) =>
    leaf ? client.call(brandsOf(leaf), { signal }) : Promise.resolve([]),
  );

  const groups = useConsoleQuery(`shop-groups:${session.shopId ?? 0}`, (signal) =>
    session.shopId ? client.call(shopGroups(session.shopId), { signal }) : Promise.resolve([]),
  );

  // The home product groups (`/m/prodTag`): the ones holding the product until the user changes the choice.
  const homeGroups = useConsoleQuery("prod-tags", (signal) => client.call(prodTagList(), { signal }));
  const [chosenGroups, setHomeGroupIds] = useState<number[] | null>(null);
  const homeGroupIds =
    chosenGroups ?? (start.prodId && homeGroups.data ? groupsHolding(homeGroups.data, start.prodId) : []);

  /** Puts the product in exactly the chosen groups, against the groups' lists as they are now. */
  async function saveGroups(prodId: number) {
    if (chosenGroups === null) return;
    try {
      const now = await client.call(prodTagList());
      for (const c of membershipChanges(now, prodId, chosenGroups))
        await client.call(setProdTagProducts(c.tagId, c.prodIds));
    } catch (e) {
      message.warning(tx("groupsFailed", { reason: errorMessages(e)?.join(" ") ?? tc("tryAgainLater") }));
    }
  }

  function setDimensions(next: SpecDimension[]) {
    setDimensionsState(next);
    setRows((old) => skuMatrix(next, old));
  }

  function updateRow(key: string, patch: Partial<SkuRow>) {
    setRows((old) => old.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  }

  async function save() {
    setProblem(null);
    let basics: ProductBasics;
    try {
      basics = await form.validateFields();
    } catch {
      return; // the fields show their own messages
    }
    const body = productBody(basics, dimensions, rows, pictures);
    const parsed = merchantProductBody.safeParse(body);
    if (!parsed.success) {
      setProblem(text(parsed.error.issues[0]?.message) ?? tc("tryAgainLater"));
      return;
    }
    setSaving(true);
    try {
      const prodId = start.prodId ?? (await client.call(createProduct(body))).prodId;
      if (start.prodId) await client.call(updateProduct(start.prodId, body));
      const status = basics.onShelf ? 1 : 0;
      if (status !== start.status) await client.call(setProductStatus(prodId, status));
      await saveGroups(prodId);
      message.success(t("saved"));
      router.push("/seller/products");
    } catch (e) {
      setProblem(errorMessages(e)?.join(" ") ?? tc("tryAgainLater"));
      setSaving(false);
    }
  }

  return {
    form,
    brands: brands.data ?? [],
    groups: groups.data ?? [],
    homeGroups: homeGroups.data ?? [],
    homeGroupIds,
    setHomeGroupIds,
    dimensions,
    setDimensions,
    rows,
    updateRow,
    pictures,
    setPictures,
    problem,
    saving,
    save,
  };
}
