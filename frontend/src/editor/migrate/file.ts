/** One generated migration file, named as its framework expects. */
export interface MigrationFile {
  fileName: string;
  content: string;
}
