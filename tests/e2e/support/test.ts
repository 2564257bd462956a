import { test as base, expect, type Browser, type BrowserContext } from "@playwright/test";

// The app runs under its Content-Security-Policy here as in production; Chromium reports each
// refusal on the console, and any one fails the test that caused it.
const REFUSAL = /Content Security Policy/i;

export const test = base.extend<{ cspRefusals: string[] }>({
  cspRefusals: [
    async ({ browser, context }, use) => {
      const refusals: string[] = [];
      const watch = (watched: BrowserContext) =>
        watched.on("console", (message) => {
          if (REFUSAL.test(message.text())) refusals.push(message.text());
        });
      watch(context);
      // Tests that open more windows (collaborators, visitors) make contexts of their own.
      const newContext = browser.newContext.bind(browser);
      (browser as { newContext: Browser["newContext"] }).newContext = async (options) => {
        const created = await newContext(options);
        watch(created);
        return created;
      };
      await use(refusals);
      (browser as { newContext: Browser["newContext"] }).newContext = newContext;
      expect(refusals, "Content-Security-Policy refusals").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
