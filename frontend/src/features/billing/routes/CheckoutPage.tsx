import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";

import { messageOf } from "@/shared/api/errors";
import { Button, buttonClasses } from "@/shared/ui/Button";
import { Card } from "@/shared/ui/Card";
import { Spinner } from "@/shared/ui/Spinner";
import { toast } from "@/shared/ui/toast";

import { useCheckout } from "../api/checkout";
import { usePackages } from "../api/get-packages";
import { FeatureList } from "../components/FeatureList";
import { PackageIcon } from "../components/PackageIcon";
import { TestModeNotice } from "../components/TestModeNotice";
import { formatUsd } from "../format";
import { parseBillingCycle, priceFor, showsAnnualSavings } from "../rules";

/** Checkout of one plan on one billing cycle (spec 000 §2; /checkout/:packageId?billing=). */
export function CheckoutPage() {
  const { t } = useTranslation("billing");
  const navigate = useNavigate();
  const { packageId } = useParams();
  const [searchParams] = useSearchParams();
  const cycle = parseBillingCycle(searchParams.get("billing"));
  const packages = usePackages();
  const checkout = useCheckout();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (packages.isError) console.error("Pricing load failed", packages.error);
  }, [packages.isError, packages.error]);

  const pkg = packages.data?.find((candidate) => String(candidate.id) === packageId);

  async function onConfirm() {
    if (!pkg) return;
    setError(null);
    try {
      const result = await checkout.mutateAsync({ packageId: pkg.id, billingCycle: cycle });
      const name = result.subscription.package_name;
      toast.success(result.test_mode ? t("checkout.successTestMode", { name }) : t("checkout.success", { name }));
      navigate("/my-account");
    } catch (cause) {
      setError(messageOf(cause, t("checkout.failed")));
    }
  }

  if (packages.isPending) {
    return <div className="flex justify-center px-4 py-16"><Spinner label={t("loading", { ns: "common" })} /></div>;
  }

  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-12">
      <header>
        <Link to="/pricing" className="text-sm font-medium text-brand-700 hover:underline">← {t("checkout.backToPricing")}</Link>
        <h1 className="mt-3 text-3xl font-bold text-slate-900">{t("checkout.title")}</h1>
      </header>

      {!pkg ? (
        <Card>
          <p role="alert" className="text-slate-700">{t("checkout.notFound")}</p>
          <Link to="/pricing" className={`${buttonClasses("primary")} mt-4`}>{t("checkout.backToPricing")}</Link>
        </Card>
      ) : (
        <>
          {/* The shipped provider is the sandbox and no call tells the mode before paying, so the
              notice always shows here; the checkout answer's test_mode then words the toast. */}
          <TestModeNotice />
          <Card>
            <h2 className="text-lg font-semibold text-slate-900">{t("checkout.summary")}</h2>
            <div className="mt-4 flex items-center gap-3">
              <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <PackageIcon type={pkg.package_type} className="size-5" />
              </span>
              <div>
                <p className="text-xl font-semibold text-slate-900">{pkg.name}</p>
                {pkg.description ? <p className="text-sm text-slate-600">{pkg.description}</p> : null}
              </div>
            </div>
            <dl className="mt-6 divide-y divide-slate-100 text-sm">
              <div className="flex justify-between py-2">
                <dt className="text-slate-600">{t("checkout.plan")}</dt>
                <dd className="font-medium text-slate-900">{pkg.name}</dd>
              </div>
              <div className="flex justify-between py-2">
                <dt className="text-slate-600">{t("checkout.cycle")}</dt>
                <dd className="font-medium text-slate-900">{t(`cycle.${cycle}`)}</dd>
              </div>
              <div className="flex justify-between py-2">
                <dt className="text-slate-600">{t("checkout.total")}</dt>
                <dd className="text-right">
                  <span className="text-lg font-bold text-slate-900">{formatUsd(priceFor(pkg, cycle))}</span>
                  <span className="text-slate-500"> / {t(`per.${cycle}`)}</span>
                  {showsAnnualSavings(pkg, cycle) ? (
                    <span className="block text-green-700">{t("pricing.savings", { amount: formatUsd(pkg.annual_savings) })}</span>
                  ) : null}
                </dd>
              </div>
            </dl>
            <div className="mt-6">
              <FeatureList pkg={pkg} />
            </div>
            {error ? (
              <p role="alert" className="mt-6 rounded-lg bg-red-50 p-3 text-sm text-red-700 ring-1 ring-red-200">{error}</p>
            ) : null}
            <Button className="mt-6 w-full" size="lg" onClick={onConfirm} disabled={checkout.isPending}>
              {checkout.isPending ? t("checkout.confirming") : t("checkout.confirm")}
            </Button>
          </Card>
        </>
      )}
    </div>
  );
}
