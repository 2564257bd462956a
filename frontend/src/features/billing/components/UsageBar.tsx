import { useTranslation } from "react-i18next";

import { cn } from "@/shared/ui/cn";

import { UNLIMITED, usageBar } from "../rules";

/** One limit with what is used of it (spec 000 §5: capped at 100, 0 when unlimited or 0, warning above 80). */
export function UsageBar({ label, used, limit }: { label: string; used: number; limit: number }) {
  const { t } = useTranslation("billing");
  const { percent, warning } = usageBar(used, limit);
  const limitText = limit === UNLIMITED ? t("limits.unlimited") : String(limit);
  return (
    <div>
      <div className="flex justify-between text-sm">
        <span className="font-medium text-slate-700">{label}</span>
        <span className={cn("tabular-nums", warning ? "font-semibold text-amber-700" : "text-slate-600")}>
          {t("subscription.usage", { used, limit: limitText })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t("subscription.usage", { used, limit: limitText })}
        data-warning={warning}
        className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className={cn("h-full rounded-full transition-[width]", warning ? "bg-amber-500" : "bg-brand-600")}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
