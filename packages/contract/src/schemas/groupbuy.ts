import { z } from "zod";
import { pageQuery } from "../pagination.ts";
import { addressView } from "./address.ts";
import { remarksSchema } from "./order.ts";
import { idSchema, integerInput, jsonInteger } from "../validation.ts";

/*
 * Group buy (拼团, mall4cloud §3.15): `/ua/group_activity/...` public, `/p/group_order/...` the
 * buyer's purchase, `/m/group_activity/...` the shop's. Prices on the wire in yuan (views), in fen
 * integers in the merchant body. Activity state on server time (mall4cloud AppGroupActivityStatus):
 * 1 not started, 2 running, 3 ended. Group (team) status (TeamStatusEnum): 1 waiting, 2 success, 3 failed.
 */
export const GroupActivityState = { NOT_STARTED: 1, RUNNING: 2, ENDED: 3 } as const;
export type GroupActivityStateValue = (typeof GroupActivityState)[keyof typeof GroupActivityState];
export const GroupTeamStatus = { WAITING: 1, SUCCESS: 2, FAILED: 3 } as const;
export type GroupTeamStatusValue = (typeof GroupTeamStatus)[keyof typeof GroupTeamStatus];

export const groupSkuView = z.object({
  groupSkuId: z.number(),
  skuId: z.number(),
  skuName: z.string(),
  /** yuan */
  groupPrice: z.number(),
  /** The SKU's normal price (yuan). */
  price: z.number(),
  /** The SKU's ordinary stock. */
  stock: z.number(),
});
export type GroupSkuView = z.infer<typeof groupSkuView>;

/** A group-buy activity as the cards of `/group-buy` and its detail show it. */
export const groupActivityView = z.object({
  groupActivityId: z.number(),
  shopId: z.number(),
  shopName: z.string(),
  prodId: z.number(),
  prodName: z.string(),
  pic: z.string(),
  activityName: z.string(),
  /** yyyy-MM-dd HH:mm:ss (China time). */
  startTime: z.string(),
  endTime: z.string(),
  /** 1 not started, 2 running, 3 ended. */
  activityStatus: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /** Buyers per group. */
  groupNumber: z.number(),
  /** How long an open group waits for members, minutes. */
  groupValidMinutes: z.number(),
  /** Most pieces per order. */
  maxNum: z.number(),
  /** Lowest group price and the normal price of that SKU (yuan). */
  groupPrice: z.number(),
  price: z.number(),
  /** Groups waiting for members now. */
  openGroups: z.number(),
  /** Seconds until the start (not started) / the end (running), else 0. */
  startIn: z.number(),
  expiresIn: z.number(),
  skus: z.array(groupSkuView),
});
export type GroupActivityView = z.infer<typeof groupActivityView>;

/** `GET /m/group_activity/page`: a group buy as the shop edits it (both names). */
export const merchantGroupActivityView = groupActivityView.extend({
  activityNameZh: z.string(),
  activityNameEn: z.string(),
});
export type MerchantGroupActivityView = z.infer<typeof merchantGroupActivityView>;

/** An open group to join (mall4cloud AppGroupTeamVO). */
export const groupTeamView = z.object({
  groupTeamId: z.number(),
  groupActivityId: z.number(),
  groupNumber: z.number(),
  joinNum: z.number(),
  /** 1 waiting, 2 success, 3 failed. */
  status: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /** The buyer who started it (masked nickname). */
  leaderNickName: z.string(),
  /** yyyy-MM-dd HH:mm:ss; seconds left on server time. */
  endTime: z.string(),
  expiresIn: z.number(),
});
export type GroupTeamView = z.infer<typeof groupTeamView>;

/** `/ma/group_activity/info`: the activity, its open groups and (signed in) the buyer's own open group. */
export const groupActivityDetail = groupActivityView.extend({
  teams: z.array(groupTeamView),
  /** The open group the signed-in buyer is in, else null. */
  myTeamId: z.number().nullable(),
});
export type GroupActivityDetail = z.infer<typeof groupActivityDetail>;

export const groupActivityIdQuery = z.object({ groupActivityId: idSchema });
export const groupActivityIdParams = z.object({ groupActivityId: idSchema });
export const groupActivityPageQuery = pageQuery;
export const groupTeamsQuery = z.object({
  groupActivityId: idSchema,
  showSize: z.preprocess(integerInput, z.coerce.number({ error: "v.positiveInt" }).int().min(1).max(50).default(10)),
});

const bodyId = z.preprocess(
  jsonInteger,
  z
    .number({ error: "v.positiveInt" })
    .int({ error: "v.positiveInt" })
    .min(1, { error: "v.positiveInt" })
    .max(2_147_483_647, { error: "v.positiveInt" }),
);
const count = z.preprocess(
  jsonInteger,
  z.number({ error: "v.seckillCount" }).int({ error: "v.seckillCount" }).min(1, { error: "v.seckillCount" }).max(99, {
    error: "v.seckillCount",
  }),
);
/** 0 = start a new group (mall4cloud SubmitGroupOrderDTO.groupTeamId), else the group to join. */
const teamId = z.preprocess(
  jsonInteger,
  z
    .number({ error: "v.positiveInt" })
    .int({ error: "v.positiveInt" })
    .min(0, { error: "v.positiveInt" })
    .max(2_147_483_647, { error: "v.positiveInt" }),
);

/** `POST /p/group_order/confirm`: price a group purchase (nothing is reserved). */
export const groupConfirmBody = z.object({
  groupSkuId: bodyId,
  count,
  groupTeamId: teamId.default(0),
  addrId: bodyId.optional(),
});
/** `POST /p/group_order/submit`: create the unpaid order that starts (0) or joins a group when paid. */
export const groupSubmitBody = z.object({
  groupSkuId: bodyId,
  count,
  groupTeamId: teamId.default(0),
  addrId: bodyId,
  remarks: remarksSchema.optional(),
});

export const groupConfirmView = z.object({
  activity: groupActivityView,
  groupSkuId: z.number(),
  skuName: z.string(),
  count: z.number(),
  /** The group joined (null: a new group is started). */
  team: groupTeamView.nullable(),
  /** yuan */
  groupPrice: z.number(),
  total: z.number(),
  /** Freight by the shop's template for the address; 0 for a shop without one (拼团包邮, ADR 0022, 0044). */
  transfee: z.number(),
  actualTotal: z.number(),
  userAddr: addressView.nullable(),
  /** False when the shop does not deliver to the address (no freight then; submit refuses: A00029). */
  deliverable: z.boolean(),
});
export type GroupConfirmView = z.infer<typeof groupConfirmView>;

const fen = z.preprocess(
  jsonInteger,
  z
    .number({ error: "v.groupPrice" })
    .int({ error: "v.groupPrice" })
    .min(1, { error: "v.groupPrice" })
    .max(100_000_000, { error: "v.groupPrice" }),
);
const time = z.coerce.date({ error: "v.discountTime" });
const name = (max: number) =>
  z
    .string({ error: "v.discountName" })
    .trim()
    .min(1, { error: "v.discountName" })
    .max(max, { error: "v.discountName" });

/**
 * `POST /m/group_activity` and `PUT /m/group_activity/{groupActivityId}` (an activity not ended; once
 * it runs, its product and start stay): one product, group size, group prices in fen, how long an open group waits. */
export const groupActivityBody = z
  .object({
    nameZh: name(30),
    nameEn: name(60),
    prodId: bodyId,
    startTime: time,
    endTime: time,
    groupNumber: z.preprocess(
      jsonInteger,
      z
        .number({ error: "v.groupNumber" })
        .int({ error: "v.groupNumber" })
        .min(2, { error: "v.groupNumber" })
        .max(50, { error: "v.groupNumber" }),
    ),
    groupValidMinutes: z.preprocess(
      jsonInteger,
      z
        .number({ error: "v.groupValidMinutes" })
        .int({ error: "v.groupValidMinutes" })
        .min(1, { error: "v.groupValidMinutes" })
        .max(10_080, { error: "v.groupValidMinutes" }),
    ),
    maxNum: z.preprocess(
      jsonInteger,
      z
        .number({ error: "v.seckillCount" })
        .int({ error: "v.seckillCount" })
        .min(1, { error: "v.seckillCount" })
        .max(99, {
          error: "v.seckillCount",
        }),
    ),
    skus: z
      .array(z.object({ skuId: bodyId, groupPrice: fen }), { error: "v.groupSkus" })
      .min(1, { error: "v.groupSkus" })
      .max(50, { error: "v.groupSkus" }),
  })
  .refine((b) => b.endTime.getTime() > b.startTime.getTime(), { error: "v.discountTime", path: ["endTime"] })
  .refine((b) => new Set(b.skus.map((s) => s.skuId)).size === b.skus.length, {
    error: "v.groupSkus",
    path: ["skus"],
  });
export type GroupActivityBody = z.infer<typeof groupActivityBody>;
