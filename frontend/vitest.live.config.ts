/// <reference types="vitest/config" />
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

// The live fuzz (the *.live.ts files under src) against a running server: started by the
// integration suite (tests/integration/test_live_convergence.py), never by `vitest run`.
export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: { environment: "node", include: ["src/**/*.live.ts"], testTimeout: 30 * 60_000 },
});
