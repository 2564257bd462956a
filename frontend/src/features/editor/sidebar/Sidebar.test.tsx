import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import * as actions from "@/editor/actions";

import { newAttribute } from "@/editor/model/factory";
import { DOCUMENT_FORMAT, type Table } from "@/editor/model/types";

import { ProcessingStore } from "./processing";
import { renderSidebar, tableIn } from "./testing";

// The table rows' name buttons carry the table name as text; this finds one.
const nameButton = (name: string) => screen.getByText(name, { selector: "button" });

describe("Sidebar tables list (spec 001 §2)", () => {
  it("lists tables newest first", () => {
    renderSidebar();
    const names = within(screen.getByRole("list", { name: "Tables" })).getAllByText(/^(users|posts|Comments)$/).map((n) => n.textContent);
    expect(names).toEqual(["Comments", "posts", "users"]);
  });

  it("filters tables by a case-sensitive substring of the name", async () => {
    const { user } = renderSidebar();
    const search = screen.getByRole("searchbox", { name: "Rechercher une table" });

    await user.type(search, "s");
    expect(screen.getByText("users")).toBeInTheDocument();
    expect(screen.getByText("posts")).toBeInTheDocument();
    expect(screen.getByText("Comments")).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, "C");
    expect(screen.getByText("Comments")).toBeInTheDocument();
    expect(screen.queryByText("users")).not.toBeInTheDocument();
    expect(screen.queryByText("posts")).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, "comments");
    expect(screen.queryByText("Comments")).not.toBeInTheDocument();
    expect(screen.getByText("Aucune table ne correspond à « comments ».")).toBeInTheDocument();
  });

  it("adds a table on top, selects and reveals it, and opens it in rename mode (spec 001 §4)", async () => {
    const { editor, user } = renderSidebar();
    const camera = editor.camera;

    await user.click(screen.getByRole("button", { name: "Ajouter une table" }));

    const added = editor.document.tables.at(-1)!;
    expect(added.name).toBe("Table 4");
    expect(editor.selected).toEqual({ kind: "table", id: added.id });
    expect(editor.camera).not.toBe(camera);
    const input = screen.getByRole("textbox", { name: "Nom de la table" });
    expect(input).toHaveFocus();
    expect(input).toHaveValue("Table 4");

    await user.keyboard("orders{Enter}");
    expect(tableIn(editor, added.id).name).toBe("orders");
    const list = within(screen.getByRole("list", { name: "Tables" }));
    expect(list.getAllByRole("listitem")[0]).toHaveTextContent("orders");
    // Selected, hence expanded: its primary key is shown.
    expect(list.getByRole("group", { name: "Attribut id" })).toBeInTheDocument();
  });

  it("opens rename mode for a table added from the canvas or by shortcut", async () => {
    const { editor, user } = renderSidebar();
    await user.type(screen.getByRole("searchbox", { name: "Rechercher une table" }), "users");
    act(() => {
      editor.dispatch(actions.addTable(editor.document).command);
    });
    expect(screen.getByRole("textbox", { name: "Nom de la table" })).toHaveValue("Table 4");
    expect(screen.getByRole("searchbox", { name: "Rechercher une table" })).toHaveValue("");
  });

  it("selects a table on the canvas from its item and expands it", async () => {
    const { editor, user } = renderSidebar();
    expect(screen.queryByRole("group", { name: "Attribut email" })).not.toBeInTheDocument();

    await user.click(nameButton("users"));

    expect(editor.selected).toEqual({ kind: "table", id: "t_users" });
    expect(nameButton("users")).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("group", { name: "Attribut email" })).toBeInTheDocument();
  });

  it("expands the item of a table selected on the canvas", () => {
    const { editor } = renderSidebar();
    act(() => editor.select({ kind: "table", id: "t_posts" }));
    expect(screen.getByRole("button", { name: "Replier posts" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("group", { name: "Attribut title" })).toBeInTheDocument();
  });

  it("collapses and expands an item with its chevron, rendering attribute rows only when open", async () => {
    const { user } = renderSidebar();
    await user.click(screen.getByRole("button", { name: "Déplier posts" }));
    expect(screen.getByRole("group", { name: "Attribut title" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Replier posts" }));
    expect(screen.queryByRole("group", { name: "Attribut title" })).not.toBeInTheDocument();
  });

  it("stays light with 1000 tables of 20 columns: a window of items, attribute rows only when expanded", () => {
    const tables: Table[] = Array.from({ length: 1000 }, (_, i) => ({
      id: `t${i}`, name: `table_${i}`, x: 0, y: 0, width: 250, height: 600, color: "#6366f1", comment: "", schema: "public",
      attributes: Array.from({ length: 20 }, (_, j) => newAttribute(`col_${j}`, "VARCHAR", { id: `a${i}_${j}` })),
      indexes: [], isCollapsed: false, slug: false, softDeletes: false, seeds: [],
    }));
    const { editor } = renderSidebar({ format: DOCUMENT_FORMAT, tables, relations: [] });

    const items = within(screen.getByRole("list", { name: "Tables" })).getAllByRole("listitem");
    expect(items.length).toBeLessThanOrEqual(60);
    expect(items[0]).toHaveTextContent("table_999");
    expect(screen.queryAllByRole("group", { name: /^Attribut / })).toHaveLength(0);

    act(() => editor.select({ kind: "table", id: "t998" }));
    expect(screen.getAllByRole("group", { name: /^Attribut / })).toHaveLength(20);

    // Scrolled to the middle, the window follows (rows are 37 px, 600 px rendered either side).
    const scroller = screen.getByRole("list", { name: "Tables" }).parentElement!;
    Object.defineProperty(scroller, "clientHeight", { configurable: true, value: 370 });
    Object.defineProperty(scroller, "scrollTop", { configurable: true, value: 37 * 500 });
    fireEvent.scroll(scroller);
    const shown = within(screen.getByRole("list", { name: "Tables" })).getAllByRole("listitem");
    expect(shown.length).toBeLessThan(60);
    expect(screen.getByText("table_499", { selector: "button" })).toBeInTheDocument();
    expect(screen.queryByText("table_999", { selector: "button" })).not.toBeInTheDocument();
  });

  it("does not re-render table items when only the camera moves", () => {
    const { editor } = renderSidebar();
    const before = screen.getByRole("list", { name: "Tables" }).innerHTML;
    act(() => editor.panBy(40, 40));
    expect(screen.getByRole("list", { name: "Tables" }).innerHTML).toBe(before);
  });
});

describe("Sidebar relations list (spec 001 §2)", () => {
  it("lists relations from → to with table and attribute names", async () => {
    const { user } = renderSidebar();
    await user.click(screen.getByRole("tab", { name: "Relations (1)" }));
    expect(screen.getByRole("button", { name: "Sélectionner la relation users.id → posts.user_id" })).toBeInTheDocument();
  });

  it("creates a relation with Add Link and refuses one within the same table", async () => {
    const { editor, user } = renderSidebar();
    await user.click(screen.getByRole("tab", { name: "Relations (1)" }));
    await user.click(screen.getByRole("button", { name: "Add Link" }));
    const form = within(screen.getByRole("form", { name: "Nouvelle relation" }));

    await user.selectOptions(form.getByLabelText("Table source"), "Comments");
    await user.selectOptions(form.getByLabelText("Table cible"), "Comments");
    await user.click(form.getByRole("button", { name: "Créer la relation" }));
    expect(form.getByRole("alert")).toHaveTextContent("Une relation doit relier deux tables différentes.");
    expect(editor.document.relations).toHaveLength(1);

    await user.selectOptions(form.getByLabelText("Table cible"), "users");
    await user.click(form.getByRole("button", { name: "Créer la relation" }));

    expect(editor.document.relations).toHaveLength(2);
    const created = editor.document.relations[1];
    expect(created).toMatchObject({ fromTableId: "t_comments", toTableId: "t_users", fromAttributeId: "a_comments_id" });
    expect(tableIn(editor, "t_users").attributes.at(-1)).toMatchObject({ name: "comments_id", type: "INT", isNullable: true, isForeignKey: true });
    expect(screen.queryByRole("form", { name: "Nouvelle relation" })).not.toBeInTheDocument();
    expect(editor.selected).toEqual({ kind: "relation", id: created.id });
    expect(screen.getByRole("button", { name: "Replier la relation Comments.id → users.comments_id" })).toHaveAttribute("aria-expanded", "true");
  });
});

describe("Sidebar processing message (spec 001 §2)", () => {
  it("shows the store's messages: spinner, success, then hides", () => {
    vi.useFakeTimers();
    try {
      const store = new ProcessingStore();
      renderSidebar(undefined, { processingStore: store });
      const area = screen.getAllByRole("status")[0];

      act(() => store.pending("Sauvegarde en cours..."));
      expect(within(area).getByLabelText("Traitement en cours")).toBeInTheDocument();
      expect(area).toHaveTextContent("Sauvegarde en cours...");

      act(() => store.success("Changements sauvegardés"));
      expect(within(area).getByLabelText("Terminé")).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1500));
      expect(area).toBeEmptyDOMElement();

      act(() => store.error("Erreur lors de la sauvegarde"));
      expect(within(area).getByLabelText("Erreur")).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(2999));
      expect(area).toHaveTextContent("Erreur lors de la sauvegarde");
      act(() => vi.advanceTimersByTime(1));
      expect(area).toBeEmptyDOMElement();
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows a message given as a prop", () => {
    renderSidebar(undefined, { processing: { status: "error", text: "Impossible de sauvegarder les données" } });
    expect(screen.getByText("Impossible de sauvegarder les données")).toBeInTheDocument();
    expect(screen.getByLabelText("Erreur")).toBeInTheDocument();
  });
});

describe("Sidebar in read-only mode (spec 001 §6)", () => {
  it("shows everything and lets nothing be edited", async () => {
    const { editor, user } = renderSidebar(undefined, { editable: false });
    expect(screen.getByText("Lecture seule")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Ajouter une table" })).toBeDisabled();

    await user.click(nameButton("users"));
    expect(editor.selected).toEqual({ kind: "table", id: "t_users" });
    const row = within(screen.getByRole("group", { name: "Attribut email" }));
    expect(row.getByRole("textbox", { name: "Nom de l'attribut" })).toBeDisabled();
    expect(row.getByRole("button", { name: "Type de email : VARCHAR" })).toBeDisabled();
    expect(row.getByRole("button", { name: "N" })).toBeDisabled();
    expect(row.getByRole("button", { name: "PK" })).toBeDisabled();
    expect(row.getByRole("button", { name: "Supprimer l'attribut email" })).toBeDisabled();
    await user.click(row.getByRole("button", { name: "Options de email" }));
    expect(row.getByLabelText("Longueur")).toBeDisabled();
    expect(screen.getByRole("button", { name: "Ajouter un attribut" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Ajouter un index" })).toBeDisabled();
    expect(screen.getByRole("textbox", { name: "Commentaire de la table" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Actions pour users" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Couleur de users" })).toBeDisabled();

    await user.dblClick(nameButton("users"));
    expect(screen.queryByRole("textbox", { name: "Nom de la table" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Relations (1)" }));
    expect(screen.getByRole("button", { name: "Add Link" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Déplier la relation users.id → posts.user_id" }));
    expect(screen.getByRole("button", { name: "Cardinalité : 1:N" })).toBeDisabled();
    expect(screen.getByLabelText("ON DELETE")).toBeDisabled();
    expect(screen.getByRole("button", { name: "Supprimer la relation users.id → posts.user_id" })).toBeDisabled();
  });
});
