import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import type { AppContext } from "../context.ts";
import { shopApplications, users } from "../infra/db/schema/index.ts";
import { areaChain } from "../modules/area/service.ts";
import { shopApplyServiceOf } from "../modules/shop-apply/service.ts";

/**
 * Demo store applications, once (when there are none), so the platform's review has something on
 * a fresh start (`npm run mall -- shops pending`, `/admin/shop/apply/page`): one under review
 * (buyer `applicant1`, 13800000011) and one not passed with its reason (`applicant2`,
 * 13800000012) that the buyer can modify and resubmit. Both buyers sign in with SMS codes (the
 * sandbox shows them). The images are generated sample cards (Latin labels: the server's SVG
 * renderer may lack CJK fonts) stored like uploads: logo public, documents private.
 */
export const DEMO_APPLICANTS = [
  { userName: "applicant1", mobile: "13800000011", nickName: "开店申请人甲" },
  { userName: "applicant2", mobile: "13800000012", nickName: "开店申请人乙" },
] as const;

export async function ensureShopApplicationDemo(ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  const [has] = await db.select({ n: sql<number>`count(*)::int` }).from(shopApplications);
  if (Number(has?.n ?? 0) > 0) return;
  const svc = shopApplyServiceOf(ctx);
  const docs = svc.documents;
  const rows = [
    {
      shopName: "山野茶舍",
      intro: "专注云南普洱与滇红，茶园直采，支持品鉴装小份购买。",
      addr: "勐海县勐海镇茶城大道88号",
      ids: [53, 5328, 532822],
      color: "#2f7d4f",
      initials: "SY",
      status: 0,
      reason: "",
    },
    {
      shopName: "小鹿童装",
      intro: "原创设计童装，纯棉面料，适合0-8岁儿童日常穿着。",
      addr: "织里镇童装城东区12栋",
      ids: [33, 3305, 330502],
      color: "#c2577a",
      initials: "XL",
      status: -1,
      reason: "营业执照照片模糊，请重新上传清晰的营业执照。",
    },
  ];
  for (const [i, a] of DEMO_APPLICANTS.entries()) {
    await db
      .insert(users)
      .values({ userName: a.userName, mobile: a.mobile, nickName: a.nickName })
      .onConflictDoNothing();
    const [u] = await db.select({ userId: users.userId }).from(users).where(eq(users.mobile, a.mobile)).limit(1);
    if (!u) continue;
    const r = rows[i]!;
    const names = areaChain(r.ids[0]!, r.ids[1]!, r.ids[2]!);
    if (!names) continue;
    await db
      .insert(shopApplications)
      .values({
        userId: u.userId,
        shopName: r.shopName,
        mobile: a.mobile,
        provinceId: r.ids[0]!,
        province: names.province,
        cityId: r.ids[1]!,
        city: names.city,
        areaId: r.ids[2]!,
        area: names.area,
        addr: r.addr,
        intro: r.intro,
        shopLogo: await docs.storeLogo(await card(r.initials, r.color, 240, 240)),
        businessLicense: await docs.storeDoc(u.userId, await card("LICENSE · SAMPLE", "#b8860b", 800, 560)),
        identityCardFront: await docs.storeDoc(u.userId, await card("ID FRONT · SAMPLE", "#4a6fa5", 640, 400)),
        identityCardLater: await docs.storeDoc(u.userId, await card("ID BACK · SAMPLE", "#4a6fa5", 640, 400)),
        auditStatus: r.status,
        reason: r.reason,
        reviewedAt: r.status === 0 ? null : new Date(),
      })
      .onConflictDoNothing();
  }
}

/** A plain sample card (PNG) with a label: demo artwork, clearly not a real document. */
function card(label: string, color: string, width: number, height: number): Promise<Buffer> {
  const size = Math.round(Math.min(width, height) / 6);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" rx="16" fill="${color}"/>
    <text x="50%" y="50%" font-size="${size}" fill="#fff" text-anchor="middle" dominant-baseline="middle" font-family="sans-serif">${label}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
