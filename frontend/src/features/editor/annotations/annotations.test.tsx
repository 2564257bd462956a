import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { diffAnnotations } from "@/editor/diff/annotations";
import { Editor } from "@/editor/editor";
import type { Area, Note } from "@/editor/model/types";
import { documentOf, table } from "@/editor/testing/fixtures";

import { AnnotationChanges } from "./AnnotationChanges";
import { AnnotationPopup } from "./AnnotationPopup";
import { AnnotationToolbar } from "./AnnotationToolbar";
import { InPlaceEditor } from "./InPlaceEditor";

const note: Note = { id: "n", x: 420, y: 300, width: 200, height: 120, text: "À relire", color: "#eab308" };
const area: Area = { id: "g", x: 50, y: 50, width: 750, height: 250, name: "Ventes", color: "#3b82f6" };

function editorWith(editable = true) {
  const editor = new Editor(() => 0);
  editor.resize(1200, 800, 1);
  editor.load({ ...documentOf([table("commandes", 100, 100)]), notes: [note], areas: [area] });
  editor.setEditable(editable);
  return editor;
}

function page(editor: Editor) {
  return render(<><AnnotationToolbar editor={editor} /><AnnotationPopup editor={editor} /><InPlaceEditor editor={editor} /></>);
}

describe("adding areas and notes", () => {
  it("« Ajouter une zone » surrounds the selected table and selects the new area", async () => {
    const editor = editorWith();
    page(editor);
    act(() => editor.select({ kind: "table", id: "commandes" }));
    await userEvent.click(screen.getByRole("button", { name: "Ajouter une zone" }));
    const added = editor.document.areas![1];
    expect(added).toMatchObject({ name: "Nouvelle zone", x: 60, y: 28 });
    expect(editor.selected).toEqual({ kind: "area", id: added.id });
    expect(screen.getByRole("toolbar", { name: "Zone « Nouvelle zone » sélectionnée" })).toBeInTheDocument();
  });

  it("« Ajouter une note » opens its text for typing; Ctrl + Entrée keeps it, one undo step each", async () => {
    const editor = editorWith();
    page(editor);
    await userEvent.click(screen.getByRole("button", { name: "Ajouter une note" }));
    const field = screen.getByRole("textbox", { name: "Texte de la note" });
    expect(field).toHaveFocus();
    await userEvent.type(field, "Première ligne{Enter}seconde");
    await userEvent.keyboard("{Control>}{Enter}{/Control}");
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(editor.document.notes![1].text).toBe("Première ligne\nseconde");
    act(() => void editor.undo());
    expect(editor.document.notes![1].text).toBe("");
  });

  it("viewers see no add button, no bar, no field: only « Aller à… »", () => {
    const editor = editorWith(false);
    page(editor);
    act(() => {
      editor.select({ kind: "note", id: "n" });
      editor.requestEdit({ kind: "note", id: "n" });
    });
    expect(screen.getAllByRole("toolbar")).toHaveLength(1);
    expect(screen.getAllByRole("button").map((b) => b.getAttribute("aria-label") ?? b.textContent)).toEqual(["Aller à une zone ou une note"]);
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("a viewer of a diagram without areas or notes sees nothing", () => {
    const editor = new Editor(() => 0);
    editor.resize(1200, 800, 1);
    editor.load(documentOf([table("commandes", 100, 100)]));
    editor.setEditable(false);
    page(editor);
    expect(screen.queryByRole("toolbar")).toBeNull();
  });
});

describe("« Aller à… »", () => {
  it("lists the areas and notes; the keyboard picks one, which is selected and brought into view whole", async () => {
    const editor = editorWith();
    editor.load({ ...editor.document, notes: [note, { ...note, id: "far", x: 5000, y: 4000, text: "Très loin\nseconde ligne" }] });
    page(editor);
    screen.getByRole("button", { name: "Aller à une zone ou une note" }).focus();
    await userEvent.keyboard("{Enter}");
    const items = await screen.findAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual(["Zone « Ventes »", "Note « À relire »", "Note « Très loin »"]);
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    expect(editor.selected).toEqual({ kind: "note", id: "far" });
    // The note's centre is now the screen's centre.
    const { scale, offsetX, offsetY } = editor.camera;
    expect((5000 + 100) * scale + offsetX).toBeCloseTo(600);
    expect((4000 + 60) * scale + offsetY).toBeCloseTo(400);
  });

  it("zooms out enough to show a large area whole", async () => {
    const editor = editorWith();
    editor.load({ ...editor.document, areas: [{ ...area, width: 4000, height: 2000 }] });
    page(editor);
    await userEvent.click(screen.getByRole("button", { name: "Aller à une zone ou une note" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Zone « Ventes »" }));
    expect(4000 * editor.camera.scale).toBeLessThanOrEqual(1200);
    expect(editor.selected).toEqual({ kind: "area", id: "g" });
  });
});

describe("the selected area's bar and its name", () => {
  it("renames in place (Escape cancels, Enter confirms), changes the colour, deletes the area but not its tables", async () => {
    const editor = editorWith();
    page(editor);
    act(() => editor.select({ kind: "area", id: "g" }));
    await userEvent.click(screen.getByRole("button", { name: "Renommer la zone" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Nom de la zone" }), "Perdu{Escape}");
    expect(editor.document.areas![0].name).toBe("Ventes");
    await userEvent.click(screen.getByRole("button", { name: "Renommer la zone" }));
    const field = screen.getByRole("textbox", { name: "Nom de la zone" });
    await userEvent.clear(field);
    await userEvent.type(field, "Achats{Enter}");
    expect(editor.document.areas![0].name).toBe("Achats");

    await userEvent.click(screen.getByRole("button", { name: "Couleur de la zone" }));
    await userEvent.click(screen.getByRole("button", { name: "Rouge" }));
    expect(editor.document.areas![0].color).toBe("#ef4444");

    await userEvent.click(screen.getByRole("button", { name: "Supprimer la zone (les tables restent)" }));
    expect(editor.document.areas).toEqual([]);
    expect(editor.document.tables).toHaveLength(1);
  });
});

describe("the selected note's bar", () => {
  it("follows the note while it is dragged", () => {
    const editor = editorWith();
    page(editor);
    act(() => editor.select({ kind: "note", id: "n" }));
    const bar = screen.getByRole("toolbar", { name: "Note sélectionnée" });
    expect(bar.style.left).toBe("420px");
    act(() => editor.showPreview({ type: "MOVE_NOTE", name: "", timestamp: 0, data: { noteId: "n", x: 500, y: 300 } }));
    expect(screen.getByRole("toolbar", { name: "Note sélectionnée" }).style.left).toBe("500px");
  });
});

describe("notes and areas in a comparison", () => {
  it("lists each with its change and the fields that differ", () => {
    const before = { ...documentOf([]), notes: [note], areas: [area] };
    const after = { ...documentOf([]), notes: [{ ...note, x: 5, text: "Relu" }], areas: [] };
    render(<AnnotationChanges diff={diffAnnotations(before, after)} />);
    const items = screen.getAllByRole("listitem").map((li) => li.textContent);
    expect(items).toEqual(["Zone « Ventes » — supprimée", "Note « Relu » — modifiéetexte, position"]);
  });
});
