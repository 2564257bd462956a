import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

import { longDate } from "@/shared/lib/relativeDate";
import { Button, buttonClasses } from "@/shared/ui/Button";
import { Card } from "@/shared/ui/Card";
import { cn } from "@/shared/ui/cn";
import { useConfirm } from "@/shared/ui/confirm";
import { toast } from "@/shared/ui/toast";

import { useCancelSubscription } from "../api/cancel-subscription";
import { useRenewSubscription } from "../api/renew-subscription";
import { canCancel, canRenew, limitDisplay } from "../rules";
import type { Profile, Subscription } from "../types";
import { UsageBar } from "./UsageBar";

const STATUS_STYLES: Record<Subscription["status"], string> = {
  active: "bg-green-100 text-green-800",
  trial: "bg-blue-100 text-blue-800",
  canceled: "bg-amber-100 text-amber-800",
  expired: "bg-slate-200 text-slate-700",
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-2 text-sm">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** The current subscription on My account (spec 000 §2 My account, §4, §8). */
export function SubscriptionCard({ subscription, profile }: { subscription: Subscription | null | undefined; profile: Profile }) {
  const { t } = useTranslation("billing");
  const titleId = useId();

  if (!subscription) {
    return (
      <Card role="region" aria-labelledby={titleId}>
        <h2 id={titleId} className="text-lg font-semibold">{t("subscription.title")}</h2>
        <div className="mt-4 rounded-xl bg-slate-50 p-6 text-center">
          <p className="font-medium text-slate-900">{t("subscription.empty")}</p>
          <p className="mt-1 text-sm text-slate-600">{t("subscription.emptyBody")}</p>
          <Link to="/pricing" className={cn(buttonClasses("primary"), "mt-4")}>{t("subscription.seePlans")}</Link>
        </div>
      </Card>
    );
  }

  return (
    <Card role="region" aria-labelledby={titleId}>
      <div className="flex items-start justify-between gap-4">
        <h2 id={titleId} className="text-lg font-semibold">{t("subscription.title")}</h2>
        <Link to="/pricing" className={buttonClasses("secondary", "sm")}>{t("subscription.changePlan")}</Link>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <p className="text-2xl font-bold text-slate-900">{subscription.package_name}</p>
        <span className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold", STATUS_STYLES[subscription.status])}>
          {t(`subscription.status.${subscription.status}`)}
        </span>
      </div>
      <Period subscription={subscription} />
      <Limits subscription={subscription} profile={profile} />
      <Actions subscription={subscription} />
    </Card>
  );
}

/** Cycle, dates, days left and renewal; only the dates are hidden on the free plan (spec 000 §2). */
function Period({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation("billing");
  const dated = !subscription.is_free;
  return (
    <dl className="mt-4 divide-y divide-slate-100">
      <Row label={t("subscription.cycle")}>{t(`cycle.${subscription.billing_cycle}`)}</Row>
      {dated ? <Row label={t("subscription.startDate")}>{longDate(subscription.start_date)}</Row> : null}
      {dated && subscription.end_date ? <Row label={t("subscription.endDate")}>{longDate(subscription.end_date)}</Row> : null}
      {subscription.days_remaining != null ? (
        <Row label={t("subscription.remaining")}>{t("subscription.days", { count: subscription.days_remaining })}</Row>
      ) : null}
      <Row label={t("subscription.autoRenew")}>
        {subscription.auto_renew ? t("subscription.autoRenewOn") : t("subscription.autoRenewOff")}
      </Row>
    </dl>
  );
}

function Limits({ subscription, profile }: { subscription: Subscription; profile: Profile }) {
  const { t } = useTranslation("billing");
  const limits = subscription.package_limits;
  const show = (value: number, zeroIsNone = false) => {
    const display = limitDisplay(value, { zeroIsNone });
    if (display.kind === "unlimited") return t("limits.unlimited");
    if (display.kind === "none") return t("limits.none");
    return String(display.value);
  };
  return (
    <section className="mt-6">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-500">{t("subscription.limitsTitle")}</h3>
      <div className="mt-3">
        <UsageBar label={t("limits.diagrams")} used={profile.diagrams_count} limit={profile.diagrams_limit} />
      </div>
      <dl className="mt-3 divide-y divide-slate-100">
        <Row label={t("limits.tables")}>{show(limits.max_tables_per_diagram)}</Row>
        <Row label={t("limits.teamMembers")}>{show(limits.max_team_members, true)}</Row>
        <Row label={t("limits.versions")}>{show(limits.max_versions_per_diagram)}</Row>
        <Row label={t("limits.imports")}>{show(limits.max_imports_per_month)}</Row>
        <Row label={t("limits.prioritySupport")}>{limits.priority_support ? t("limits.yes") : t("limits.no")}</Row>
      </dl>
    </section>
  );
}

function Actions({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation("billing");
  const confirm = useConfirm();
  const cancel = useCancelSubscription();
  const renew = useRenewSubscription();
  const busy = cancel.isPending || renew.isPending;

  async function onCancel() {
    const confirmed = await confirm({
      title: t("subscription.cancelTitle"),
      message: t("subscription.cancelBody"),
      confirmLabel: t("subscription.cancelConfirm"),
      cancelLabel: t("subscription.cancelKeep"),
      color: "red",
    });
    if (!confirmed) return;
    try {
      await cancel.mutateAsync(subscription.id);
      toast.success(t("subscription.canceled"));
    } catch {
      toast.error(t("subscription.cancelFailed"));
    }
  }

  async function onRenew() {
    try {
      await renew.mutateAsync(subscription.id);
      toast.success(t("subscription.renewed"));
    } catch {
      toast.error(t("subscription.renewFailed"));
    }
  }

  const showCancel = canCancel(subscription);
  const showRenew = canRenew(subscription);
  if (!showCancel && !showRenew) return null;
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      {showCancel ? <Button variant="danger" onClick={onCancel} disabled={busy}>{t("subscription.cancel")}</Button> : null}
      {showRenew ? <Button onClick={onRenew} disabled={busy}>{t("subscription.renew")}</Button> : null}
    </div>
  );
}
