/** The import's file rules (spec 001 §5, and DBML since issue 17): .sql, .txt or .dbml, at most 10485760 bytes. */
export const SQL_MAX_BYTES = 10_485_760;

export function fileProblem(file: { name: string; size: number }): "format" | "size" | null {
  if (!/\.(sql|txt|dbml)$/i.test(file.name)) return "format";
  if (file.size > SQL_MAX_BYTES) return "size";
  return null;
}

/** A DBML file is read by its own engine, which has no dialect to pick. */
export const isDbml = (name: string) => /\.dbml$/i.test(name);
