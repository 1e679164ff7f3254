import { randomUUID } from "node:crypto";
import type { SmsType } from "@souk/contract";
import { renderSmsText, type SmsMessage, type SmsProvider } from "./provider.ts";

export interface SandboxSms {
  mobile: string;
  type: SmsType;
  code: string;
  text: string;
  sentAt: Date;
  messageId: string;
}

/**
 * The sandbox provider of the embedded mode: delivers nowhere, logs the message and keeps the
 * latest one per phone in memory for `GET /dev/sms/latest` (registered only while this
 * provider is active, never in production). Per process: with several replicas ask the one
 * that sent the code.
 */
export class SandboxSmsProvider implements SmsProvider {
  readonly name = "sandbox";
  private readonly latestByMobile = new Map<string, SandboxSms>();

  constructor(
    private readonly log: { info(obj: object, msg: string): void } = { info: () => undefined },
    private readonly now: () => number = Date.now,
    /** At most this many phones are remembered (oldest forgotten first). */
    private readonly capacity = 10_000,
  ) {}

  async send(m: SmsMessage): Promise<{ messageId: string }> {
    const messageId = randomUUID();
    const text = renderSmsText(m);
    this.latestByMobile.delete(m.mobile);
    this.latestByMobile.set(m.mobile, {
      mobile: m.mobile,
      type: m.type,
      code: m.code,
      text,
      sentAt: new Date(this.now()),
      messageId,
    });
    if (this.latestByMobile.size > this.capacity) {
      const oldest = this.latestByMobile.keys().next().value;
      if (oldest !== undefined) this.latestByMobile.delete(oldest);
    }
    this.log.info(
      { sms: { provider: "sandbox", mobile: m.mobile, type: m.type, messageId } },
      `sandbox SMS to ${m.mobile}: ${text}`,
    );
    return { messageId };
  }

  latest(mobile: string): SandboxSms | null {
    return this.latestByMobile.get(mobile) ?? null;
  }
}
