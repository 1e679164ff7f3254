export const NO_GROUP_TEXT = { zh: "商品分组不存在", en: "The product group does not exist" };

/** The shop's product groups (`/m/prodTag`, `npm run mall -- tags`). */
export const TAG_TEXT = {
  /** The refused product ids (one id or several). */
  notOwnProducts: (refused: number[] | number) => {
    const ids = Array.isArray(refused) ? refused : [refused];
    return {
      zh: `商品 ${ids.join("、")} 不是本店的商品`,
      en: `Product${ids.length > 1 ? "s" : ""} ${ids.join(", ")} ${ids.length > 1 ? "are" : "is"} not your shop's`,
    };
  },
} as const;
