import { defineConfig } from "@playwright/test";

import base from "../playwright.config";

// Its own port and database, so the screenshots can be taken while the browser tests run.
const port = Number(process.env.DOCS_PORT ?? 8144);
const database = process.env.DOCS_DATABASE ?? "relata_e2e_docshots";

/** Takes the documentation's screenshots (npm run docs:screenshots), not a test suite. */
export default defineConfig({
  ...base,
  testDir: ".",
  testMatch: "screenshots.ts",
  retries: 0,
  reporter: [["list"]],
  use: { ...base.use, baseURL: `http://localhost:${port}`, viewport: { width: 1280, height: 800 } },
  webServer: {
    ...base.webServer,
    command: "../../../.venv/bin/python ../server.py",
    url: `http://localhost:${port}/api/health/`,
    env: { E2E_PORT: String(port), E2E_DATABASE: database, ...(process.env.E2E_REDIS_DB ? { E2E_REDIS_DB: process.env.E2E_REDIS_DB } : {}) },
  },
});
