"use client";

import clsx from "clsx";
import { useTranslations } from "next-intl";
import { useId, useState, type ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { SMS_RESEND_SECONDS } from "@souk/contract";
import { useCountdown } from "@/lib/hooks/use-countdown";

/*
 * Form building blocks of the account pages: a labelled input with its error, the SMS code
 * button with its 60 s countdown, the terms agreement and the submit button. Errors are tied
 * to their inputs (aria-invalid + aria-describedby) and announced.
 */

export const inputClass =
  "h-9 w-full min-w-0 rounded-sm border border-line-strong bg-white px-3 text-sm text-ink placeholder:text-muted focus:border-brand focus:outline-none aria-[invalid=true]:border-brand";

interface TextFieldProps {
  label: string;
  /** The label is read by assistive technology only (the popup shows icons and placeholders). */
  hideLabel?: boolean;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: ReactNode;
  type?: "text" | "password" | "tel";
  inputMode?: "text" | "numeric" | "tel";
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
  icon?: ReactNode;
  /** Rendered right of the input (the SMS code button). */
  trailing?: ReactNode;
  /** Label column width on the page forms ("row" layout). */
  layout?: "stack" | "row";
  testId?: string;
  disabled?: boolean;
}

export function TextField({
  label,
  hideLabel,
  registration,
  error,
  hint,
  type = "text",
  inputMode,
  autoComplete,
  placeholder,
  maxLength,
  icon,
  trailing,
  layout = "stack",
  testId,
  disabled,
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={clsx(layout === "row" ? "grid grid-cols-[110px_1fr] items-start gap-x-3" : "flex flex-col")}>
      <label
        htmlFor={id}
        className={clsx(
          hideLabel ? "sr-only" : "text-sm text-ink",
          layout === "row" ? "pt-2 text-right" : !hideLabel && "mb-1",
        )}
      >
        {label}
      </label>
      <div className="min-w-0">
        <div className="flex gap-2">
          <div className="relative flex min-w-0 flex-1 items-center">
            {icon ? (
              <span aria-hidden className="pointer-events-none absolute left-2.5 text-muted">
                {icon}
              </span>
            ) : null}
            <input
              id={id}
              type={type}
              inputMode={inputMode}
              autoComplete={autoComplete}
              placeholder={placeholder}
              maxLength={maxLength}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              className={clsx(inputClass, icon ? "pl-8" : null)}
              data-testid={testId}
              disabled={disabled}
              {...registration}
            />
          </div>
          {trailing}
        </div>
        {hint ? (
          <div id={hintId} className="mt-1 text-xs text-muted">
            {hint}
          </div>
        ) : null}
        {error ? <FieldError id={errorId} message={error} /> : null}
      </div>
    </div>
  );
}

export function FieldError({ id, message }: { id?: string; message: string }) {
  return (
    <p id={id} role="alert" className="mt-1 text-xs text-brand">
      {message}
    </p>
  );
}

/**
 * "Get code": asks `onSend` to send (it validates the phone and answers whether a code went
 * out), then counts down 60 s before it can be pressed again (spec part 4).
 */
export function SmsCodeButton({ onSend, testId }: { onSend: () => Promise<boolean>; testId?: string }) {
  const t = useTranslations("auth");
  const { left, start, running } = useCountdown(SMS_RESEND_SECONDS);
  const [sending, setSending] = useState(false);
  const click = async () => {
    if (running || sending) return;
    setSending(true);
    try {
      if (await onSend()) start();
    } finally {
      setSending(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void click()}
      disabled={running || sending}
      aria-live="polite"
      className="h-9 w-[120px] shrink-0 rounded-sm border border-brand px-2 text-xs text-brand hover:bg-brand/5 disabled:cursor-not-allowed disabled:border-line-strong disabled:text-muted disabled:hover:bg-transparent"
      data-testid={testId}
    >
      {running ? t("resendIn", { seconds: left }) : sending ? t("sending") : t("getCode")}
    </button>
  );
}

/**
 * The agreement checkbox with the service-terms and privacy links the switches allow (spec
 * part 5: 'please agree following terms' before login or registration).
 */
export function TermsAgreement({
  registration,
  error,
  serviceTerms,
  privacyPolicy,
  testId,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
  serviceTerms: boolean;
  privacyPolicy: boolean;
  testId?: string;
}) {
  const t = useTranslations("auth");
  const id = useId();
  const link = (sts: 0 | 1, text: string) => (
    <a href={`/termsPage?sts=${sts}`} target="_blank" rel="noopener" className="text-brand hover:underline">
      {text}
    </a>
  );
  return (
    <div>
      <div className="flex items-start gap-1.5 text-xs text-subtle">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 size-3.5 accent-brand"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          data-testid={testId}
          {...registration}
        />
        <span>
          <label htmlFor={id}>{t("agreePrefix")}</label>
          {serviceTerms ? link(0, t("serviceTerms")) : null}
          {serviceTerms && privacyPolicy ? t("and") : null}
          {privacyPolicy ? link(1, t("privacyPolicy")) : null}
        </span>
      </div>
      {error ? <FieldError id={`${id}-error`} message={error} /> : null}
    </div>
  );
}

export function SubmitButton({ busy, children, testId }: { busy: boolean; children: ReactNode; testId?: string }) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy}
      className="h-10 w-full rounded-sm bg-brand text-base text-white hover:bg-brand-dark disabled:opacity-70"
      data-testid={testId}
    >
      {children}
    </button>
  );
}
