import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

import { useMe } from "@/shared/auth/useMe";
import { useSession } from "@/shared/auth/useSession";
import { buttonClasses } from "@/shared/ui/Button";
import { Spinner } from "@/shared/ui/Spinner";

import { usePackages } from "../api/get-packages";
import { BillingToggle } from "../components/BillingToggle";
import { ComparisonTable } from "../components/ComparisonTable";
import { PackageCard } from "../components/PackageCard";
import type { Viewer } from "../rules";
import type { BillingCycle } from "../types";

/** Public pricing page (spec 000 §2 Pricing). */
export function PricingPage() {
  const { t } = useTranslation("billing");
  const { access } = useSession();
  const me = useMe();
  const packages = usePackages();
  const [cycle, setCycle] = useState<BillingCycle>("monthly");

  // A failed pricing load is only logged (spec 000 §8).
  useEffect(() => {
    if (packages.isError) console.error("Pricing load failed", packages.error);
  }, [packages.isError, packages.error]);

  const viewer: Viewer = { signedIn: Boolean(access), subscription: me.data?.current_subscription ?? null };

  return (
    <div className="mx-auto max-w-6xl px-4 py-16">
      <header className="text-center">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">{t("pricing.title")}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">{t("pricing.subtitle")}</p>
        <div className="mt-8">
          <BillingToggle value={cycle} onChange={setCycle} />
        </div>
      </header>

      {packages.isPending ? (
        <div className="mt-12 flex justify-center"><Spinner label={t("loading", { ns: "common" })} /></div>
      ) : packages.data?.length ? (
        <>
          <div className="mt-12 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {packages.data.map((pkg) => (
              <PackageCard key={pkg.id} pkg={pkg} cycle={cycle} viewer={viewer} />
            ))}
          </div>
          <ComparisonTable packages={packages.data} />
        </>
      ) : null}

      <section className="mt-16 rounded-2xl bg-brand-50 p-8 text-center ring-1 ring-brand-100">
        <h2 className="text-2xl font-bold text-slate-900">{t("pricing.contactTitle")}</h2>
        <p className="mx-auto mt-2 max-w-xl text-slate-600">{t("pricing.contactBody")}</p>
        <Link to="/contact" className={`${buttonClasses("primary")} mt-6`}>{t("pricing.contactButton")}</Link>
      </section>
    </div>
  );
}
