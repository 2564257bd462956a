/** The SQL file rules of spec 001 §5: .sql or .txt, at most 10485760 bytes. */
export const SQL_MAX_BYTES = 10_485_760;

export function fileProblem(file: { name: string; size: number }): "format" | "size" | null {
  if (!/\.(sql|txt)$/i.test(file.name)) return "format";
  if (file.size > SQL_MAX_BYTES) return "size";
  return null;
}

/** Snapshot and file sizes: B, KB with 1 decimal, MB with 2 (001 §9). */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}
