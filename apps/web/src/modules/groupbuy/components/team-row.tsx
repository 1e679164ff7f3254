import type { GroupTeamView } from "@souk/contract";
import { useTranslations } from "next-intl";
import { Countdown } from "@/modules/discount";

/** An open group: its leader (masked), members so far, places left, time left, and the join button. */
export function TeamRow({
  team,
  mine,
  canJoin,
  onJoin,
}: {
  team: GroupTeamView;
  mine: boolean;
  canJoin: boolean;
  onJoin: () => void;
}) {
  const t = useTranslations("groupBuy");
  const left = team.groupNumber - team.joinNum;
  return (
    <li
      className="flex items-center gap-4 border-b border-line px-4 py-3 text-sm last:border-b-0"
      data-testid="group-team"
      data-team-id={team.groupTeamId}
    >
      <span className="flex h-9 w-9 items-center justify-center rounded-full bg-brand/10 text-brand" aria-hidden>
        {team.leaderNickName.slice(0, 1)}
      </span>
      <span className="w-32 truncate text-ink">{team.leaderNickName}</span>
      <span className="text-muted" data-testid="group-team-members">
        {t("members", { joined: team.joinNum, size: team.groupNumber })}
      </span>
      <span className="text-brand">{t("placesLeft", { n: left })}</span>
      <span className="ml-auto text-xs text-muted">
        <Countdown seconds={team.expiresIn} kind="ends" />
      </span>
      {mine ? (
        <span className="w-24 text-center text-xs text-muted">{t("yourGroup")}</span>
      ) : (
        <button
          type="button"
          disabled={!canJoin}
          onClick={onJoin}
          className="w-24 bg-brand py-1.5 text-white disabled:bg-line disabled:text-muted"
          data-testid="group-join"
        >
          {t("join")}
        </button>
      )}
    </li>
  );
}
