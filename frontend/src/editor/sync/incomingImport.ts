/**
 * An SQL import's tables as the server reads them (web/realtime/PROTOCOL.md, "Imports in
 * progress"): every socket of the diagram receives them in numbered batches, and the canvas
 * shows them while the import runs.
 *
 * What is shown is a sketch: a replacing import shows its tables alone, a merging one shows them
 * beside the diagram (to its right, as the merge puts new tables; tables the diagram already has
 * by name are left as they are). The document stays untouched and, while tables arrive, not
 * editable: a replacing import would overwrite an edit made meanwhile, and the sketch is no
 * document to edit. The stored document ends it: once this client holds the revision the
 * stream's end names (or at once when the import failed, or when nothing was heard for
 * STALE_MS: a worker gone, whose retry starts a new stream). A gap in the numbers (a dropped
 * batch, a join mid-import) leaves the sketch partial; the stored document is whole.
 */
import type { Editor } from "../editor";
import { newAttribute } from "../model/factory";
import { TABLE } from "../model/constants";
import { tableRect, unionRect } from "../model/geometry";
import type { AttributeType, DiagramDocument, Table } from "../model/types";
import type { DiagramSync } from "./diagramSync";
import { systemClock, type Clock, type TimerId } from "./timing";

export const STALE_MS = 30_000;
/** The merge's gap between the diagram and the tables it adds (workers/sqlimport/merge.py). */
const MERGE_GAP = 100;
const GRID_ORIGIN = 100;

export const FLAG = { primary: 1, nullable: 2, unique: 4, auto: 8 } as const;

export interface PreviewTable {
  id: string;
  name: string;
  schema: string;
  x: number;
  y: number;
  height: number;
  /** [name, type, FLAG bits] */
  columns: Array<[string, string, number]>;
}

export type ImportFrame =
  | { type: "import_tables"; jobId: string; seq: number; merge: boolean; tables: PreviewTable[] }
  | { type: "import_end"; jobId: string; seq: number; status: "completed" | "failed"; revision: number | null; tables: number };

export function previewTable(preview: PreviewTable): Table {
  return {
    id: preview.id,
    name: preview.name,
    x: preview.x,
    y: preview.y,
    width: TABLE.defaultWidth,
    height: preview.height,
    color: TABLE.defaultColor,
    comment: "",
    schema: preview.schema,
    attributes: preview.columns.map(([name, type, flags], i) =>
      newAttribute(name, type as AttributeType, {
        id: `${preview.id}_a${i + 1}`,
        isPrimaryKey: (flags & FLAG.primary) !== 0,
        isNullable: (flags & FLAG.nullable) !== 0,
        isUnique: (flags & FLAG.unique) !== 0,
        isAutoIncrement: (flags & FLAG.auto) !== 0,
        length: null,
      }),
    ),
    indexes: [],
    isCollapsed: false,
    slug: false,
    softDeletes: false,
    seeds: [],
  };
}

export class IncomingImport {
  private jobId: string | null = null;
  private seq = 0;
  private merge = false;
  private tables: Table[] = [];
  private end: { status: "completed" | "failed"; revision: number | null } | null = null;
  /** A batch never arrived: what is shown misses some tables. */
  partial = false;

  get active(): boolean {
    return this.jobId !== null;
  }

  get count(): number {
    return this.tables.length;
  }

  /** Takes a frame; false when it changed nothing (a duplicate). */
  receive(frame: ImportFrame): boolean {
    // Another job, or the same job started again by its retried task: a new stream.
    if (frame.jobId !== this.jobId || (frame.seq === 1 && this.seq >= 1)) this.reset(frame.jobId);
    if (frame.seq <= this.seq) return false;
    if (frame.seq !== this.seq + 1) this.partial = true;
    this.seq = frame.seq;
    if (frame.type === "import_tables") {
      this.merge = frame.merge;
      for (const table of frame.tables) this.tables.push(previewTable(table));
    } else {
      this.end = { status: frame.status, revision: frame.revision };
    }
    return true;
  }

  /** The stream is over for a client at `revision`: the import failed, or its document is held. */
  settled(revision: number): boolean {
    if (!this.end) return false;
    return this.end.status === "failed" || this.end.revision === null || revision >= this.end.revision;
  }

  /** What the canvas shows over `base`, the diagram as it stands. */
  shown(base: DiagramDocument): DiagramDocument {
    if (!this.merge) return { format: base.format, tables: this.tables, relations: [] };
    const names = new Set(base.tables.map((table) => table.name.toLowerCase()));
    const bounds = unionRect(base.tables.map(tableRect));
    const dx = bounds ? bounds.x + bounds.width + MERGE_GAP - GRID_ORIGIN : 0;
    const added = this.tables.filter((table) => !names.has(table.name.toLowerCase())).map((table) => ({ ...table, x: table.x + dx }));
    return { ...base, tables: [...base.tables, ...added] };
  }

  reset(jobId: string | null = null) {
    this.jobId = jobId;
    this.seq = 0;
    this.merge = false;
    this.tables = [];
    this.end = null;
    this.partial = false;
  }
}

/** Shows a diagram's incoming imports on `editor` until the stored document takes over. */
export function bindIncomingImport(sync: DiagramSync, editor: Pick<Editor, "showIncoming">, clock: Clock = systemClock): () => void {
  const incoming = new IncomingImport();
  let stale: TimerId | null = null;
  const stop = () => {
    if (stale !== null) clock.clearTimeout(stale);
    stale = null;
    incoming.reset();
    editor.showIncoming(null);
  };
  const refresh = () => {
    if (!incoming.active) return;
    if (incoming.settled(sync.revision)) return stop();
    editor.showIncoming(incoming.shown(sync.document));
  };
  const stops = [
    sync.onImport((frame) => {
      if (!incoming.receive(frame)) return;
      if (stale !== null) clock.clearTimeout(stale);
      stale = clock.setTimeout(stop, STALE_MS);
      refresh();
    }),
    sync.onDocument(refresh),
  ];
  return () => {
    stops.forEach((off) => off());
    stop();
  };
}
