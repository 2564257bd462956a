import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { renderSidebar } from "./testing";

const TITLE = "users.id → posts.user_id";

async function openRelation() {
  const rendered = renderSidebar();
  await rendered.user.click(screen.getByRole("tab", { name: "Relations (1)" }));
  await rendered.user.click(screen.getByRole("button", { name: `Déplier la relation ${TITLE}` }));
  return rendered;
}

const relation = (editor: ReturnType<typeof renderSidebar>["editor"]) => editor.document.relations[0];

describe("RelationItem (spec 001 §2, §3)", () => {
  it("cycles the cardinality 1:1 → 1:N → N:N", async () => {
    const { editor, user } = await openRelation();
    expect(screen.getByRole("button", { name: "Cardinalité : 1:N" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Cardinalité : 1:N" }));
    expect(relation(editor)).toMatchObject({ type: "many-to-many", cardinality: { from: "N", to: "N" } });
    await user.click(screen.getByRole("button", { name: "Cardinalité : N:N" }));
    expect(relation(editor)).toMatchObject({ type: "one-to-one", cardinality: { from: "1", to: "1" } });
    await user.click(screen.getByRole("button", { name: "Cardinalité : 1:1" }));
    expect(relation(editor)).toMatchObject({ type: "one-to-many", cardinality: { from: "1", to: "N" } });
  });

  it("gives its whole name as a tooltip, as long names may wrap (issue 15)", async () => {
    await openRelation();
    expect(screen.getByRole("button", { name: `Sélectionner la relation ${TITLE}` })).toHaveAttribute("title", TITLE);
  });

  it("deletes the relation", async () => {
    const { editor, user } = await openRelation();
    await user.click(screen.getByRole("button", { name: `Supprimer la relation ${TITLE}` }));
    expect(editor.document.relations).toEqual([]);
    expect(screen.getByText("Aucune relation pour l'instant.")).toBeInTheDocument();
  });

  it("edits ON DELETE, ON UPDATE, name, label, colour and dash", async () => {
    const { editor, user } = await openRelation();
    expect(screen.getByLabelText("ON DELETE")).toHaveValue("CASCADE");
    await user.selectOptions(screen.getByLabelText("ON DELETE"), "SET NULL");
    await user.selectOptions(screen.getByLabelText("ON UPDATE"), "RESTRICT");
    await user.type(screen.getByLabelText("Nom"), "auteur{Enter}");
    await user.type(screen.getByLabelText("Libellé"), "écrit{Enter}");
    await user.click(screen.getByRole("button", { name: "Vert" }));
    await user.click(screen.getByLabelText("Trait pointillé"));

    expect(relation(editor)).toMatchObject({
      onDelete: "SET NULL", onUpdate: "RESTRICT", name: "auteur", label: "écrit", color: "#10b981", isDashed: true,
    });

    await user.click(screen.getByRole("button", { name: "Aucune" }));
    expect(relation(editor).color).toBeNull();
  });

  it("selects the relation on the canvas", async () => {
    const { editor, user } = renderSidebar();
    await user.click(screen.getByRole("tab", { name: "Relations (1)" }));
    await user.click(screen.getByRole("button", { name: `Sélectionner la relation ${TITLE}` }));
    expect(editor.selected).toEqual({ kind: "relation", id: "r_users_posts" });
    expect(screen.getByRole("button", { name: `Replier la relation ${TITLE}` })).toHaveAttribute("aria-expanded", "true");
  });

  it("filters relations by the name of either table", async () => {
    const { user } = renderSidebar();
    await user.click(screen.getByRole("tab", { name: "Relations (1)" }));
    await user.type(screen.getByRole("searchbox"), "post");
    expect(screen.getByRole("button", { name: `Sélectionner la relation ${TITLE}` })).toBeInTheDocument();
    await user.clear(screen.getByRole("searchbox"));
    await user.type(screen.getByRole("searchbox"), "Post");
    expect(screen.queryByRole("button", { name: `Sélectionner la relation ${TITLE}` })).not.toBeInTheDocument();
  });
});
