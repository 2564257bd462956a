/** The migration text: a header like the export's, then the steps grouped in phases. */
import { lineComment } from "../../export/sql/common";
import { warning } from "./risks";
import { tr } from "../../i18n";

export class Script {
  private readonly phases: string[][] = [];
  private current: string[] = [];

  /** One statement, its warnings written above it. */
  add(statement: string, warnings: readonly string[] = []) {
    this.current.push([...warnings.map(warning), statement].join("\n"));
  }

  /** A comment that explains the steps after it. */
  comment(text: string) {
    this.current.push(lineComment(text));
  }

  /** Starts a new group of steps, set apart by a blank line. */
  phase() {
    if (this.current.length > 0) this.phases.push(this.current);
    this.current = [];
  }

  /** Whether a step so far contains `text`. */
  holds(text: string): boolean {
    return [...this.phases.flat(), ...this.current].some((step) => step.includes(text));
  }

  get empty(): boolean {
    return this.phases.length === 0 && this.current.length === 0;
  }

  /** `opening` and `closing` (transaction, pragmas) only around a script that does something. */
  text(title: string, notes: readonly string[], opening: readonly string[] = [], closing: readonly string[] = []): string {
    this.phase();
    const head = [`-- ${title}`, `-- ${tr("export.generatedBy")}`, ...notes.map((note) => lineComment(tr("export.note", { note })))].join("\n");
    if (this.phases.length === 0) return `${head}\n\n-- ${tr("migrate.sql.noChanges")}\n`;
    const body = this.phases.map((steps) => steps.join("\n"));
    const parts = [head, ...(opening.length > 0 ? [opening.join("\n")] : []), ...body, ...(closing.length > 0 ? [closing.join("\n")] : [])];
    return `${parts.join("\n\n")}\n`;
  }
}
