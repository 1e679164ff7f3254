import { sql } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { hashPassword } from "../infra/auth/password-hash.ts";
import { DEMO_STAFF_PASSWORD } from "./commerce.ts";

/** The demo staff of each seeded shop besides its owner `shop<id>`: user-name prefix, role, display name. */
export const DEMO_STAFF_ROLES = [
  { prefix: "ops", role: "operations", name: "运营 Operations" },
  { prefix: "ship", role: "fulfilment", name: "发货 Fulfilment" },
  { prefix: "cs", role: "service", name: "客服 Service" },
] as const;

/**
 * A staff member of each role for every seeded shop (`ops<id>`, `ship<id>`, `cs<id>` / souk1234),
 * so the seller center's roles can be tried at once. Idempotent: one insert that skips taken
 * names; shops opened through the application flow (their owner is no `shop<id>`) get none.
 */
export async function ensureStaffRolesDemo(ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  const [missing] = await ctx.database.query<{ n: number }>(
    `select count(*)::int as n from shop_staff o
     where o.role = 'owner' and o.user_name = 'shop' || o.shop_id
       and not exists (select 1 from shop_staff s where s.shop_id = o.shop_id and s.role <> 'owner')`,
  );
  if (!missing || Number(missing.n) === 0) return;
  const hash = await hashPassword(DEMO_STAFF_PASSWORD);
  for (const r of DEMO_STAFF_ROLES)
    await db.execute(sql`
      insert into shop_staff (shop_id, user_name, password_hash, role, name)
      select o.shop_id, ${r.prefix} || o.shop_id, ${hash}, ${r.role}, ${r.name}
      from shop_staff o
      where o.role = 'owner' and o.user_name = 'shop' || o.shop_id
        and not exists (select 1 from shop_staff s where s.shop_id = o.shop_id and s.role = ${r.role})
      on conflict do nothing`);
}
