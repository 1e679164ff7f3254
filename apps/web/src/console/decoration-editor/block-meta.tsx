import {
  AppstoreOutlined,
  BarsOutlined,
  BorderOuterOutlined,
  ColumnWidthOutlined,
  FireOutlined,
  FontSizeOutlined,
  GiftOutlined,
  LayoutOutlined,
  OrderedListOutlined,
  PictureOutlined,
  ShopOutlined,
  TableOutlined,
  ThunderboltOutlined,
  AimOutlined,
} from "@ant-design/icons";
import type { BlockType } from "@souk/contract";
import type { ReactNode } from "react";

/** The palette's icon of each block type (names are the `decorationEditor.blocks` messages). */
export const BLOCK_ICONS: Record<BlockType, ReactNode> = {
  shop_signs: <LayoutOutlined />,
  picture_by: <PictureOutlined />,
  auxiliary_interval: <ColumnWidthOutlined rotate={90} />,
  floor_title: <FontSizeOutlined />,
  goods_list: <AppstoreOutlined />,
  universal_hotspot: <AimOutlined />,
  store_list: <ShopOutlined />,
  limited_skill: <ThunderboltOutlined />,
  discount_coupon: <GiftOutlined />,
  goods_module1: <BorderOuterOutlined />,
  goods_module2: <BarsOutlined />,
  goods_module3: <TableOutlined />,
  goods_module4: <FireOutlined />,
  goods_module5: <OrderedListOutlined />,
};
