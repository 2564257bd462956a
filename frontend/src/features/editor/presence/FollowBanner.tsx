import { Eye } from "lucide-react";
import { useTranslation } from "react-i18next";

/** "Vous suivez Alice — Arrêter", at the top of the canvas while follow mode is on. */
export function FollowBanner({ name, color, onStop }: { name: string; color: string; onStop: () => void }) {
  const { t } = useTranslation("presence");
  return (
    <div
      role="status"
      data-testid="follow-banner"
      className="pointer-events-auto absolute left-1/2 top-3 z-10 flex -translate-x-1/2 items-center gap-2 rounded-full py-1 pl-3 pr-1 text-sm font-medium text-white shadow-lg"
      style={{ backgroundColor: color }}
    >
      <Eye className="size-4" aria-hidden />
      <span>{t("following", { name })}</span>
      <button
        type="button"
        onClick={onStop}
        title={t("stopFollowing")}
        className="rounded-full bg-white/20 px-2.5 py-0.5 text-xs font-semibold hover:bg-white/30 focus-visible:outline-2 focus-visible:outline-white dark:bg-[#ffffff33] dark:hover:bg-[#ffffff4d] dark:focus-visible:outline-[#ffffff]"
      >
        {t("stop")}
      </button>
    </div>
  );
}
