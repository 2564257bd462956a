/**
 * The Django migration between two versions of a diagram (issue 12), for the project the Django
 * export writes: `{NNNN}_{name}.py` in `diagram/migrations/`, following `previous` (the export
 * ships none: `makemigrations diagram` gives 0001_initial). With version B's models.py in place,
 * `migrate` applies it and `makemigrations --check` then finds nothing left to do.
 */
import type { DiagramDocument } from "../../model/types";
import { pythonName } from "../../export/django/naming";
import type { MigrationFile } from "../file";
import { planOperations } from "./plan";
import { migrationPy } from "./python";
import { djangoState } from "./state";
import { tr } from "../../i18n";

export interface DjangoMigrationOptions {
  /** The migration of the `diagram` app this one follows, e.g. "0001_initial"; "" for none. */
  previous: string;
  /** Suffix of the file name, e.g. "relata_changes" → 0002_relata_changes.py. */
  name: string;
  now: Date;
}

export function djangoMigration(before: DiagramDocument, after: DiagramDocument, options: DjangoMigrationOptions): MigrationFile {
  const operations = planOperations(djangoState(before), djangoState(after));
  const number = (Number.parseInt(/^\d+/.exec(options.previous)?.[0] ?? "0", 10) || 0) + 1;
  const destructive = operations.filter((op) => op.comments.some((line) => line.includes(tr("migrate.destructiveMark")))).length;
  const header = [
    tr("migrate.django.headerRun"),
    tr("migrate.django.headerWarnings"),
    tr("migrate.django.headerCounts", { operations: tr("migrate.django.operations", { count: operations.length }), destructive: tr("migrate.django.destructive", { count: destructive }) }),
  ];
  return {
    fileName: `${String(number).padStart(4, "0")}_${pythonName(options.name, "relata_changes")}.py`,
    content: migrationPy({ previous: options.previous || null, operations, header, now: options.now }),
  };
}
