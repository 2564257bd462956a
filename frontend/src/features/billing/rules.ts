/** The rules of plans and subscriptions, as pure functions (spec 000 §2, §4, §5, §9). */
import type { BillingCycle, Package, Subscription } from "./types";

/** A limit of -1 means unlimited (spec 000 §9). */
export const UNLIMITED = -1;
export const USAGE_WARNING_ABOVE = 80;

export type UsageBar = { percent: number; warning: boolean };

/**
 * The usage bar of one limit (spec 000 §5): the percentage is capped at 100 and is 0 when the
 * limit is unlimited or 0; the bar turns to its warning style above 80.
 */
export function usageBar(used: number, limit: number): UsageBar {
  if (limit === UNLIMITED || limit <= 0) return { percent: 0, warning: false };
  const exact = Math.min(100, Math.max(0, (used / limit) * 100));
  // The warning reads the exact share: 201 of 250 (80.4 %) rounds to 80 but is above 80.
  return { percent: Math.round(exact), warning: exact > USAGE_WARNING_ABOVE };
}

export function sortPackages(packages: readonly Package[]): Package[] {
  return [...packages].sort((a, b) => a.display_order - b.display_order || a.id - b.id);
}

/** The billing query parameter: anything but "annual" is the default, monthly. */
export function parseBillingCycle(value: string | null | undefined): BillingCycle {
  return value === "annual" ? "annual" : "monthly";
}

export function priceFor(pkg: Package, cycle: BillingCycle): number {
  return cycle === "annual" ? pkg.annual_price : pkg.monthly_price;
}

/** The line Économisez {amount} shows on the annual side when the plan saves something. */
export function showsAnnualSavings(pkg: Package, cycle: BillingCycle): boolean {
  return cycle === "annual" && pkg.savings_percentage > 0;
}

export function isFreePackage(pkg: Package): boolean {
  return pkg.monthly_price === 0;
}

export type Viewer = { signedIn: boolean; subscription: Subscription | null };

export function isCurrentPackage(pkg: Package, viewer: Viewer): boolean {
  return viewer.signedIn && viewer.subscription?.package === pkg.id;
}

export type PlanAction =
  | { kind: "current" }
  | { kind: "start"; to: string }
  | { kind: "choose"; to: string };

/**
 * The button of a pricing card (spec 000 §2): Plan actuel (disabled) for the current plan,
 * Commencer for a free plan, otherwise Choisir ce plan, which leads to checkout. A paid current
 * plan shown on its other billing cycle can still be chosen: that is how a user switches cycle.
 */
export function planAction(pkg: Package, cycle: BillingCycle, viewer: Viewer): PlanAction {
  if (isCurrentPackage(pkg, viewer) && (isFreePackage(pkg) || viewer.subscription?.billing_cycle === cycle)) {
    return { kind: "current" };
  }
  if (isFreePackage(pkg)) return { kind: "start", to: viewer.signedIn ? "/projects" : "/register" };
  return { kind: "choose", to: checkoutPath(pkg.id, cycle) };
}

export function checkoutPath(packageId: number, cycle: BillingCycle): string {
  return `/checkout/${packageId}?billing=${cycle}`;
}

type Limits = Pick<
  Package,
  "max_diagrams" | "max_tables_per_diagram" | "max_team_members" | "max_versions_per_diagram" | "max_imports_per_month" | "priority_support"
>;

export type FeatureLine =
  | { key: "diagrams" | "tables" | "versions" | "imports" | "collaboration"; count: number }
  | { key: "diagramsUnlimited" | "tablesUnlimited" | "versionsUnlimited" | "importsUnlimited" | "collaborationUnlimited" | "prioritySupport" };

/**
 * The feature list of a pricing card, derived from its limits. A team-members limit of 0 means no
 * collaboration, so no line; versions and imports at 0 are not offered either.
 */
export function featureLines(limits: Limits): FeatureLine[] {
  const lines: FeatureLine[] = [];
  const push = (
    value: number,
    key: "diagrams" | "tables" | "versions" | "imports" | "collaboration",
    omitZero: boolean,
  ) => {
    if (value === UNLIMITED) lines.push({ key: `${key}Unlimited` });
    else if (value > 0 || !omitZero) lines.push({ key, count: value });
  };
  push(limits.max_diagrams, "diagrams", false);
  push(limits.max_tables_per_diagram, "tables", false);
  push(limits.max_team_members, "collaboration", true);
  push(limits.max_versions_per_diagram, "versions", true);
  push(limits.max_imports_per_month, "imports", true);
  if (limits.priority_support) lines.push({ key: "prioritySupport" });
  return lines;
}

export type LimitDisplay = { kind: "unlimited" } | { kind: "none" } | { kind: "count"; value: number };

/** One limit as a table cell: -1 is unlimited; a team-members limit of 0 is a dash. */
export function limitDisplay(value: number, { zeroIsNone = false } = {}): LimitDisplay {
  if (value === UNLIMITED) return { kind: "unlimited" };
  if (value === 0 && zeroIsNone) return { kind: "none" };
  return { kind: "count", value };
}

/** Cancel: auto-renew on, not already canceled, not the free plan (spec 000 §4). */
export function canCancel(subscription: Subscription): boolean {
  return subscription.auto_renew && subscription.status !== "canceled" && !subscription.is_free;
}

/**
 * Renew: auto-renew off or canceled (spec 000 §4). The free plan never renews (it has no period)
 * and an expired subscription cannot be renewed: the server refuses both, so no button.
 */
export function canRenew(subscription: Subscription): boolean {
  if (subscription.is_free || subscription.status === "expired") return false;
  return !subscription.auto_renew || subscription.status === "canceled";
}
