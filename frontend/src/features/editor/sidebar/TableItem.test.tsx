import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { renderSidebar, tableIn } from "./testing";

const nameButton = (name: string) => screen.getByText(name, { selector: "button" });

describe("TableItem rename (spec 001 §2, §5)", () => {
  it("renames on double-click and saves with Enter", async () => {
    const { editor, user } = renderSidebar();
    await user.dblClick(nameButton("posts"));
    const input = screen.getByRole("textbox", { name: "Nom de la table" });
    await user.clear(input);
    await user.type(input, "articles{Enter}");

    expect(tableIn(editor, "t_posts").name).toBe("articles");
    expect(screen.queryByRole("textbox", { name: "Nom de la table" })).not.toBeInTheDocument();
    expect(nameButton("articles")).toBeInTheDocument();
  });

  it("cancels with Escape", async () => {
    const { editor, user } = renderSidebar();
    await user.dblClick(nameButton("posts"));
    const input = screen.getByRole("textbox", { name: "Nom de la table" });
    await user.clear(input);
    await user.type(input, "articles{Escape}");

    expect(tableIn(editor, "t_posts").name).toBe("posts");
    expect(screen.queryByRole("textbox", { name: "Nom de la table" })).not.toBeInTheDocument();
    expect(editor.snapshot().canUndo).toBe(false);
  });

  it("saves an empty name as 'Table sans nom'", async () => {
    const { editor, user } = renderSidebar();
    await user.dblClick(nameButton("posts"));
    await user.clear(screen.getByRole("textbox", { name: "Nom de la table" }));
    await user.keyboard("   {Enter}");

    expect(tableIn(editor, "t_posts").name).toBe("Table sans nom");
  });
});

describe("TableItem contents (spec 001 §2)", () => {
  it("adds an attribute", async () => {
    const { editor, user } = renderSidebar();
    await user.click(nameButton("Comments"));
    await user.click(screen.getByRole("button", { name: "Ajouter un attribut" }));

    const attributes = tableIn(editor, "t_comments").attributes;
    expect(attributes).toHaveLength(2);
    expect(attributes[1]).toMatchObject({ name: "colonne_2", type: "VARCHAR", isNullable: true });
    expect(screen.getByRole("group", { name: "Attribut colonne_2" })).toBeInTheDocument();
  });

  it("picks one of the 16 named colours", async () => {
    const { editor, user } = renderSidebar();
    await user.click(screen.getByRole("button", { name: "Couleur de posts" }));
    const palette = screen.getByRole("group", { name: "Couleur de posts" });
    const swatches = within(palette).getAllByRole("button");
    expect(swatches.map((swatch) => swatch.getAttribute("aria-label"))).toEqual([
      "Indigo", "Bleu", "Cyan", "Vert", "Lime", "Jaune", "Orange", "Rouge",
      "Rose", "Violet", "Mauve", "Fuchsia", "Ardoise", "Gris", "Zinc", "Pierre",
    ]);
    expect(within(palette).getByRole("button", { name: "Indigo" })).toHaveAttribute("aria-pressed", "true");

    await user.click(within(palette).getByRole("button", { name: "Rouge" }));

    expect(tableIn(editor, "t_posts").color).toBe("#ef4444");
    expect(screen.queryByRole("group", { name: "Couleur de posts" })).not.toBeInTheDocument();
  });

  it("deletes the table from its menu, with its relations", async () => {
    const { editor, user } = renderSidebar();
    await user.click(screen.getByRole("button", { name: "Actions pour users" }));
    await user.click(await screen.findByRole("menuitem", { name: "Supprimer la table" }));

    expect(editor.document.tables.map((t) => t.name)).toEqual(["posts", "Comments"]);
    expect(editor.document.relations).toHaveLength(0);
    expect(screen.queryByText("users", { selector: "button" })).not.toBeInTheDocument();
  });

  it("offers the same actions on a right-click of the row (the context menu of 001 §2)", async () => {
    const { editor, user } = renderSidebar();
    await user.pointer({ keys: "[MouseRight]", target: nameButton("users") });
    const items = await screen.findAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual(["Ajouter un commentaire", "Replier sur le canevas", "Supprimer la table"]);
    await user.click(screen.getByRole("menuitem", { name: "Supprimer la table" }));

    expect(editor.document.tables.map((t) => t.name)).toEqual(["posts", "Comments"]);
  });

  it("has no context menu for a viewer", async () => {
    const { user } = renderSidebar(undefined, { editable: false });
    await user.pointer({ keys: "[MouseRight]", target: nameButton("users") });
    expect(screen.queryByRole("menuitem")).not.toBeInTheDocument();
  });

  it("adds a comment from the menu: the item opens and the comment area takes the focus", async () => {
    const { editor, user } = renderSidebar();
    await user.click(screen.getByRole("button", { name: "Actions pour posts" }));
    await user.click(await screen.findByRole("menuitem", { name: "Ajouter un commentaire" }));

    const comment = screen.getByRole("textbox", { name: "Commentaire de la table" });
    expect(comment).toHaveFocus();
    await user.type(comment, "Articles publiés");
    await user.tab();

    expect(tableIn(editor, "t_posts").comment).toBe("Articles publiés");
  });

  it("collapses the table on the canvas from its menu", async () => {
    const { editor, user } = renderSidebar();
    await user.click(screen.getByRole("button", { name: "Actions pour posts" }));
    await user.click(await screen.findByRole("menuitem", { name: "Replier sur le canevas" }));
    expect(tableIn(editor, "t_posts").isCollapsed).toBe(true);
  });
});

describe("Seed panel (spec 001 §2, §3)", () => {
  it("saves named seeds with one value per column", async () => {
    const { editor, user } = renderSidebar();
    await user.click(nameButton("users"));
    await user.click(screen.getByRole("button", { name: "Seeds" }));

    const dialog = within(screen.getByRole("dialog", { name: "Seeds - users" }));
    await user.click(dialog.getByRole("button", { name: "Ajouter un seed" }));
    await user.type(dialog.getByRole("textbox", { name: "Nom du seed" }), "admin");
    await user.type(dialog.getByRole("textbox", { name: "id (seed 1)" }), "1");
    await user.type(dialog.getByRole("textbox", { name: "email (seed 1)" }), "admin@relata.fr");
    await user.click(dialog.getByRole("button", { name: "Ajouter un seed" }));
    await user.type(dialog.getAllByRole("textbox", { name: "Nom du seed" })[1], "brouillon");
    await user.click(dialog.getByRole("button", { name: "Ajouter un seed" }));
    await user.click(dialog.getByRole("button", { name: "Supprimer le seed 3" }));
    await user.click(dialog.getByRole("button", { name: "Enregistrer" }));

    expect(tableIn(editor, "t_users").seeds).toEqual([
      { name: "admin", data: [{ key: "id", data: "1" }, { key: "email", data: "admin@relata.fr" }, { key: "status", data: "" }] },
      { name: "brouillon", data: [{ key: "id", data: "" }, { key: "email", data: "" }, { key: "status", data: "" }] },
    ]);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Seeds (2)" })).toBeInTheDocument();
  });

  it("reopens with the saved seeds and changes nothing on cancel", async () => {
    const { editor, user } = renderSidebar();
    await user.click(nameButton("Comments"));
    await user.click(screen.getByRole("button", { name: "Seeds" }));
    let dialog = within(screen.getByRole("dialog", { name: "Seeds - Comments" }));
    await user.click(dialog.getByRole("button", { name: "Ajouter un seed" }));
    await user.type(dialog.getByRole("textbox", { name: "Nom du seed" }), "premier");
    await user.type(dialog.getByRole("textbox", { name: "id (seed 1)" }), "7");
    await user.click(dialog.getByRole("button", { name: "Enregistrer" }));

    await user.click(screen.getByRole("button", { name: "Seeds (1)" }));
    dialog = within(screen.getByRole("dialog", { name: "Seeds - Comments" }));
    expect(dialog.getByRole("textbox", { name: "id (seed 1)" })).toHaveValue("7");
    await user.clear(dialog.getByRole("textbox", { name: "id (seed 1)" }));
    await user.click(dialog.getByRole("button", { name: "Annuler" }));

    expect(tableIn(editor, "t_comments").seeds).toEqual([{ name: "premier", data: [{ key: "id", data: "7" }] }]);
  });

  it("refuses a filled seed without a name with a French message, and drops blank rows (issue 15)", async () => {
    const { editor, user } = renderSidebar();
    await user.click(nameButton("users"));
    await user.click(screen.getByRole("button", { name: "Seeds" }));
    const dialog = within(screen.getByRole("dialog", { name: "Seeds - users" }));
    await user.click(dialog.getByRole("button", { name: "Ajouter un seed" }));
    await user.click(dialog.getByRole("button", { name: "Ajouter un seed" }));
    await user.click(dialog.getByRole("button", { name: "Ajouter un seed" }));
    await user.type(dialog.getAllByRole("textbox", { name: "Nom du seed" })[0], "admin");
    await user.type(dialog.getByRole("textbox", { name: "email (seed 3)" }), "x@relata.fr");
    await user.click(dialog.getByRole("button", { name: "Enregistrer" }));

    // Seed 2 was blank and is gone; seed 3 (now 2) holds a value and needs a name.
    expect(dialog.getByRole("alert")).toHaveTextContent("Donnez un nom au seed 2 avant d'enregistrer.");
    const names = dialog.getAllByRole("textbox", { name: "Nom du seed" });
    expect(names).toHaveLength(2);
    expect(names[1]).toHaveAttribute("aria-invalid", "true");
    expect(tableIn(editor, "t_users").seeds).toEqual([]);

    await user.type(names[1], "client");
    expect(dialog.queryByRole("alert")).not.toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "Enregistrer" }));
    expect(tableIn(editor, "t_users").seeds.map((seed) => seed.name)).toEqual(["admin", "client"]);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
