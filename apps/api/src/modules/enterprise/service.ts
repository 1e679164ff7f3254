import type { EnterpriseApplication, EnterpriseApplyBody, Locale } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { notFound, showFail } from "../../infra/http/app-error.ts";
import { perContext } from "../../infra/per-context.ts";
import { mallDateTime, nowMs } from "../../infra/time.ts";
import * as q from "./queries.ts";
import { ENTERPRISE_TEXT } from "./texts.ts";

/**
 * Enterprise purchasing (`/EnterpriseUsers`): companies buying for their staff or offices, with VAT
 * invoices made out to the unit. The buyer applies once (a rejected application may be sent again);
 * the platform approves or rejects with a reason. States: 0 under review → 1 passed | -1 not passed
 * → (resubmitted) 0.
 */
export class EnterpriseService {
  constructor(private readonly ctx: AppContext) {}

  private view(r: q.EnterpriseRow, locale: Locale): EnterpriseApplication {
    const status = r.status === 1 ? 1 : r.status === -1 ? -1 : 0;
    return {
      applyId: r.applyId,
      userId: r.userId,
      companyName: r.companyName,
      creditCode: r.creditCode,
      contactName: r.contactName,
      phone: r.phone,
      purpose: r.purpose,
      status,
      statusText: ENTERPRISE_TEXT.status[status][locale],
      reason: r.reason,
      applyTime: mallDateTime(r.updatedAt),
      reviewTime: r.reviewedAt ? mallDateTime(r.reviewedAt) : null,
    };
  }

  /** The buyer's application, or null before they applied. */
  async mine(userId: number, locale: Locale): Promise<EnterpriseApplication | null> {
    const r = await q.ofUser(this.ctx.database.db, userId);
    return r ? this.view(r, locale) : null;
  }

  /** Apply (or apply again after 'not passed'); refused with nothing changed while pending or once approved. */
  async apply(userId: number, body: EnterpriseApplyBody, locale: Locale): Promise<EnterpriseApplication> {
    const at = new Date(nowMs(this.ctx));
    const r = await this.ctx.database.db.transaction(async (tx) => {
      const row = await q.upsertApplication(tx, { userId, ...body, status: 0, createdAt: at, updatedAt: at });
      if (row) return row;
      const existing = await q.ofUser(tx, userId);
      throw showFail(existing?.status === 1 ? ENTERPRISE_TEXT.approved : ENTERPRISE_TEXT.pending, 409);
    });
    return this.view(r, locale);
  }

  /** The platform's list: pending only, or all. */
  async list(pendingOnly: boolean, locale: Locale): Promise<EnterpriseApplication[]> {
    return (await q.list(this.ctx.database.db, pendingOnly ? [0] : null)).map((r) => this.view(r, locale));
  }

  /** The platform's answer: approve, or reject with the reason the applicant sees. Only once. */
  async decide(applyId: number, approve: boolean, reason: string, locale: Locale): Promise<EnterpriseApplication> {
    const at = new Date(nowMs(this.ctx));
    const r = await this.ctx.database.db.transaction(async (tx) => {
      const row = await q.decide(tx, applyId, approve ? 1 : -1, approve ? "" : reason, at);
      if (row) return row;
      if (!(await q.byId(tx, applyId))) throw notFound(ENTERPRISE_TEXT.notFound);
      throw showFail(ENTERPRISE_TEXT.notPending, 409);
    });
    return this.view(r, locale);
  }
}

export const enterpriseServiceOf = perContext((ctx) => new EnterpriseService(ctx));
