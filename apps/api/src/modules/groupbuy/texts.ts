/** The group buy's messages (spec part 6: 'Event not started', 'The event has ended'; the rest in its style). */
export const GROUP_TEXT = {
  notStarted: { zh: "活动未开始", en: "Event not started" },
  ended: { zh: "活动已结束", en: "The event has ended" },
  notFound: { zh: "拼团活动不存在", en: "The group buy does not exist" },
  teamNotFound: { zh: "该团不存在", en: "The group does not exist" },
  teamFull: { zh: "该团已满员，请参加其他团或自己开团", en: "This group is full, join another or start a new one" },
  teamExpired: {
    zh: "该团已过期，请参加其他团或自己开团",
    en: "This group has expired, join another or start a new one",
  },
  alreadyInTeam: { zh: "您已在该团中，不能重复参团", en: "You are already in this group" },
  limit: (max: number) => ({
    zh: `每单限购${max}件`,
    en: `You can buy at most ${max} per order`,
  }),
  unavailable: { zh: "商品已下架", en: "The product is off the shelf" },
  notOwnProduct: { zh: "商品不存在或不属于本店", en: "The product does not exist or is not the shop's" },
  /** The description of the automatic refund of a group that was not formed (after-sales list). */
  refundDesc: "拼团未成团，系统自动退款 / The group was not formed: refunded automatically",
} as const;
