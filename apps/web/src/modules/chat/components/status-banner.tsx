import { useTranslations } from "next-intl";
import type { SocketStatus } from "../lib/use-chat-socket";

/** The connection state in words (spec part 8); nothing while the socket is open. */
export function StatusBanner({ status, notice }: { status: SocketStatus; notice: string | null }) {
  const t = useTranslations("chat");
  const text =
    status === "reconnecting"
      ? t("reconnecting")
      : status === "broken"
        ? t("broken")
        : status === "takenOver"
          ? t("takenOver")
          : status === "noUser"
            ? t("noUser")
            : status === "accountOffline"
              ? t("accountOffline")
              : status === "elsewhere"
                ? t("loggedInElsewhere")
                : notice;
  if (!text) return null;
  return (
    <p role="status" className="bg-amber-50 px-3 py-2 text-sm text-amber-800" data-testid="chat-status">
      {text}
    </p>
  );
}
