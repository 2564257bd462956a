/**
 * Migrations between two versions of a diagram (issue 12): what turns a database created from
 * `before`'s export into `after`'s. Entities are matched by id, so a renamed column is a rename,
 * not a drop and an add. Every target reads the same two documents; destructive steps (drops,
 * narrowing types) are flagged in comments.
 */
export { sqlMigration } from "./sql";
export { djangoMigration, type DjangoMigrationOptions } from "./django";
export { laravelMigration, type LaravelMigrationOptions } from "./laravel";
export type { MigrationFile } from "./file";
