/**
 * Node's process and file system for the command-line bundles (export/cli.ts, migrate/sql/cli.ts,
 * migrate/orm-cli.ts) that the Python checks run. Reached through `process.getBuiltinModule`
 * (Node ≥ 20.16) rather than typed imports, which the browser build does not have.
 */
interface NodeFs {
  readFileSync(path: string, encoding: "utf8"): string;
  writeFileSync(path: string, data: string | Uint8Array): void;
  mkdirSync(path: string, options: { recursive: boolean }): void;
}
interface NodeProcess {
  argv: string[];
  exitCode?: number;
  getBuiltinModule(name: "node:fs"): NodeFs;
}

export const node = (globalThis as unknown as { process: NodeProcess }).process;
export const fs = node.getBuiltinModule("node:fs");
