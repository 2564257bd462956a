/** ZIP archives of generated files (fflate), with a fixed date so the bytes depend on the input only. */
import { strToU8, zipSync, type Zippable } from "fflate";

export function zipFiles(files: Record<string, string>, date: Date = new Date()): Uint8Array {
  const entries: Zippable = {};
  for (const path of Object.keys(files).sort()) entries[path] = [strToU8(files[path]), { mtime: date }];
  return zipSync(entries, { level: 6 });
}
