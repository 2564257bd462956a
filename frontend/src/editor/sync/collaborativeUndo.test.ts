/**
 * Undo stays local (DESIGN.md §4): it takes back the user's own commands and never writes over a
 * collaborator's later change. Editor.applyRebased / History.rebase / History.forget.
 */
import { describe, expect, it } from "vitest";

import * as actions from "../actions";
import { emptyOverwrites, History, overwritesBetween, withoutOverwritten } from "../commands/history";
import { apply } from "../commands/reducer";
import { command, type Command } from "../commands/types";
import { Editor, type CommandOrigin } from "../editor";
import { attr, documentOf, relation, table } from "../testing/fixtures";

function loaded() {
  const editor = new Editor(() => 0);
  const a = table("a", 0, 0, ["id", "name"]);
  const b = table("b", 400, 0, ["id"]);
  b.attributes.push(attr("b", "a_id", { isForeignKey: true, referencedTable: "a", referencedAttribute: "a.id" }));
  editor.load(documentOf([a, b], [relation("r", a, b, "id", "a_id")]));
  const log: Array<[string, CommandOrigin]> = [];
  editor.onCommand((cmd, origin) => log.push([cmd.type, origin]));
  return { editor, log };
}

const tableOf = (editor: Editor, id: string) => editor.document.tables.find((t) => t.id === id)!;
const rename = (id: string, name: string): Command => command("UPDATE_TABLE", "Renommer la table", { tableId: id, changes: { name } });

describe("undo after a collaborator's change", () => {
  it("never writes back a property a collaborator changed later", () => {
    const { editor } = loaded();
    editor.dispatch(actions.moveTable("a", 50, 50));
    editor.applyRemote(actions.moveTable("a", 700, 80));
    expect(editor.snapshot().canUndo).toBe(true);
    expect(editor.undo()).toBe(false);
    expect(tableOf(editor, "a")).toMatchObject({ x: 700, y: 80 });
    expect(editor.snapshot().canUndo).toBe(false);
  });

  it("still takes back the other properties of the same step", () => {
    const { editor } = loaded();
    editor.dispatch(command("UPDATE_TABLE", "", { tableId: "a", changes: { name: "users", color: "#ef4444" } }));
    editor.applyRemote(rename("a", "accounts"));
    editor.undo();
    expect(tableOf(editor, "a")).toMatchObject({ name: "accounts", color: "#6366f1" });
  });

  it("merges with a collaborator's change of other properties", () => {
    const { editor } = loaded();
    editor.dispatch(rename("a", "users"));
    editor.applyRemote(actions.moveTable("a", 700, 80));
    editor.undo();
    expect(tableOf(editor, "a")).toMatchObject({ name: "a", x: 700, y: 80 });
  });

  it("a half-overwritten move keeps the other coordinate", () => {
    const overwritten = emptyOverwrites();
    overwritten.tables.set("a", { x: 9 });
    expect(withoutOverwritten(actions.moveTable("a", 1, 2), overwritten)).toMatchObject({ type: "UPDATE_TABLE", data: { tableId: "a", changes: { y: 2 } } });
  });

  it("redo does not write over a collaborator's change either", () => {
    const { editor } = loaded();
    editor.dispatch(actions.moveTable("a", 50, 50));
    editor.undo();
    editor.applyRemote(actions.moveTable("a", 700, 80));
    expect(editor.redo()).toBe(false);
    expect(tableOf(editor, "a")).toMatchObject({ x: 700, y: 80 });
    expect(editor.snapshot().canRedo).toBe(false);
  });

  it("skips steps on what a collaborator removed, and undoes the one before", () => {
    const { editor, log } = loaded();
    editor.dispatch(actions.moveTable("a", 50, 50));
    editor.dispatch(actions.moveTable("b", 500, 500));
    editor.applyRemote(actions.removeTable("b"));
    expect(editor.undo()).toBe(true);
    expect(tableOf(editor, "a")).toMatchObject({ x: 0, y: 0 });
    expect(log).toEqual([["MOVE_TABLE", "local"], ["MOVE_TABLE", "local"], ["REMOVE_TABLE", "remote"], ["MOVE_TABLE", "undo"]]);
  });

  it("brings a removed table back with the values a collaborator gave it meanwhile", () => {
    const { editor } = loaded();
    const server = editor.document;
    editor.dispatch(actions.removeTable("a")); // not yet acknowledged
    // The server applied the collaborator's rename first, then the removal.
    const renamed = apply(server, rename("a", "accounts"));
    editor.applyRebased(apply(renamed, actions.removeTable("a")), [rename("a", "accounts")], overwritesBetween(server, renamed));
    editor.undo();
    expect(tableOf(editor, "a").name).toBe("accounts");
    expect(editor.document.relations.map((r) => r.id)).toEqual(["r"]);
  });

  it("counts side effects: references a removed table cleared are overwritten too", () => {
    const { editor } = loaded();
    const before = editor.document;
    const overwritten = overwritesBetween(before, apply(before, actions.removeTable("a")));
    expect(overwritten.attributes.get("b\nb.a_id")).toEqual({ isForeignKey: false, referencedTable: null, referencedAttribute: null });
    expect(overwritten.tables.size).toBe(0);
  });

  it("reads equal values as unchanged (documents from the server are fresh objects)", () => {
    const { editor } = loaded();
    const copy = structuredClone(editor.document);
    expect(overwritesBetween(editor.document, copy)).toEqual(emptyOverwrites());
  });
});

describe("undo of a command still pending when a collaborator's change arrives", () => {
  // The server applies the pending command after the collaborator's: undoing it goes back to the
  // collaborator's value, the one right before it in server order.
  const written = (name: string) => {
    const overwritten = emptyOverwrites();
    overwritten.tables.set("a", { name });
    return overwritten;
  };

  it("goes back to the collaborator's value", () => {
    const history = new History();
    const mine = rename("a", "mine");
    let doc = history.execute(loaded().editor.document, mine);
    history.rebase(written("theirs"), new Set([mine]));
    doc = history.undo(doc)!.doc;
    expect(doc.tables[0].name).toBe("theirs");
  });

  it("only for the oldest pending step writing the property", () => {
    const history = new History();
    const one = rename("a", "one");
    const two = rename("a", "two");
    let doc = history.execute(history.execute(loaded().editor.document, one), two);
    history.rebase(written("theirs"), new Set([one, two]));
    doc = history.undo(doc)!.doc;
    expect(doc.tables[0].name).toBe("one");
    doc = history.undo(doc)!.doc;
    expect(doc.tables[0].name).toBe("theirs");
  });

  it("keeps the redo of a pending undo: nothing came after it", () => {
    const { editor } = loaded();
    const undone: Command[] = [];
    editor.onCommand((cmd, origin) => origin === "undo" && undone.push(cmd));
    editor.dispatch(actions.moveTable("a", 50, 50));
    editor.undo();
    const overwritten = emptyOverwrites();
    overwritten.tables.set("a", { x: 700, y: 80 });
    editor.applyRebased(editor.snapshot().doc, [], overwritten, undone);
    expect(editor.redo()).toBe(true);
    expect(tableOf(editor, "a")).toMatchObject({ x: 50, y: 50 });
  });
});

describe("a command the server refused [C6]", () => {
  it("leaves no undo step", () => {
    const { editor } = loaded();
    const { command: add } = actions.addTable(editor.document);
    editor.dispatch(add);
    editor.forgetCommand(add);
    expect(editor.snapshot().canUndo).toBe(false);
  });

  it("a refused undo leaves nothing to redo", () => {
    const { editor, log } = loaded();
    const seen: Command[] = [];
    editor.onCommand((cmd, origin) => origin === "undo" && seen.push(cmd));
    editor.dispatch(actions.moveTable("a", 50, 50));
    editor.undo();
    editor.forgetCommand(seen[0]);
    expect(editor.snapshot().canRedo).toBe(false);
    expect(log.map(([, origin]) => origin)).toEqual(["local", "undo"]);
  });

  it("History.forget is false for a command it never held", () => {
    expect(new History().forget(actions.removeTable("a"))).toBe(false);
  });
});

describe("Editor.applyRebased", () => {
  it("shows the rebased document, announced as remote and not recorded", () => {
    const { editor, log } = loaded();
    const next = apply(editor.document, actions.moveTable("b", 900, 0));
    editor.applyRebased(next, [actions.moveTable("b", 900, 0)]);
    expect(editor.document).toBe(next);
    expect(log).toEqual([["MOVE_TABLE", "remote"]]);
    expect(editor.snapshot().canUndo).toBe(false);
  });

  it("keeps a drag going over a collaborator's change", () => {
    const { editor } = loaded();
    editor.showPreview(actions.moveTable("a", 300, 300));
    editor.applyRebased(apply(editor.snapshot().doc, rename("a", "users")), [rename("a", "users")]);
    expect(tableOf(editor, "a")).toMatchObject({ x: 300, y: 300, name: "users" });
    expect(editor.snapshot().doc.tables[0]).toMatchObject({ x: 0, name: "users" });
  });

  it("ends the drag of a table a collaborator removed, and its selection", () => {
    const { editor } = loaded();
    editor.select({ kind: "table", id: "a" });
    editor.showPreview(actions.moveTable("a", 300, 300));
    editor.applyRebased(apply(editor.snapshot().doc, actions.removeTable("a")), [actions.removeTable("a")]);
    expect(editor.document.tables.map((t) => t.id)).toEqual(["b"]);
    expect(editor.selected).toBeNull();
    expect(editor.dispatch(actions.moveTable("a", 300, 300))).toBe(false);
  });

  it("applies remote commands for viewers too", () => {
    const { editor } = loaded();
    editor.setEditable(false);
    editor.applyRebased(apply(editor.document, actions.moveTable("b", 1, 1)), [actions.moveTable("b", 1, 1)]);
    expect(tableOf(editor, "b").x).toBe(1);
  });
});
