/** An SQL import's tables arriving over the diagram socket (PROTOCOL.md "Imports in progress"). */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { Editor } from "../editor";
import { bindEditor } from "./editorBinding";
import { bindIncomingImport, FLAG, STALE_MS, type PreviewTable } from "./incomingImport";
import { move, schemaSync, setup, start } from "./testing/harness";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function bound() {
  const harness = setup();
  const editor = new Editor(() => 0);
  bindEditor(harness.sync, editor);
  bindIncomingImport(harness.sync, editor);
  harness.sync.start();
  harness.net.last.open();
  harness.net.last.receive(schemaSync(start(), 3, { you: { id: "c1", user: { id: 7, name: "Alice", color: "#3b82f6" }, canEdit: true } }));
  return { ...harness, editor };
}

const preview = (n: number, x = 100 + (n - 1) * 300): PreviewTable => ({
  id: `t_${n}`, name: `table_${n}`, schema: "public", x, y: 100, height: 131,
  columns: [["id", "BIGINT", FLAG.primary | FLAG.auto], ["note", "TEXT", FLAG.nullable]],
});
const batch = (seq: number, tables: PreviewTable[], merge = false) => ({ type: "import_tables", jobId: "job-1", seq, merge, tables });
const names = (editor: Editor) => editor.document.tables.map((table) => table.name);

describe("an import's incoming tables", () => {
  it("fill the canvas batch by batch, read-only, until the stored document replaces them", () => {
    const { editor, net } = bound();
    net.last.receive(batch(1, [preview(1)]));
    expect(names(editor)).toEqual(["table_1"]);
    expect(editor.isEditable).toBe(false);
    expect(editor.dispatch(move("a", 50))).toBe(false);
    const [table] = editor.document.tables;
    expect(table.attributes.map((a) => [a.name, a.type, a.isPrimaryKey, a.isAutoIncrement, a.isNullable])).toEqual([
      ["id", "BIGINT", true, true, false], ["note", "TEXT", false, false, true]]);

    net.last.receive(batch(2, [preview(2), preview(3)]));
    expect(names(editor)).toEqual(["table_1", "table_2", "table_3"]);

    // The end names the stored revision: the sketch stays until this tab holds it.
    net.last.receive({ type: "import_end", jobId: "job-1", seq: 3, status: "completed", revision: 4, tables: 3 });
    expect(names(editor)).toEqual(["table_1", "table_2", "table_3"]);
    net.last.receive({ type: "command", id: "r4", revision: 4, command: move("b", 9) });
    expect(names(editor)).toEqual(start().tables.map((t) => t.name));
    expect(editor.isEditable).toBe(true);
  });

  it("puts a merge's new tables to the right of the diagram, beside the tables it keeps", () => {
    const { editor, net } = bound();
    const right = Math.max(...start().tables.map((t) => t.x + t.width));
    net.last.receive(batch(1, [preview(1), { ...preview(2), name: "A" }], true));
    expect(names(editor)).toEqual([...start().tables.map((t) => t.name), "table_1"]);
    expect(editor.document.tables.at(-1)!.x).toBe(right + 100);
  });

  it("notices a missing batch and goes on with what came; a failure ends the sketch at once", () => {
    const { editor, net, sync } = bound();
    const incoming: string[] = [];
    sync.onImport((frame) => incoming.push(`${frame.type}:${frame.seq}`));
    net.last.receive(batch(1, [preview(1)]));
    net.last.receive(batch(3, [preview(3)]));
    net.last.receive(batch(3, [preview(3)]));
    expect(names(editor)).toEqual(["table_1", "table_3"]);
    net.last.receive({ type: "import_end", jobId: "job-1", seq: 4, status: "failed", revision: null, tables: 3 });
    expect(incoming).toEqual(["import_tables:1", "import_tables:3", "import_tables:3", "import_end:4"]);
    expect(names(editor)).toEqual(start().tables.map((t) => t.name));
  });

  it("starts over when the job's retried task streams again, and gives up on a silent one", () => {
    const { editor, net } = bound();
    net.last.receive(batch(1, [preview(1)]));
    net.last.receive(batch(2, [preview(2)]));
    net.last.receive(batch(1, [preview(1)]));
    expect(names(editor)).toEqual(["table_1"]);
    vi.advanceTimersByTime(STALE_MS);
    expect(names(editor)).toEqual(start().tables.map((t) => t.name));
  });
});
