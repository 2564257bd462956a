import { expect, type APIRequestContext, type Page } from "@playwright/test";

import { loginThroughForm, PASSWORD } from "./accounts";

/** Signs in through the API and gives the headers of an authenticated call. */
export async function authHeaders(request: APIRequestContext, username: string, password = PASSWORD) {
  const response = await request.post("/api/auth/login/", { data: { username, password } });
  expect(response.status()).toBe(200);
  const { access } = (await response.json()) as { access: string };
  return { Authorization: `Bearer ${access}` };
}

/** Subscribes `username` to the shipped plan named `planName` (Pro, Équipe) without the UI. */
export async function subscribeViaApi(request: APIRequestContext, username: string, planName: string) {
  const headers = await authHeaders(request, username);
  const packages = (await (await request.get("/api/packages/")).json()) as { results: { id: number; name: string }[] };
  const plan = packages.results.find((candidate) => candidate.name === planName);
  expect(plan, `plan ${planName}`).toBeDefined();
  const response = await request.post("/api/subscriptions/checkout/", {
    headers,
    data: { package_id: plan!.id, billing_cycle: "monthly" },
  });
  expect(response.status()).toBe(201);
  return headers;
}

/** Creates a diagram through the API (fast path for tests about something else). */
export async function createDiagramViaApi(request: APIRequestContext, headers: Record<string, string>, name: string) {
  const response = await request.post("/api/projects/", { headers, data: { name } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; name: string };
}

/** Signs in through the login form and waits for the workspace. */
export async function signIn(page: Page, username: string) {
  await page.goto("/login");
  await loginThroughForm(page, username);
  await expect(page).toHaveURL(/\/projects$/);
}
