import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { addTable, createRelation } from "@/editor/actions";
import { Editor } from "@/editor/editor";

import { RelationPopup } from "./RelationPopup";

function editorWithRelation() {
  const editor = new Editor(() => 0);
  editor.resize(1200, 800, 1);
  const a = addTable(editor.document);
  editor.dispatch(a.command);
  const b = addTable(editor.document);
  editor.dispatch({ ...b.command, data: { table: { ...b.table, x: 600 } } } as typeof b.command);
  const result = createRelation(editor.document, a.table.id, a.table.attributes[0].id, b.table.id, null);
  if (!("command" in result)) throw new Error("refused");
  editor.dispatch(result.command);
  const relation = editor.document.relations[0];
  editor.select({ kind: "relation", id: relation.id });
  return { editor, relation };
}

describe("the relation popup", () => {
  it("shows the selected relation's cardinality and cycles it", async () => {
    const { editor } = editorWithRelation();
    render(<RelationPopup editor={editor} />);
    await userEvent.click(screen.getByRole("button", { name: "Cardinalité : 1:N" }));
    expect(editor.document.relations[0].type).toBe("many-to-many");
    expect(await screen.findByRole("button", { name: "Cardinalité : N:N" })).toBeInTheDocument();
  });

  it("deletes the relation, and is absent without a selected relation", async () => {
    const { editor } = editorWithRelation();
    render(<RelationPopup editor={editor} />);
    await userEvent.click(screen.getByRole("button", { name: "Supprimer la relation 1:N" }));
    expect(editor.document.relations).toEqual([]);
    expect(screen.queryByRole("toolbar")).toBeNull();
  });

  it("lets viewers read but not change", () => {
    const { editor } = editorWithRelation();
    editor.setEditable(false);
    render(<RelationPopup editor={editor} />);
    expect(screen.getByRole("button", { name: "Cardinalité : 1:N" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: /Supprimer/ })).toBeNull();
  });
});
