/**
 * Seeders from the tables' seeds (001 §3): one {Model}Seeder per table with seeds, creating each
 * row through its model (so timestamps and the slug are filled), and a DatabaseSeeder calling
 * them in dependency order. Empty values are left out so the column's default applies.
 */
import { columnDefault, type XColumn } from "../schema";
import { phpString } from "./php";
import type { LaravelTable } from "./plan";

function phpValue(column: XColumn, raw: string): string | undefined {
  if (raw === "") return undefined;
  if (raw.toUpperCase() === "NULL") return "null";
  const found = columnDefault({ ...column, defaultValue: raw, autoIncrement: false, nullable: true });
  if (found?.kind === "number") return found.value.replace(/^\+/, "");
  if (found?.kind === "boolean") return found.value === "TRUE" ? "true" : "false";
  return phpString(raw);
}

function seederFile(plan: LaravelTable, namespace: string): string {
  const className = plan.className as string;
  const columns = new Map(plan.table.columns.map((column) => [column.originalName, column]));
  const rows = plan.table.seeds.map((seed) => {
    const pairs = seed.data.flatMap(({ key, data }) => {
      const column = columns.get(key);
      const value = column ? phpValue(column, data) : undefined;
      return column && value !== undefined ? [`            ${phpString(column.name)} => ${value},`] : [];
    });
    const name = seed.name ? ` // ${seed.name.replace(/[\r\n]+/g, " ").replace(/\?>/g, "? >")}` : "";
    return [`        ${className}::forceCreate([${name}`, ...pairs, "        ]);"].join("\n");
  });
  return `<?php

namespace Database\\Seeders;

use ${namespace}\\${className};
use Illuminate\\Database\\Seeder;

class ${className}Seeder extends Seeder
{
    public function run(): void
    {
${rows.join("\n")}
    }
}
`;
}

export function seederFiles(plans: readonly LaravelTable[], namespace: string): Record<string, string> {
  const seeded = plans.filter((plan) => plan.className && plan.table.seeds.length > 0);
  const files: Record<string, string> = {};
  for (const plan of seeded) files[`database/seeders/${plan.className}Seeder.php`] = seederFile(plan, namespace);
  const calls = seeded.map((plan) => `            ${plan.className}Seeder::class,`);
  files["database/seeders/DatabaseSeeder.php"] = `<?php

namespace Database\\Seeders;

use Illuminate\\Database\\Seeder;

class DatabaseSeeder extends Seeder
{
    /**
     * Seed the application's database, referenced tables first.
     */
    public function run(): void
    {
${calls.length > 0 ? `        $this->call([\n${calls.join("\n")}\n        ]);` : "        //"}
    }
}
`;
  return files;
}
