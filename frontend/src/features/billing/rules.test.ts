import { describe, expect, it } from "vitest";

import { formatUsd } from "./format";
import {
  canCancel, canRenew, featureLines, limitDisplay, parseBillingCycle, planAction, sortPackages, usageBar,
} from "./rules";
import { freePlan, proPlan, subscriptionOn, teamPlan } from "./test/fixtures";

describe("usageBar (spec 000 §5)", () => {
  it.each([
    // used, limit, percent, warning
    [0, 10, 0, false],
    [5, 10, 50, false],
    [8, 10, 80, false],
    [9, 10, 90, true],
    [10, 10, 100, true],
    [15, 10, 100, true],
    [1, 3, 33, false],
  ])("%i used of %i is %i%% (warning %s)", (used, limit, percent, warning) => {
    expect(usageBar(used, limit)).toEqual({ percent, warning });
  });

  it("is empty and calm when the limit is unlimited", () => {
    expect(usageBar(500, -1)).toEqual({ percent: 0, warning: false });
  });

  it("is empty and calm when the limit is 0 (no division by zero)", () => {
    expect(usageBar(3, 0)).toEqual({ percent: 0, warning: false });
  });

  it("turns to warning only strictly above 80", () => {
    expect(usageBar(81, 100).warning).toBe(true);
    expect(usageBar(80, 100).warning).toBe(false);
  });

  it("warns on the exact share, not the rounded one shown", () => {
    expect(usageBar(201, 250)).toEqual({ percent: 80, warning: true });
    expect(usageBar(200, 250)).toEqual({ percent: 80, warning: false });
  });
});

describe("planAction: the button of a pricing card (spec 000 §2)", () => {
  const signedOut = { signedIn: false, subscription: null };
  const onFree = { signedIn: true, subscription: subscriptionOn(freePlan) };
  const onProMonthly = { signedIn: true, subscription: subscriptionOn(proPlan) };

  it("offers Commencer on a free plan: to /register when signed out, /projects when signed in", () => {
    expect(planAction(freePlan, "monthly", signedOut)).toEqual({ kind: "start", to: "/register" });
    expect(planAction(freePlan, "annual", onProMonthly)).toEqual({ kind: "start", to: "/projects" });
  });

  it("leads a paid plan to checkout with the package id and the billing cycle", () => {
    expect(planAction(proPlan, "monthly", signedOut)).toEqual({ kind: "choose", to: "/checkout/2?billing=monthly" });
    expect(planAction(teamPlan, "annual", onFree)).toEqual({ kind: "choose", to: "/checkout/3?billing=annual" });
  });

  it("shows Plan actuel for the current plan, whatever the cycle when it is free", () => {
    expect(planAction(freePlan, "monthly", onFree)).toEqual({ kind: "current" });
    expect(planAction(freePlan, "annual", onFree)).toEqual({ kind: "current" });
    expect(planAction(proPlan, "monthly", onProMonthly)).toEqual({ kind: "current" });
  });

  it("lets a paid current plan be chosen on its other cycle, to switch cycle", () => {
    expect(planAction(proPlan, "annual", onProMonthly)).toEqual({ kind: "choose", to: "/checkout/2?billing=annual" });
  });

  it("never marks a plan current for a signed-out visitor", () => {
    expect(planAction(freePlan, "monthly", { signedIn: false, subscription: subscriptionOn(freePlan) })).toEqual({
      kind: "start", to: "/register",
    });
  });
});

describe("featureLines", () => {
  it("words -1 as unlimited and leaves out collaboration at 0 team members", () => {
    expect(featureLines(proPlan)).toEqual([
      { key: "diagramsUnlimited" },
      { key: "tablesUnlimited" },
      { key: "versions", count: 50 },
      { key: "imports", count: 20 },
    ]);
  });

  it("lists collaboration and priority support when the plan has them", () => {
    expect(featureLines(teamPlan)).toEqual([
      { key: "diagramsUnlimited" },
      { key: "tablesUnlimited" },
      { key: "collaboration", count: 10 },
      { key: "versionsUnlimited" },
      { key: "importsUnlimited" },
      { key: "prioritySupport" },
    ]);
  });

  it("counts finite limits", () => {
    expect(featureLines(freePlan)).toEqual([{ key: "diagrams", count: 3 }, { key: "tables", count: 10 }]);
  });
});

describe("limitDisplay", () => {
  it("shows -1 as unlimited, a team-members 0 as a dash, other values as they are", () => {
    expect(limitDisplay(-1)).toEqual({ kind: "unlimited" });
    expect(limitDisplay(0, { zeroIsNone: true })).toEqual({ kind: "none" });
    expect(limitDisplay(0)).toEqual({ kind: "count", value: 0 });
    expect(limitDisplay(25)).toEqual({ kind: "count", value: 25 });
  });
});

describe("the subscription card buttons (spec 000 §4)", () => {
  it.each([
    // what, subscription, cancel shown, renew shown
    ["a running paid plan", subscriptionOn(proPlan), true, false],
    ["a paid plan with renewal off", subscriptionOn(proPlan, { auto_renew: false }), false, true],
    ["a canceled paid plan", subscriptionOn(proPlan, { status: "canceled", auto_renew: false }), false, true],
    ["a canceled plan still flagged to renew", subscriptionOn(proPlan, { status: "canceled", auto_renew: true }), false, true],
    ["a paid trial", subscriptionOn(proPlan, { status: "trial" }), true, false],
    ["the free plan", subscriptionOn(freePlan), false, false],
    ["the free plan flagged to renew", subscriptionOn(freePlan, { auto_renew: true }), false, false],
    ["an expired plan", subscriptionOn(proPlan, { status: "expired", auto_renew: false }), false, false],
  ])("%s: cancel %s, renew %s", (_what, subscription, cancel, renew) => {
    expect(canCancel(subscription)).toBe(cancel);
    expect(canRenew(subscription)).toBe(renew);
  });
});

describe("small rules", () => {
  it("reads the billing parameter, monthly by default", () => {
    expect(parseBillingCycle("annual")).toBe("annual");
    expect(parseBillingCycle("monthly")).toBe("monthly");
    expect(parseBillingCycle("weekly")).toBe("monthly");
    expect(parseBillingCycle(null)).toBe("monthly");
  });

  it("sorts packages by display_order", () => {
    const shuffled = [{ ...teamPlan }, { ...freePlan }, { ...proPlan }];
    expect(sortPackages(shuffled).map((pkg) => pkg.name)).toEqual(["Free", "Pro", "Team"]);
  });

  it("writes prices in USD the French way (spec 000 §9)", () => {
    expect(formatUsd(1200).replace(/[\u00a0\u202f]/g, " ")).toBe("1 200,00 $US");
    expect(formatUsd(9.99).replace(/[\u00a0\u202f]/g, " ")).toBe("9,99 $US");
  });

  it("writes them the English way in English", () => {
    expect(formatUsd(1200, "en-US")).toBe("$1,200.00");
    expect(formatUsd(9.99, "en-US")).toBe("$9.99");
  });
});
