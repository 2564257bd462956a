import { useTranslation } from "react-i18next";

import { cn } from "@/shared/ui/cn";

import type { BillingCycle } from "../types";

const CYCLES: BillingCycle[] = ["monthly", "annual"];

/** Monthly or annual; the annual side carries the -20% badge (spec 000 §2, §9). */
export function BillingToggle({ value, onChange }: { value: BillingCycle; onChange: (cycle: BillingCycle) => void }) {
  const { t } = useTranslation("billing");
  return (
    <div role="radiogroup" aria-label={t("cycle.toggleLabel")} className="inline-flex rounded-full bg-slate-100 p-1 ring-1 ring-slate-200">
      {CYCLES.map((cycle) => (
        <button
          key={cycle}
          type="button"
          role="radio"
          aria-checked={value === cycle}
          onClick={() => onChange(cycle)}
          className={cn(
            "inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-medium transition-colors",
            "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
            value === cycle ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900",
          )}
        >
          {t(`cycle.${cycle}`)}
          {cycle === "annual" ? (
            <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-700">{t("cycle.annualDiscount")}</span>
          ) : null}
        </button>
      ))}
    </div>
  );
}
