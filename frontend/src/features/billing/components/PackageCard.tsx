import { useTranslation } from "react-i18next";
import { Link } from "react-router";

import { Button, buttonClasses } from "@/shared/ui/Button";
import { cn } from "@/shared/ui/cn";

import { formatUsd } from "../format";
import { isCurrentPackage, planAction, priceFor, showsAnnualSavings, type Viewer } from "../rules";
import type { BillingCycle, Package } from "../types";
import { FeatureList } from "./FeatureList";
import { PackageIcon } from "./PackageIcon";

export function PackageCard({ pkg, cycle, viewer }: { pkg: Package; cycle: BillingCycle; viewer: Viewer }) {
  const { t } = useTranslation("billing");
  const current = isCurrentPackage(pkg, viewer);
  const action = planAction(pkg, cycle, viewer);
  const headingId = `package-${pkg.id}`;

  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        "relative flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1",
        pkg.is_featured ? "ring-2 ring-brand-600" : "ring-slate-200",
      )}
    >
      <div className="absolute -top-3 left-6 flex gap-2">
        {pkg.is_featured ? (
          <span className="rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">{t("pricing.featured")}</span>
        ) : null}
        {current ? (
          <span className="rounded-full bg-green-600 px-3 py-1 text-xs font-semibold text-white">{t("pricing.current")}</span>
        ) : null}
      </div>
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <PackageIcon type={pkg.package_type} className="size-5" />
        </span>
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">{pkg.name}</h2>
      </div>
      {pkg.description ? <p className="mt-3 text-sm text-slate-600">{pkg.description}</p> : null}
      <p className="mt-6">
        <span className="text-4xl font-bold text-slate-900">{formatUsd(priceFor(pkg, cycle))}</span>
        <span className="text-slate-500"> / {t(`per.${cycle}`)}</span>
      </p>
      {showsAnnualSavings(pkg, cycle) ? (
        <p className="mt-1 text-sm font-medium text-green-700">{t("pricing.savings", { amount: formatUsd(pkg.annual_savings) })}</p>
      ) : null}
      <div className="mt-6 flex-1">
        <FeatureList pkg={pkg} />
      </div>
      <div className="mt-8">
        {action.kind === "current" ? (
          <Button variant="secondary" className="w-full" disabled>{t("pricing.currentButton")}</Button>
        ) : (
          <Link
            to={action.to}
            className={cn(buttonClasses(pkg.is_featured ? "primary" : "secondary"), "w-full")}
          >
            {action.kind === "start" ? t("pricing.start") : t("pricing.choose")}
          </Link>
        )}
      </div>
    </article>
  );
}
