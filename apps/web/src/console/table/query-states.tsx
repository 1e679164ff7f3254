"use client";

import { Button, Result } from "antd";
import { useTranslations } from "next-intl";
import { errorMessages } from "../api/console-client";

/** A failed load: the API's own message (or a generic one) and a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const t = useTranslations("console");
  return (
    <Result
      status="warning"
      title={t("loadFailed")}
      subTitle={errorMessages(error)?.join(" ") ?? t("tryAgainLater")}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t("retry")}
        </Button>
      }
      data-testid="console-load-error"
    />
  );
}
