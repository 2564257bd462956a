/**
 * Laravel export (001 §2, §3, §5): migrations, Eloquent models in the chosen namespace and
 * seeders, as files for a Laravel 11 application, zipped for download.
 */
import type { DiagramDocument } from "../../model/types";
import { prepareExport } from "../schema";
import { ARRAY_TARGETS } from "../arrays";
import { zeroDateNotes } from "../zerodates";
import { zipFiles } from "../zip";
import { migrationFiles } from "./migrations";
import { modelFile, modelPath } from "./models";
import { cleanNamespace } from "./php";
import { compositeKeyNotes, DEFAULT_LARAVEL_SETTINGS, planLaravel, type LaravelSettings } from "./plan";
import { seederFiles } from "./seeders";
import { tr } from "../../i18n";

export { DEFAULT_LARAVEL_SETTINGS, type LaravelSettings } from "./plan";

export function laravelFiles(doc: DiagramDocument, options: Partial<LaravelSettings> = {}, now: Date = new Date()): Record<string, string> {
  const settings: LaravelSettings = {
    modelsNamespace: cleanNamespace(options.modelsNamespace?.trim() || DEFAULT_LARAVEL_SETTINGS.modelsNamespace),
    slugSize: options.slugSize && options.slugSize > 0 ? Math.min(Math.floor(options.slugSize), 16_000) : DEFAULT_LARAVEL_SETTINGS.slugSize,
    createForeignMigration: options.createForeignMigration ?? DEFAULT_LARAVEL_SETTINGS.createForeignMigration,
  };
  const schema = prepareExport(doc, { arrays: ARRAY_TARGETS.laravel });
  const plans = planLaravel(schema);
  const files: Record<string, string> = { ...migrationFiles(plans, settings, now) };
  for (const plan of plans) {
    if (plan.className) files[modelPath(settings.modelsNamespace, plan.className)] = modelFile(plan, settings, settings.modelsNamespace);
  }
  Object.assign(files, seederFiles(plans, settings.modelsNamespace));
  files["README.md"] = readme(settings, [...schema.notes, ...zeroDateNotes(schema), ...compositeKeyNotes(schema)]);
  return files;
}

export function laravelZip(doc: DiagramDocument, options: Partial<LaravelSettings> = {}, now: Date = new Date()): Uint8Array {
  return zipFiles(laravelFiles(doc, options, now), now);
}

function readme(settings: LaravelSettings, notes: string[]): string {
  const lines = [
    `# ${tr("export.laravel.readmeTitle")}`,
    "",
    tr("export.laravel.readmeCopy"),
    "",
    "```",
    "php artisan migrate --seed",
    "```",
    "",
    tr("export.laravel.readmeModels", {
      namespace: settings.modelsNamespace,
      where: tr(settings.createForeignMigration ? "export.laravel.readmeSeparate" : "export.laravel.readmeInCreate"),
    }),
  ];
  if (notes.length > 0) lines.push("", `## ${tr("export.readmeNotes")}`, "", ...notes.map((note) => `- ${note}`));
  return `${lines.join("\n")}\n`;
}
