/** Plans, subscriptions and a signed-in user for the billing tests. */
import { http, HttpResponse, ws } from "msw";

import { session } from "@/shared/auth/session";
import { server } from "@/test/server";

import type { Package, Profile, Subscription } from "../types";

export const freePlan: Package = {
  id: 1, name: "Free", description: "Pour découvrir", package_type: "free", monthly_price: 0, annual_price: 0,
  annual_savings: 0, savings_percentage: 0, display_order: 1, is_featured: false, max_diagrams: 3,
  max_tables_per_diagram: 10, max_team_members: 0, max_versions_per_diagram: 0, max_imports_per_month: 0,
  priority_support: false,
};

export const proPlan: Package = {
  id: 2, name: "Pro", description: "Pour les indépendants", package_type: "individual", monthly_price: 9.99,
  annual_price: 95.9, annual_savings: 23.98, savings_percentage: 20, display_order: 2, is_featured: true,
  max_diagrams: -1, max_tables_per_diagram: -1, max_team_members: 0, max_versions_per_diagram: 50,
  max_imports_per_month: 20, priority_support: false,
};

export const teamPlan: Package = {
  id: 3, name: "Team", description: "Pour les équipes", package_type: "team", monthly_price: 1200,
  annual_price: 14400, annual_savings: 0, savings_percentage: 0, display_order: 3, is_featured: false,
  max_diagrams: -1, max_tables_per_diagram: -1, max_team_members: 10, max_versions_per_diagram: -1,
  max_imports_per_month: -1, priority_support: true,
};

export function subscriptionOn(pkg: Package, overrides: Partial<Subscription> = {}): Subscription {
  const free = pkg.monthly_price === 0;
  return {
    id: 40, status: "active", package: pkg.id, package_name: pkg.name, package_type: pkg.package_type, is_free: free,
    billing_cycle: "monthly", start_date: "2026-01-12T10:00:00Z", end_date: free ? null : "2026-02-12T10:00:00Z",
    days_remaining: free ? null : 12, auto_renew: !free,
    package_limits: {
      max_diagrams: pkg.max_diagrams, max_tables_per_diagram: pkg.max_tables_per_diagram,
      max_team_members: pkg.max_team_members, max_versions_per_diagram: pkg.max_versions_per_diagram,
      max_imports_per_month: pkg.max_imports_per_month, priority_support: pkg.priority_support,
    },
    current_usage: { diagrams_count: 2 },
    ...overrides,
  };
}

export const profile: Profile = {
  id: 7, username: "alice", email: "alice@example.com", avatar: null, bio: "", theme: "light", language: "fr", last_seen: null,
  date_joined: "2026-01-01T00:00:00Z", diagrams_count: 2, diagrams_limit: 3, diagrams_remaining: 1,
  tables_per_diagram_limit: 10, versions_per_diagram_limit: 0, team_members_limit: 0, projects_count: 2,
  team_memberships_count: 0,
};

// A wildcard does not match ws:// addresses: the channel is named in full. One link for the
// whole file: each link adds a listener to a shared BroadcastChannel.
const silentUserChannel = ws
  .link(`${location.origin.replace(/^http/, "ws")}/ws/user/`)
  .addEventListener("connection", () => {});

/** Signs alice in; the app then opens the user channel, which the mock server keeps silent. */
export function signInAs(subscription: Subscription) {
  server.use(silentUserChannel);
  server.use(http.get("*/api/users/me/", () => HttpResponse.json({ user: profile, current_subscription: subscription })));
  const { id, username, email, avatar, bio, theme, language, last_seen, date_joined } = profile;
  session.signIn({ access: "A", refresh: "R" }, { id, username, email, avatar, bio, theme, language, last_seen, date_joined });
}

export function servePackages(packages: Package[]) {
  server.use(http.get("*/api/packages/", () => HttpResponse.json({ results: packages })));
}

/** Collapses the narrow no-break spaces Intl puts in French amounts, to compare text. */
export function plain(text: string | null | undefined): string {
  return (text ?? "").replace(/[\u00a0\u202f]/g, " ");
}
