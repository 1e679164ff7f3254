import type { Locale, SmsType } from "@souk/contract";

/** One verification-code message. Real providers send a template id with parameters. */
export interface SmsMessage {
  mobile: string;
  type: SmsType;
  code: string;
  /** Minutes the code stays valid (a template parameter). */
  minutes: number;
  locale: Locale;
}

/**
 * SMS delivery (architecture §5: every provider behind an interface, with a sandbox). Throttles,
 * code generation and verification are not the provider's business: modules/account does them.
 */
export interface SmsProvider {
  readonly name: string;
  /** Delivers the message or throws; the caller reports a failure to the buyer. */
  send(message: SmsMessage): Promise<{ messageId: string }>;
}

/** The text a real template would render, used by the sandbox log and /dev/sms/latest. */
export function renderSmsText(m: SmsMessage): string {
  return m.locale === "en"
    ? `[Souk] Your verification code is ${m.code}, valid for ${m.minutes} minutes. Never share it with anyone.`
    : `【Souk】您的验证码是${m.code}，${m.minutes}分钟内有效。请勿泄露给他人。`;
}

/** Production without a configured provider: sending fails loudly instead of pretending. */
export class UnconfiguredSmsProvider implements SmsProvider {
  readonly name = "unconfigured";
  async send(): Promise<{ messageId: string }> {
    throw new Error("no SMS provider is configured for production");
  }
}
