import { SEED } from "./products.ts";
import { Rng } from "./rng.ts";
import { insertMany, type Exec } from "./sql.ts";

/**
 * Demo comments for the detail page's comments tab, from a few generated reviewers.
 *
 * Reviewers are buyers who can never sign in: no password hash, no mobile (so neither password,
 * SMS nor password-reset sign-in can reach them); their user names are reserved under the
 * `reviewer_` prefix. Deterministic: the same products always get the same comments, times are
 * relative to the seed time. Only the first COMMENTED_PRODUCTS products get comments, so large
 * benchmark seeds stay fast.
 */
export const COMMENTED_PRODUCTS = 2000;

export const REVIEWERS: readonly (readonly [userName: string, nickName: string])[] = [
  ["reviewer_01", "快乐小熊"],
  ["reviewer_02", "星空漫步"],
  ["reviewer_03", "柠檬不酸"],
  ["reviewer_04", "阿杰同学"],
  ["reviewer_05", "晴天娃娃"],
  ["reviewer_06", "咖啡续命"],
  ["reviewer_07", "Jessica W"],
  ["reviewer_08", "山河故人"],
  ["reviewer_09", "吃货一枚"],
  ["reviewer_10", "Tom Lee"],
  ["reviewer_11", "小鹿乱撞"],
  ["reviewer_12", "夜猫子"],
];

/** Comment texts by score band; a few in English, as on a bilingual mall. */
const GOOD = [
  "质量很好，做工精细，和描述的一样，物流也很快，非常满意！",
  "第二次回购了，一如既往的好用，推荐购买。",
  "包装很用心，没有任何破损，客服态度也很好。",
  "性价比很高，活动价入手很划算，家里人都说好。",
  "颜色很正，尺寸合适，用了一周没有任何问题。",
  "Great quality for the price, arrived in two days. Would buy again.",
  "外观漂亮，手感不错，细节处理得很好，五星好评。",
];
const MEDIUM = [
  "整体还可以，就是物流稍微慢了点。",
  "东西不错，但是包装有点简单，希望改进。",
  "和图片有一点色差，能接受，中规中矩吧。",
  "It works, but the instructions could be clearer.",
];
const BAD = [
  "用了几天就有点问题，联系客服处理中，希望尽快解决。",
  "实物和描述不太一样，有点失望。",
  "Not as described, the size runs small.",
];
const REPLIES = [
  "感谢您的支持与认可，期待您的再次光临！",
  "亲，非常抱歉给您带来不好的体验，客服会尽快与您联系处理。",
  "感谢您的反馈，我们会继续改进服务。",
];

interface CommentRow {
  prodId: number;
  skuId: number | null;
  userId: number;
  score: number;
  content: string;
  pics: string[];
  isAnonymous: boolean;
  replyContent: string | null;
  createdAt: Date;
  replyTime: Date | null;
}

function scoreOf(rng: Rng): number {
  const x = rng.next();
  return x < 0.62 ? 5 : x < 0.82 ? 4 : x < 0.91 ? 3 : x < 0.96 ? 2 : 1;
}

/** The comments of one product (0–12 of them), given its SKU ids and the reviewers' user ids. */
export function makeComments(
  prodId: number,
  skuIds: readonly number[],
  userIds: readonly number[],
  nowMs: number,
): CommentRow[] {
  const rng = Rng.for(SEED, 777_001, prodId);
  const n = rng.chance(0.15) ? 0 : rng.int(1, 12);
  const reviewers = rng.subset(userIds, n);
  return reviewers.map((userId) => {
    const score = scoreOf(rng);
    const pool = score >= 4 ? GOOD : score === 3 ? MEDIUM : BAD;
    const createdAt = new Date(nowMs - rng.int(1, 90 * 24) * 3_600_000 - rng.int(0, 3599) * 1000);
    const replied = score <= 3 ? rng.chance(0.7) : rng.chance(0.2);
    const pics = rng.chance(0.3)
      ? Array.from({ length: rng.int(1, 3) }, (_, i) => `/files/prod/${prodId}-${i + 1}.webp`)
      : [];
    return {
      prodId,
      skuId: skuIds.length ? rng.pick(skuIds) : null,
      userId,
      score,
      content: rng.pick(pool),
      pics,
      isAnonymous: rng.chance(0.2),
      replyContent: replied ? REPLIES[score >= 4 ? 0 : score === 3 ? 2 : 1]! : null,
      createdAt,
      replyTime: replied ? new Date(createdAt.getTime() + rng.int(1, 48) * 3_600_000) : null,
    };
  });
}

/** Creates the reviewers (idempotent) and the comments of the first COMMENTED_PRODUCTS products. */
export async function writeDemoComments(exec: Exec, now: Date): Promise<number> {
  // Users survive --reset (only the catalogue is emptied), so the reviewers may exist already.
  await exec(
    `insert into users (user_name, nick_name, pic)
     select u.user_name, u.nick_name, '/files/site/avatar.webp' from unnest($1::text[], $2::text[]) as u(user_name, nick_name)
     on conflict do nothing`,
    [REVIEWERS.map((r) => r[0]), REVIEWERS.map((r) => r[1])],
  );
  const users = await exec<{ user_id: number; user_name: string }>(
    "select user_id, user_name from users where user_name = any($1::text[]) order by user_name",
    [REVIEWERS.map((r) => r[0])],
  );
  const userIds = users.map((u) => u.user_id);
  const products = await exec<{ prod_id: number; sku_ids: number[] }>(
    `select p.prod_id, coalesce(array_agg(k.sku_id order by k.sku_id) filter (where k.sku_id is not null), '{}') as sku_ids
     from products p left join skus k on k.prod_id = p.prod_id
     where p.prod_id <= $1 group by p.prod_id order by p.prod_id`,
    [COMMENTED_PRODUCTS],
  );
  const rows = products.flatMap((p) => makeComments(p.prod_id, p.sku_ids, userIds, now.getTime()));
  await insertMany(
    exec,
    "product_comments",
    [
      { name: "prod_id", type: "int", value: (c) => c.prodId },
      { name: "sku_id", type: "int", value: (c) => c.skuId },
      { name: "user_id", type: "int", value: (c) => c.userId },
      { name: "score", type: "smallint", value: (c) => c.score },
      { name: "content", type: "text", value: (c) => c.content },
      { name: "pics", type: "jsonb", value: (c) => c.pics },
      { name: "is_anonymous", type: "bool", value: (c) => c.isAnonymous },
      { name: "reply_content", type: "text", value: (c) => c.replyContent },
      { name: "reply_time", type: "timestamptz", value: (c) => c.replyTime },
      { name: "created_at", type: "timestamptz", value: (c) => c.createdAt },
    ],
    rows,
  );
  return rows.length;
}
