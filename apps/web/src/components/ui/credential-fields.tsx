"use client";

import { MOBILE_LENGTH, PASSWORD_MAX_LENGTH, SHOP_ACCOUNT_PASSWORD_MAX_LENGTH, SMS_CODE_LENGTH } from "@souk/contract";
import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { SmsCodeButton, TextField } from "./form-controls";
import { PasswordStrengthMeter } from "./password-strength-meter";

interface Field {
  label: string;
  placeholder?: string;
  registration: UseFormRegisterReturn;
  /** Already in the page's language. */
  error?: string;
  testId?: string;
  icon?: ReactNode;
}

/**
 * The phone, SMS code and password pair of every account form (register, forget-password, the
 * login popup's code tab, bind-mobile, uc-password, uc-shopaccount): each form shows the parts it
 * needs, in this order, with the contract's lengths, input modes and autofill hints.
 *
 * - `code.onSend` validates the phone and sends the code; the button then counts down.
 * - `password.strength` is the typed password when a strength meter is wanted.
 * - `kind: "shop"` is the store-account password (6-12 characters) instead of the buyer's (6-20).
 */
export function CredentialFields({
  layout = "stack",
  hideLabels,
  phone,
  code,
  password,
  confirm,
  kind = "buyer",
}: {
  layout?: "stack" | "row";
  hideLabels?: boolean;
  phone?: Field;
  code?: Field & { onSend: () => Promise<boolean>; sendTestId?: string };
  password?: Field & { strength?: string; autoComplete?: "new-password" | "current-password" };
  confirm?: Field;
  kind?: "buyer" | "shop";
}) {
  const passwordMax = kind === "shop" ? SHOP_ACCOUNT_PASSWORD_MAX_LENGTH : PASSWORD_MAX_LENGTH;
  const common = { layout, hideLabel: hideLabels } as const;
  return (
    <>
      {phone ? (
        <TextField
          {...common}
          label={phone.label}
          type="tel"
          inputMode="tel"
          icon={phone.icon}
          placeholder={phone.placeholder}
          autoComplete="tel"
          maxLength={MOBILE_LENGTH}
          registration={phone.registration}
          error={phone.error}
          testId={phone.testId}
        />
      ) : null}
      {code ? (
        <TextField
          {...common}
          label={code.label}
          inputMode="numeric"
          icon={code.icon}
          placeholder={code.placeholder}
          autoComplete="one-time-code"
          maxLength={SMS_CODE_LENGTH}
          registration={code.registration}
          error={code.error}
          trailing={<SmsCodeButton onSend={code.onSend} testId={code.sendTestId} />}
          testId={code.testId}
        />
      ) : null}
      {password ? (
        <TextField
          {...common}
          label={password.label}
          type="password"
          icon={password.icon}
          placeholder={password.placeholder}
          autoComplete={password.autoComplete ?? "new-password"}
          maxLength={passwordMax}
          registration={password.registration}
          error={password.error}
          hint={password.strength !== undefined ? <PasswordStrengthMeter password={password.strength} /> : undefined}
          testId={password.testId}
        />
      ) : null}
      {confirm ? (
        <TextField
          {...common}
          label={confirm.label}
          type="password"
          icon={confirm.icon}
          placeholder={confirm.placeholder}
          autoComplete="new-password"
          maxLength={passwordMax}
          registration={confirm.registration}
          error={confirm.error}
          testId={confirm.testId}
        />
      ) : null}
    </>
  );
}
