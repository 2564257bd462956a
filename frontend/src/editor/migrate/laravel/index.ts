/**
 * The Laravel migration between two versions of a diagram (issue 12), for the application the
 * Laravel export fills: one `{Y_m_d_His}_relata_changes.php` in database/migrations, an anonymous
 * class like the export's, whose up() takes the tables of version A to version B and whose down()
 * takes them back (the same plan from B to A; dropped data does not come back).
 */
import type { DiagramDocument } from "../../model/types";
import { migration, stamp } from "../../export/laravel/migrations";
import { phpString } from "../../export/laravel/php";
import type { MigrationFile } from "../file";
import { planStatements, type Block } from "./plan";
import { laravelState } from "./state";
import { tr } from "../../i18n";

export interface LaravelMigrationOptions {
  now: Date;
}

export function laravelMigration(before: DiagramDocument, after: DiagramDocument, options: LaravelMigrationOptions): MigrationFile {
  const [a, b] = [laravelState(before), laravelState(after)];
  const up = lines(planStatements(a, b));
  const down = lines(planStatements(b, a));
  const usesDb = [...up, ...down].some((line) => line.includes("DB::"));
  return { fileName: `${stamp(options.now, 0)}_relata_changes.php`, content: migration(up, down, usesDb) };
}

function lines(blocks: Block[]): string[] {
  if (blocks.length === 0) return [`// ${tr("migrate.noChanges")}`];
  return blocks.flatMap((block) =>
    block.table === null
      ? block.lines
      : [`Schema::table(${phpString(block.table)}, function (Blueprint $table) {`, ...block.lines.map((line) => `    ${line}`), "});"],
  );
}
