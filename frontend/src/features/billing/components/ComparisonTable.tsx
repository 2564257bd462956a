import { ChevronDown } from "lucide-react";
import { Collapsible } from "radix-ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";

import { localeTag } from "@/shared/i18n/current";
import { cn } from "@/shared/ui/cn";

import { limitDisplay } from "../rules";
import type { Package } from "../types";

type Row = { key: "diagrams" | "tables" | "teamMembers" | "versions" | "imports"; value: (pkg: Package) => number };

const ROWS: Row[] = [
  { key: "diagrams", value: (pkg) => pkg.max_diagrams },
  { key: "tables", value: (pkg) => pkg.max_tables_per_diagram },
  { key: "teamMembers", value: (pkg) => pkg.max_team_members },
  { key: "versions", value: (pkg) => pkg.max_versions_per_diagram },
  { key: "imports", value: (pkg) => pkg.max_imports_per_month },
];

function LimitCell({ value, zeroIsNone }: { value: number; zeroIsNone: boolean }) {
  const { t } = useTranslation("billing");
  const display = limitDisplay(value, { zeroIsNone });
  if (display.kind === "unlimited") return <>{t("limits.unlimited")}</>;
  if (display.kind === "none") return <>{t("limits.none")}</>;
  return <>{display.value.toLocaleString(localeTag())}</>;
}

/** The collapsible detailed comparison of every plan's limits (spec 000 §2). */
export function ComparisonTable({ packages }: { packages: Package[] }) {
  const { t } = useTranslation("billing");
  const [open, setOpen] = useState(false);
  const cell = "px-4 py-3 text-center text-sm text-slate-700";

  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} className="mt-16">
      <div className="text-center">
        <Collapsible.Trigger className="inline-flex items-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50">
          {open ? t("pricing.compareHide") : t("pricing.compareShow")}
          <ChevronDown className={cn("size-4 transition-transform", open && "rotate-180")} aria-hidden />
        </Collapsible.Trigger>
      </div>
      <Collapsible.Content className="mt-6 overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        <table className="w-full min-w-[36rem] border-collapse">
          <caption className="sr-only">{t("pricing.compareCaption")}</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="px-4 py-3 text-left text-sm font-semibold text-slate-900">{t("pricing.feature")}</th>
              {packages.map((pkg) => (
                <th key={pkg.id} scope="col" className="px-4 py-3 text-center text-sm font-semibold text-slate-900">{pkg.name}</th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {ROWS.map((row) => (
              <tr key={row.key}>
                <th scope="row" className="px-4 py-3 text-left text-sm font-medium text-slate-700">{t(`limits.${row.key}`)}</th>
                {packages.map((pkg) => (
                  <td key={pkg.id} className={cell}>
                    <LimitCell value={row.value(pkg)} zeroIsNone={row.key === "teamMembers"} />
                  </td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row" className="px-4 py-3 text-left text-sm font-medium text-slate-700">{t("limits.prioritySupport")}</th>
              {packages.map((pkg) => (
                <td key={pkg.id} className={cell}>{pkg.priority_support ? t("limits.yes") : t("limits.no")}</td>
              ))}
            </tr>
          </tbody>
        </table>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
