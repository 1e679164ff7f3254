import { useTranslations } from "next-intl";

export const MAIN_CONTENT_ID = "main-content";

/** First tab stop of every page: jumps over the top bar and header. */
export function SkipLink() {
  const t = useTranslations("a11y");
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-50 bg-brand px-3 py-2 text-white focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
    >
      {t("skipToContent")}
    </a>
  );
}
