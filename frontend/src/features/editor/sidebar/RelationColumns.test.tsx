import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { compositeDocument } from "@/editor/testing/fixtures";

import { renderSidebar } from "./testing";

async function openComposite() {
  const rendered = renderSidebar(compositeDocument());
  await rendered.user.click(screen.getByRole("tab", { name: "Relations (1)" }));
  await rendered.user.click(screen.getByRole("button", { name: "Déplier la relation p.(a, b) → c.(a, b)" }));
  return rendered;
}

describe("RelationColumns: the columns of a relation's key", () => {
  it("shows a composite key as one relation over both column pairs", async () => {
    await openComposite();
    expect(screen.getByLabelText("Colonne référencée 1")).toHaveDisplayValue("a");
    expect(screen.getByLabelText("Colonne de la clé 1")).toHaveDisplayValue("a");
    expect(screen.getByLabelText("Colonne référencée 2")).toHaveDisplayValue("b");
    expect(screen.getByLabelText("Colonne de la clé 2")).toHaveDisplayValue("b");
    // Nothing left to add: p has two columns, both in the key.
    expect(screen.getByRole("button", { name: "Ajouter une colonne à la clé" })).toBeDisabled();
  });

  it("removes a pair, clearing that column's key, then adds it back as proposed", async () => {
    const { editor, user } = await openComposite();
    await user.click(screen.getByRole("button", { name: "Retirer la paire de colonnes 2" }));
    expect(editor.document.relations[0].extraPairs).toEqual([]);
    expect(editor.document.tables[1].attributes[2]).toMatchObject({ name: "b", isForeignKey: false, referencedTable: null });
    expect(screen.getByRole("button", { name: "Replier la relation p.a → c.a" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Ajouter une colonne à la clé" }));
    expect(editor.document).toEqual(compositeDocument());
  });

  it("changes a key column, offering none already in the key", async () => {
    const { editor, user } = await openComposite();
    const second = screen.getByLabelText("Colonne de la clé 2");
    expect(screen.getAllByRole("option", { name: "a" }).filter((o) => second.contains(o))[0]).toBeDisabled();
    await user.selectOptions(second, "id");
    expect(editor.document.relations[0].extraPairs).toEqual([{ fromAttributeId: "p.b", toAttributeId: "c.id" }]);
    expect(editor.document.tables[1].attributes.map((a) => [a.name, a.isForeignKey])).toEqual([["id", true], ["a", true], ["b", false]]);
  });

  it("is read-only for a viewer", async () => {
    const rendered = renderSidebar(compositeDocument(), { editable: false });
    await rendered.user.click(screen.getByRole("tab", { name: "Relations (1)" }));
    await rendered.user.click(screen.getByRole("button", { name: "Déplier la relation p.(a, b) → c.(a, b)" }));
    expect(screen.getByLabelText("Colonne de la clé 2")).toBeDisabled();
    expect(screen.getByRole("button", { name: "Retirer la paire de colonnes 2" })).toBeDisabled();
  });
});
