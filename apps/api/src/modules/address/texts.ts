import { MAX_ADDRESSES } from "@souk/contract";

export const ADDRESS_TEXT = {
  tooMany: {
    zh: `收货地址最多保存${MAX_ADDRESSES}个，请删除不用的地址后再添加`,
    en: `You can keep at most ${MAX_ADDRESSES} addresses; please delete one you no longer use first`,
  },
  notFound: { zh: "收货地址不存在", en: "The address does not exist" },
  areaError: { zh: "地区操作错误", en: "Area operation error" },
} as const;
