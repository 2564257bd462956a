import { act, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import * as actions from "@/editor/actions";
import type { Editor } from "@/editor/editor";
import { ATTRIBUTE_TYPES, type AttributeType } from "@/editor/model/types";

import { attributeIn, renderSidebar } from "./testing";

async function openUsers() {
  const rendered = renderSidebar();
  await rendered.user.click(screen.getByText("users", { selector: "button" }));
  return rendered;
}

const row = (name: string) => within(screen.getByRole("group", { name: `Attribut ${name}` }));

describe("AttributeRow (spec 001 §2, §3)", () => {
  it("renames an attribute on Enter and on blur, and restores it with Escape", async () => {
    const { editor, user } = await openUsers();
    const input = row("email").getByRole("textbox", { name: "Nom de l'attribut" });

    await user.clear(input);
    await user.type(input, "mail{Escape}");
    expect(input).toHaveValue("email");

    await user.clear(input);
    await user.type(input, "courriel{Enter}");
    expect(attributeIn(editor, "t_users", "a_users_email").name).toBe("courriel");

    const renamed = row("courriel").getByRole("textbox", { name: "Nom de l'attribut" });
    await user.clear(renamed);
    await user.type(renamed, "adresse");
    await user.tab();
    expect(attributeIn(editor, "t_users", "a_users_email").name).toBe("adresse");
  });

  it("lists every type, UUID included, and selects UUID by search", async () => {
    const { editor, user } = await openUsers();
    await user.click(row("email").getByRole("button", { name: "Type de email : VARCHAR" }));

    const search = screen.getByRole("combobox", { name: "Rechercher un type..." });
    expect(search).toHaveFocus();
    expect(search).toHaveAttribute("placeholder", "Rechercher un type...");
    expect(screen.getAllByRole("option")).toHaveLength(ATTRIBUTE_TYPES.length);

    await user.type(search, "uu");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["UUID"]);
    await user.keyboard("{Enter}");

    expect(attributeIn(editor, "t_users", "a_users_email").type).toBe("UUID");
    expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
    expect(row("email").getByRole("button", { name: "Type de email : UUID" })).toBeInTheDocument();
  });

  it("closes the type picker with Escape and gives the focus back to it", async () => {
    const { editor, user } = await openUsers();
    const trigger = row("email").getByRole("button", { name: "Type de email : VARCHAR" });
    await user.click(trigger);
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(attributeIn(editor, "t_users", "a_users_email").type).toBe("VARCHAR");
  });

  it("moves through the filtered types with the arrow keys", async () => {
    const { editor, user } = await openUsers();
    await user.click(row("email").getByRole("button", { name: "Type de email : VARCHAR" }));
    await user.keyboard("text");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["TINYTEXT", "TEXT", "MEDIUMTEXT", "LONGTEXT"]);
    expect(screen.getByRole("option", { name: "TINYTEXT" })).toHaveAttribute("aria-selected", "true");

    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    expect(screen.getByRole("option", { name: "LONGTEXT" })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("option", { name: "TINYTEXT" })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowUp}{Enter}");

    const attribute = attributeIn(editor, "t_users", "a_users_email");
    expect(attribute.type).toBe("LONGTEXT");
    // The engine drops the length a text type cannot have.
    expect(attribute.length).toBeNull();
  });

  it("toggles N (nullable) and PK (primary key)", async () => {
    const { editor, user } = await openUsers();
    const nullable = row("email").getByRole("button", { name: "N" });
    const primary = row("email").getByRole("button", { name: "PK" });
    expect(nullable).toHaveAttribute("aria-pressed", "true");
    expect(primary).toHaveAttribute("aria-pressed", "false");

    await user.click(nullable);
    expect(attributeIn(editor, "t_users", "a_users_email").isNullable).toBe(false);
    expect(row("email").getByRole("button", { name: "N" })).toHaveAttribute("aria-pressed", "false");

    await user.click(row("email").getByRole("button", { name: "N" }));
    await user.click(primary);
    expect(attributeIn(editor, "t_users", "a_users_email")).toMatchObject({ isPrimaryKey: true, isNullable: false });
    expect(row("email").getByRole("button", { name: "PK" })).toHaveAttribute("aria-pressed", "true");
  });

  it("deletes an attribute", async () => {
    const { editor, user } = await openUsers();
    await user.click(row("status").getByRole("button", { name: "Supprimer l'attribut status" }));
    expect(editor.document.tables[0].attributes.map((a) => a.name)).toEqual(["id", "email"]);
  });
});

describe("Attribute options (spec 001 §5)", () => {
  async function chooseType(user: ReturnType<typeof renderSidebar>["user"], type: string) {
    await user.click(row("email").getByRole("button", { name: /^Type de email/ }));
    await user.keyboard(type);
    await user.click(screen.getByRole("option", { name: type }));
  }

  // A type change made elsewhere (the canvas, a collaborator): the open panel follows it.
  function setType(editor: Editor, type: AttributeType) {
    act(() => {
      // Null when the attribute already has this type.
      const cmd = actions.updateAttribute(editor.document, "t_users", "a_users_email", { type });
      if (cmd) editor.dispatch(cmd);
    });
  }

  it("shows the length only for VARCHAR, CHAR and DECIMAL, parsed as an integer", async () => {
    const { editor, user } = await openUsers();
    await user.click(row("email").getByRole("button", { name: "Options de email" }));
    const length = row("email").getByLabelText("Longueur");
    expect(length).toHaveValue("255");

    await user.clear(length);
    await user.type(length, "120abc{Enter}");
    expect(attributeIn(editor, "t_users", "a_users_email").length).toBe(120);
    await user.clear(row("email").getByLabelText("Longueur"));
    await user.type(row("email").getByLabelText("Longueur"), "long{Enter}");
    expect(attributeIn(editor, "t_users", "a_users_email").length).toBeNull();

    await chooseType(user, "TEXT");
    expect(row("email").queryByLabelText("Longueur")).not.toBeInTheDocument();
    for (const type of ATTRIBUTE_TYPES) {
      setType(editor, type);
      const shown = row("email").queryByLabelText("Longueur") !== null;
      expect([type, shown]).toEqual([type, ["VARCHAR", "CHAR", "DECIMAL"].includes(type)]);
    }
  }, 20_000);

  it("shows auto increment and unsigned only for integer types", async () => {
    const { editor, user } = await openUsers();
    await user.click(row("email").getByRole("button", { name: "Options de email" }));
    expect(row("email").queryByLabelText("Auto-incrément")).not.toBeInTheDocument();
    expect(row("email").queryByLabelText("Non signé")).not.toBeInTheDocument();

    await chooseType(user, "INT");
    for (const type of ["INT", "BIGINT", "SMALLINT", "TINYINT"] as const) {
      setType(editor, type);
      expect(row("email").getByLabelText("Auto-incrément")).toBeInTheDocument();
      expect(row("email").getByLabelText("Non signé")).toBeInTheDocument();
    }
    await user.click(row("email").getByLabelText("Auto-incrément"));
    await user.click(row("email").getByLabelText("Non signé"));
    expect(attributeIn(editor, "t_users", "a_users_email")).toMatchObject({ type: "TINYINT", isAutoIncrement: true, unsigned: true });

    for (const type of ["MEDIUMINT", "INTEGER", "DECIMAL", "TEXT"] as const) {
      setType(editor, type);
      expect(row("email").queryByLabelText("Auto-incrément")).not.toBeInTheDocument();
      expect(row("email").queryByLabelText("Non signé")).not.toBeInTheDocument();
    }
    expect(attributeIn(editor, "t_users", "a_users_email")).toMatchObject({ isAutoIncrement: false, unsigned: false });
  });

  it("makes a column an array of its type, shown as type[] on the canvas", async () => {
    const { typeLabel } = await import("@/editor/render/paintTable");
    const { editor, user } = await openUsers();
    await user.click(row("email").getByRole("button", { name: "Options de email" }));
    await user.click(row("email").getByLabelText("Tableau (type[])"));
    const email = attributeIn(editor, "t_users", "a_users_email");
    expect(email.isArray).toBe(true);
    expect(typeLabel(email)).toBe("VARCHAR(255)[]");
    editor.undo();
    expect(attributeIn(editor, "t_users", "a_users_email").isArray).toBe(false);
  });

  it("edits enum values, default value, unique and comment", async () => {
    const { editor, user } = await openUsers();
    await user.click(row("status").getByRole("button", { name: "Options de status" }));
    const values = row("status").getByLabelText("Valeurs (séparées par des virgules)");
    expect(values).toHaveValue("active,inactive");
    await user.clear(values);
    await user.type(values, "draft,published,archived{Enter}");
    await user.type(row("status").getByLabelText("Valeur par défaut"), "draft{Enter}");
    await user.click(row("status").getByLabelText("Unique"));
    await user.type(row("status").getByLabelText("Commentaire"), "État de publication{Enter}");

    expect(attributeIn(editor, "t_users", "a_users_status")).toMatchObject({
      enumValues: "draft,published,archived", defaultValue: "draft", isUnique: true, comment: "État de publication",
    });

    await user.clear(row("status").getByLabelText("Valeur par défaut"));
    await user.keyboard("{Enter}");
    expect(attributeIn(editor, "t_users", "a_users_status").defaultValue).toBeNull();
  });

  it("suggests, for empty ENUM values, what the export then uses: active and inactive (001 §5)", async () => {
    const { user } = await openUsers();
    await user.click(row("status").getByRole("button", { name: "Options de status" }));
    expect(row("status").getByLabelText("Valeurs (séparées par des virgules)")).toHaveAttribute("placeholder", "active,inactive");
  });

  it("edits precision and scale of a DECIMAL", async () => {
    const { editor, user } = await openUsers();
    await user.click(row("email").getByRole("button", { name: "Options de email" }));
    await chooseType(user, "DECIMAL");
    await user.type(row("email").getByLabelText("Précision"), "10{Enter}");
    await user.type(row("email").getByLabelText("Échelle"), "2{Enter}");
    expect(attributeIn(editor, "t_users", "a_users_email")).toMatchObject({ type: "DECIMAL", precision: 10, scale: 2 });
  });
});

describe("Attribute options closed by Escape (issue 15)", () => {
  it("keeps a length typed then Escape: committed as one undoable step, the panel closed", async () => {
    const { editor, user } = await openUsers();
    const options = row("email").getByRole("button", { name: "Options de email" });
    await user.click(options);
    const length = row("email").getByLabelText("Longueur");
    await user.clear(length);
    await user.type(length, "120");
    await user.keyboard("{Escape}");

    expect(attributeIn(editor, "t_users", "a_users_email").length).toBe(120);
    expect(row("email").queryByLabelText("Longueur")).not.toBeInTheDocument();
    expect(options).toHaveFocus();
    act(() => {
      editor.undo();
    });
    expect(attributeIn(editor, "t_users", "a_users_email").length).toBe(255);
    expect(editor.snapshot().canUndo).toBe(false);
  });

  it("keeps ENUM values typed then Escape", async () => {
    const { editor, user } = await openUsers();
    await user.click(row("status").getByRole("button", { name: "Options de status" }));
    const values = row("status").getByLabelText("Valeurs (séparées par des virgules)");
    await user.clear(values);
    await user.type(values, "brouillon,publié{Escape}");
    expect(attributeIn(editor, "t_users", "a_users_status").enumValues).toBe("brouillon,publié");
    expect(row("status").queryByLabelText("Valeurs (séparées par des virgules)")).not.toBeInTheDocument();
  });

  it("keeps what was typed when the panel closes by its button", async () => {
    const { editor, user } = await openUsers();
    const options = row("status").getByRole("button", { name: "Options de status" });
    await user.click(options);
    await user.type(row("status").getByLabelText("Commentaire"), "État");
    await user.click(options);
    expect(attributeIn(editor, "t_users", "a_users_status").comment).toBe("État");
  });
});
