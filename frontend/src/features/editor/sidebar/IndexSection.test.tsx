import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { renderSidebar, tableIn } from "./testing";

async function openUsers() {
  const rendered = renderSidebar();
  await rendered.user.click(screen.getByText("users", { selector: "button" }));
  return rendered;
}

describe("Index section (spec 001 §2, §3, §5)", () => {
  it("adds an index named idx_{table}_{n}, of type INDEX and method BTREE", async () => {
    const { editor, user } = await openUsers();
    await user.click(screen.getByRole("button", { name: "Ajouter un index" }));
    await user.click(screen.getByRole("button", { name: "Ajouter un index" }));

    const indexes = tableIn(editor, "t_users").indexes;
    expect(indexes.map((index) => [index.name, index.type, index.method])).toEqual([
      ["idx_users_1", "INDEX", "BTREE"],
      ["idx_users_2", "INDEX", "BTREE"],
    ]);
    const group = within(screen.getByRole("group", { name: "Index idx_users_1" }));
    expect(group.getByLabelText("Type d'index")).toHaveValue("INDEX");
    expect(group.getByLabelText("Méthode")).toHaveValue("BTREE");
  });

  it("saves a column once it has an attribute and drops columns without one", async () => {
    const { editor, user } = await openUsers();
    await user.click(screen.getByRole("button", { name: "Ajouter un index" }));
    const group = within(screen.getByRole("group", { name: "Index idx_users_1" }));

    await user.click(group.getByRole("button", { name: "Ajouter une colonne" }));
    await user.click(group.getByRole("button", { name: "Ajouter une colonne" }));
    expect(group.getAllByRole("combobox", { name: /^Attribut de la colonne/ })).toHaveLength(2);
    expect(tableIn(editor, "t_users").indexes[0].attributes).toEqual([]);

    await user.selectOptions(group.getByRole("combobox", { name: "Ordre de la colonne 1" }), "DESC");
    await user.selectOptions(group.getByRole("combobox", { name: "Attribut de la colonne 1" }), "email");
    expect(tableIn(editor, "t_users").indexes[0].attributes).toEqual([{ attributeId: "a_users_email", order: "DESC" }]);

    // Saving another change keeps the chosen column and still drops the empty one.
    const name = group.getByRole("textbox", { name: "Nom de l'index" });
    await user.clear(name);
    await user.type(name, "idx_email{Enter}");
    expect(tableIn(editor, "t_users").indexes).toEqual([
      expect.objectContaining({ name: "idx_email", attributes: [{ attributeId: "a_users_email", order: "DESC" }] }),
    ]);

    // Un-choosing a saved column's attribute drops it on save.
    const saved = within(screen.getByRole("group", { name: "Index idx_email" }));
    await user.selectOptions(saved.getByRole("combobox", { name: "Attribut de la colonne 1" }), "Choisir un attribut");
    expect(tableIn(editor, "t_users").indexes[0].attributes).toEqual([]);
  });

  it("hides the method of FULLTEXT and SPATIAL indexes and saves none", async () => {
    const { editor, user } = await openUsers();
    await user.click(screen.getByRole("button", { name: "Ajouter un index" }));
    const group = within(screen.getByRole("group", { name: "Index idx_users_1" }));
    await user.selectOptions(group.getByLabelText("Méthode"), "HASH");
    expect(tableIn(editor, "t_users").indexes[0].method).toBe("HASH");

    for (const type of ["FULLTEXT", "SPATIAL"]) {
      await user.selectOptions(group.getByLabelText("Type d'index"), type);
      expect(group.queryByLabelText("Méthode")).not.toBeInTheDocument();
      expect(tableIn(editor, "t_users").indexes[0]).toMatchObject({ type, method: null });
    }
    await user.selectOptions(group.getByLabelText("Type d'index"), "UNIQUE");
    expect(tableIn(editor, "t_users").indexes[0]).toMatchObject({ type: "UNIQUE", method: "BTREE" });
  });

  it("edits the comment and removes an index", async () => {
    const { editor, user } = await openUsers();
    await user.click(screen.getByRole("button", { name: "Ajouter un index" }));
    const group = within(screen.getByRole("group", { name: "Index idx_users_1" }));
    await user.type(group.getByLabelText("Commentaire de l'index"), "Recherche par e-mail{Enter}");
    expect(tableIn(editor, "t_users").indexes[0].comment).toBe("Recherche par e-mail");

    await user.click(group.getByRole("button", { name: "Supprimer l'index idx_users_1" }));
    expect(tableIn(editor, "t_users").indexes).toEqual([]);
    expect(screen.getByText("Aucun index.")).toBeInTheDocument();
  });
});
