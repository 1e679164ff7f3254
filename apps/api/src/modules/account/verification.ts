import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull, lt } from "drizzle-orm";
import { SMS_CODE_TTL_SECONDS, SMS_RESEND_SECONDS, type Locale, type SmsType } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { smsCodes } from "../../infra/db/schema/index.ts";
import { AppError } from "../../infra/http/app-error.ts";
import type { SmsProvider } from "../../infra/sms/index.ts";
import { mallDate, nowMs } from "../../infra/time.ts";
import { VERIFICATION_TEXT } from "./texts.ts";

/**
 * Limits of SMS verification codes (issue 4; ASVS 6.5.1/6.5.5/6.6.3; attack checklist 30).
 * Counters are fixed windows in ctx.kv (Redis in the scaled mode, so every replica shares them).
 */
export const SMS_LIMITS = {
  /** One send per phone per 60 s (any purpose). */
  resendSeconds: SMS_RESEND_SECONDS,
  /** A code is valid 5 minutes, once. */
  ttlSeconds: SMS_CODE_TTL_SECONDS,
  /** Sends per phone per mall (China) calendar day. */
  dailyPerPhone: 10,
  /** Sends per hour for the whole mall: a brake on SMS pumping across many phones and IPs. */
  hourlyGlobal: 3000,
  /** Wrong codes per phone before further checks are refused... */
  maxWrongTries: 10,
  /** ...within this window, which is also how long the lock lasts after the 10th. */
  wrongWindowSeconds: 30 * 60,
} as const;

const DAY_TTL_SECONDS = 26 * 3600; // a calendar-day key lives past its day, whatever hour it started

/** Codes are stored as a hash bound to phone and purpose; a database dump does not show usable codes at a glance. */
function codeHash(mobile: string, type: SmsType, code: string): string {
  return createHash("sha256").update(`${mobile}|${type}|${code}`).digest("hex");
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && timingSafeEqual(x, y);
}

export interface SendOptions {
  ip: string;
  locale: Locale;
  /**
   * false: apply every throttle exactly as for a real send, but store and deliver nothing.
   * Used where sending would reveal whether a phone has an account (password reset).
   */
  deliver?: boolean;
}

/**
 * Sends and verifies SMS codes for one purpose at a time. A code verifies only for the phone
 * and purpose it was sent for, once, within 5 minutes; a newer code for the same phone and
 * purpose replaces the older one.
 */
export class VerificationCodes {
  constructor(
    private readonly ctx: AppContext,
    private readonly provider: () => SmsProvider,
  ) {}

  async send(type: SmsType, mobile: string, opts: SendOptions): Promise<void> {
    // Fails closed while Redis is down (503 + Retry-After): every message costs money and the
    // quotas below are what stop SMS bombing; per-process counters would start from zero on
    // every replica at every outage (docs/adr, Redis outages).
    const kv = this.ctx.kv.strict;
    const now = nowMs(this.ctx);
    await this.assertChecksAllowed(mobile);
    // The cooldown goes first so that a rejected early resend does not use up the daily quota.
    if (!(await kv.setNx(`sms:cool:${mobile}`, "1", SMS_LIMITS.resendSeconds)))
      throw limited(VERIFICATION_TEXT.tooSoon);
    const day = mallDate(now);
    if ((await kv.incr(`sms:day:m:${day}:${mobile}`, DAY_TTL_SECONDS)) > SMS_LIMITS.dailyPerPhone)
      throw limited(VERIFICATION_TEXT.phoneDaily);
    if ((await kv.incr(`sms:day:ip:${day}:${opts.ip}`, DAY_TTL_SECONDS)) > this.ctx.config.smsDailyPerIp)
      throw limited(VERIFICATION_TEXT.ipDaily);
    if ((await kv.incr(`sms:hour:${Math.floor(now / 3_600_000)}`, 3600)) > SMS_LIMITS.hourlyGlobal)
      throw limited(VERIFICATION_TEXT.busy);
    if (opts.deliver === false) return;

    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    const db = this.ctx.database.db;
    const at = new Date(now);
    const id = await db.transaction(async (tx) => {
      await tx
        .update(smsCodes)
        .set({ invalidatedAt: at })
        .where(
          and(
            eq(smsCodes.mobile, mobile),
            eq(smsCodes.type, type),
            isNull(smsCodes.usedAt),
            isNull(smsCodes.invalidatedAt),
          ),
        );
      // Housekeeping: this phone's rows older than a day are of no use any more.
      await tx
        .delete(smsCodes)
        .where(and(eq(smsCodes.mobile, mobile), lt(smsCodes.createdAt, new Date(now - 86_400_000))));
      const [row] = await tx
        .insert(smsCodes)
        .values({
          mobile,
          type,
          codeHash: codeHash(mobile, type, code),
          ip: opts.ip,
          createdAt: at,
          expiresAt: new Date(now + SMS_LIMITS.ttlSeconds * 1000),
        })
        .returning({ id: smsCodes.id });
      return row!.id;
    });
    try {
      await this.provider().send({ mobile, type, code, minutes: SMS_LIMITS.ttlSeconds / 60, locale: opts.locale });
    } catch (err) {
      // Nothing was delivered: the code must not verify, and the buyer may retry at once.
      await db.update(smsCodes).set({ invalidatedAt: at }).where(eq(smsCodes.id, id));
      await kv.del(`sms:cool:${mobile}`);
      throw Object.assign(new AppError("A00001", VERIFICATION_TEXT.sendFailed, null, 503), { cause: err });
    }
  }

  /**
   * Consumes the code or throws: A00006 (400) when wrong, expired, used or replaced; B00016
   * (429) once the phone has had maxWrongTries wrong codes in the window.
   */
  async verify(type: SmsType, mobile: string, code: string): Promise<void> {
    await this.assertChecksAllowed(mobile);
    const now = new Date(nowMs(this.ctx));
    const db = this.ctx.database.db;
    const [row] = await db
      .select({ id: smsCodes.id, codeHash: smsCodes.codeHash })
      .from(smsCodes)
      .where(
        and(
          eq(smsCodes.mobile, mobile),
          eq(smsCodes.type, type),
          isNull(smsCodes.usedAt),
          isNull(smsCodes.invalidatedAt),
          gt(smsCodes.expiresAt, now),
        ),
      )
      .orderBy(desc(smsCodes.createdAt))
      .limit(1);
    if (row && sameHash(row.codeHash, codeHash(mobile, type, code))) {
      // Single use even under concurrency: only one request can flip usedAt from null.
      const used = await db
        .update(smsCodes)
        .set({ usedAt: now })
        .where(and(eq(smsCodes.id, row.id), isNull(smsCodes.usedAt)))
        .returning({ id: smsCodes.id });
      if (used.length === 1) return;
    }
    await this.ctx.kv.incr(`sms:wrong:${mobile}`, SMS_LIMITS.wrongWindowSeconds);
    throw new AppError("A00006", VERIFICATION_TEXT.wrong);
  }

  private async assertChecksAllowed(mobile: string): Promise<void> {
    const wrong = Number((await this.ctx.kv.get(`sms:wrong:${mobile}`)) ?? 0);
    if (wrong >= SMS_LIMITS.maxWrongTries) throw limited(VERIFICATION_TEXT.locked);
  }
}

function limited(text: { zh: string; en: string }): AppError {
  return new AppError("B00016", text, null, 429);
}
