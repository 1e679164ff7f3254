"use client";

import clsx from "clsx";
import { useTranslations } from "next-intl";
import { passwordStrength } from "@/lib/forms/password-strength";

const LEVELS = ["weak", "medium", "strong"] as const;

/** Three bars under a new password: weak (rule not met), medium (two kinds), strong (three kinds). */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const t = useTranslations("auth");
  const s = passwordStrength(password);
  // Nothing typed: the placeholder states the rule, and an error would repeat it.
  if (s === "none") return null;
  const filled = LEVELS.indexOf(s) + 1;
  return (
    <div className="flex items-center gap-2" data-testid="password-strength">
      <div className="flex gap-1" aria-hidden>
        {LEVELS.map((l, i) => (
          <span
            key={l}
            className={clsx(
              "h-1.5 w-10 rounded-sm",
              i < filled ? (s === "weak" ? "bg-brand" : s === "medium" ? "bg-amber-500" : "bg-green-600") : "bg-line",
            )}
          />
        ))}
      </div>
      <span>{t("strength", { level: t(`strengthLevel.${s}`) })}</span>
    </div>
  );
}
