import { z } from "zod";

/*
 * The seller center's shop settings (`GET`/`PUT /m/shop/settings`): logo, introduction and
 * customer-service hours. The return address has its own route (`/m/shop/returnAddress`).
 */

const intro = z
  .string({ error: "v.shopSettingsIntro" })
  .trim()
  .refine((v) => Array.from(v).length <= 500 && !/[<>\p{Cc}]/u.test(v.replace(/\n/g, "")), {
    error: "v.shopSettingsIntro",
  });

const hhmm = /^([01]\d|2[0-3]):[0-5]\d$/;

export const shopSettingsBody = z.object({
  /** A picture path from `POST /m/file/upload` (re-encoded there), or "" for none. */
  logo: z
    .string({ error: "v.shopLogo" })
    .trim()
    .regex(/^(\/files\/[A-Za-z0-9/_.-]{1,200})?$/, { error: "v.shopLogo" }),
  introZh: intro,
  introEn: intro,
  /** "HH:mm-HH:mm" in mall time (start before end), or "" when not stated. */
  serviceHours: z
    .string({ error: "v.serviceHours" })
    .trim()
    .refine(
      (v) => {
        if (v === "") return true;
        const [a, b, ...rest] = v.split("-");
        return rest.length === 0 && hhmm.test(a ?? "") && hhmm.test(b ?? "") && a! < b!;
      },
      { error: "v.serviceHours" },
    ),
});
export type ShopSettingsBody = z.input<typeof shopSettingsBody>;

export const shopSettings = shopSettingsBody.extend({ shopId: z.number(), nameZh: z.string(), nameEn: z.string() });
export type ShopSettings = z.infer<typeof shopSettings>;
