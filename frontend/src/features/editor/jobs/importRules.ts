/** The SQL file rules of spec 001 §5: .sql or .txt, at most 10485760 bytes. */
export const SQL_MAX_BYTES = 10_485_760;

export function fileProblem(file: { name: string; size: number }): "format" | "size" | null {
  if (!/\.(sql|txt)$/i.test(file.name)) return "format";
  if (file.size > SQL_MAX_BYTES) return "size";
  return null;
}
