import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 8123);

export default defineConfig({
  testDir: "./specs",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: "fr-FR",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
        "--no-first-run",
      ],
    },
  },
  webServer: {
    command: "../../.venv/bin/python server.py",
    url: `http://localhost:${port}/api/health/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: { E2E_PORT: String(port), ...(process.env.E2E_DATABASE ? { E2E_DATABASE: process.env.E2E_DATABASE } : {}), ...(process.env.E2E_REDIS_DB ? { E2E_REDIS_DB: process.env.E2E_REDIS_DB } : {}) },
  },
});
