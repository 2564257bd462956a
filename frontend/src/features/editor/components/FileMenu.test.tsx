import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { Editor } from "@/editor/editor";
import { ConfirmProvider } from "@/shared/ui/confirm";

import { FileMenu } from "./FileMenu";

type Handlers = { onSaveNow?: (() => void) | null; onImportSql?: (() => void) | null; onVersions?: (() => void) | null };

function renderMenu({ editable, onSaveNow = null, onImportSql = null, onVersions = null }: { editable: boolean } & Handlers) {
  const editor = new Editor(() => 0);
  editor.setEditable(editable);
  const onImportJson = vi.fn(async () => undefined);
  render(<ConfirmProvider><FileMenu editor={editor} onSaveNow={onSaveNow} onImportSql={onImportSql} onVersions={onVersions} onImportJson={onImportJson} /></ConfirmProvider>);
  return { editor, onImportJson };
}

describe("the File menu shows only what works (001 §2)", () => {
  it("is absent for a visitor who can neither save nor import", () => {
    renderMenu({ editable: false });
    expect(screen.queryByRole("button", { name: "Fichier" })).not.toBeInTheDocument();
  });

  it("offers the version history, saving and both imports to an editor", async () => {
    const onSaveNow = vi.fn();
    renderMenu({ editable: true, onSaveNow, onImportSql: vi.fn(), onVersions: vi.fn() });
    await userEvent.click(screen.getByRole("button", { name: "Fichier" }));
    expect(screen.getAllByRole("menuitem").map((item) => item.textContent)).toEqual([
      "Historique des versions", "Enregistrer maintenant", "Importer un fichier SQL ou DBML", "Importer un JSON",
    ]);
    await userEvent.click(screen.getByRole("menuitem", { name: "Enregistrer maintenant" }));
    expect(onSaveNow).toHaveBeenCalledTimes(1);
  });

  it("gives a signed-in viewer the version history alone", async () => {
    const onVersions = vi.fn();
    renderMenu({ editable: false, onVersions });
    await userEvent.click(screen.getByRole("button", { name: "Fichier" }));
    expect(screen.getAllByRole("menuitem").map((item) => item.textContent)).toEqual(["Historique des versions"]);
    await userEvent.click(screen.getByRole("menuitem", { name: "Historique des versions" }));
    expect(onVersions).toHaveBeenCalledTimes(1);
  });

  it("hands a readable JSON file to the page, which decides how it reaches the server", async () => {
    const { onImportJson } = renderMenu({ editable: true });
    const file = new File([JSON.stringify({ format: 1, tables: [], relations: [] })], "d.json", { type: "application/json" });
    await userEvent.upload(screen.getByLabelText("Importer un JSON"), file);
    await vi.waitFor(() => expect(onImportJson).toHaveBeenCalledWith(expect.objectContaining({ tables: [], relations: [] })));
  });
});
