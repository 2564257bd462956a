// Debian's Chromium for the browser benchmarks, and a page signed in as `login` (the answer of
// /api/auth/login/), as the SPA keeps it.
import { chromium } from "../e2e/node_modules/playwright-core/index.mjs";

export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
}

export async function signedInContext(browser, login, viewport = { width: 1440, height: 900 }) {
  const context = await browser.newContext({ viewport });
  await context.addInitScript((l) => {
    localStorage.setItem("access", l.access);
    localStorage.setItem("refresh", l.refresh);
    localStorage.setItem("user", JSON.stringify(l.user));
  }, login);
  return context;
}
