import { useTranslation } from "react-i18next";

import { usePackages } from "@/features/billing/api/get-packages";
import { limitDisplay } from "@/features/billing/rules";
import type { Package } from "@/features/billing/types";
import { localeTag } from "@/shared/i18n/current";

type LimitField = "max_diagrams" | "max_tables_per_diagram" | "max_team_members" | "max_versions_per_diagram" | "max_imports_per_month";

/** Where 0 means "not in this plan" rather than a count (spec 000 §2: a dash). */
const ROWS: ReadonlyArray<{ field: LimitField; zeroIsNone: boolean }> = [
  { field: "max_diagrams", zeroIsNone: false },
  { field: "max_tables_per_diagram", zeroIsNone: false },
  { field: "max_team_members", zeroIsNone: true },
  { field: "max_versions_per_diagram", zeroIsNone: false },
  { field: "max_imports_per_month", zeroIsNone: true },
];

/** The plans' limits as the plans API gives them now: the page never states a number itself. */
export function PlanLimits() {
  const { t } = useTranslation("docs");
  const packages = usePackages();
  if (packages.isPending) return <p className="text-slate-500">{t("plansTable.loading")}</p>;
  if (packages.isError) return <p role="alert" className="text-red-700">{t("plansTable.error")}</p>;

  const cell = (plan: Package, field: LimitField, zeroIsNone: boolean) => {
    const shown = limitDisplay(plan[field], { zeroIsNone });
    return shown.kind === "unlimited" ? t("plansTable.unlimited") : shown.kind === "none" ? "—" : shown.value.toLocaleString(localeTag());
  };

  return (
    <div className="overflow-x-auto rounded-xl ring-1 ring-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t("plansTable.caption")}</caption>
        <thead className="bg-slate-50 text-slate-900">
          <tr>
            <th scope="col" className="px-4 py-2 font-semibold">{t("plansTable.limit")}</th>
            {packages.data.map((plan) => <th key={plan.id} scope="col" className="px-4 py-2 font-semibold">{plan.name}</th>)}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-700">
          {ROWS.map(({ field, zeroIsNone }) => (
            <tr key={field}>
              <th scope="row" className="px-4 py-2 font-medium">{t(`plansTable.rows.${field}`)}</th>
              {packages.data.map((plan) => <td key={plan.id} className="px-4 py-2">{cell(plan, field, zeroIsNone)}</td>)}
            </tr>
          ))}
          <tr>
            <th scope="row" className="px-4 py-2 font-medium">{t("plansTable.rows.priority_support")}</th>
            {packages.data.map((plan) => <td key={plan.id} className="px-4 py-2">{plan.priority_support ? t("plansTable.yes") : "—"}</td>)}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
