import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { strFromU8, unzipSync } from "fflate";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { Editor } from "@/editor/editor";
import { shopDocument } from "@/editor/export/fixtures";

import { downloadBlob } from "../download";
import { exportDjangoZip, exportSqlFile } from "./actions";
import { LaravelExportDialog } from "./LaravelExportDialog";

vi.mock("../download", () => ({ downloadBlob: vi.fn() }));

function setup(editable = true) {
  const editor = new Editor(() => 0);
  editor.load(shopDocument());
  editor.setEditable(editable);
  const onClose = vi.fn();
  render(<LaravelExportDialog editor={editor} projectName="Ma boutique" onClose={onClose} />);
  return { editor, onClose, user: userEvent.setup() };
}

const downloaded = async () => {
  const [blob, name] = vi.mocked(downloadBlob).mock.calls.at(-1) as [Blob, string];
  return { name, files: unzipSync(new Uint8Array(await blob.arrayBuffer())) };
};

describe("Laravel export dialog (spec 001 §2)", () => {
  beforeEach(() => {
    vi.mocked(downloadBlob).mockClear();
    window.localStorage.clear();
  });

  it("checks select-all only when every table has slug and soft delete", async () => {
    const { user } = setup();
    const all = screen.getByRole("checkbox", { name: "Tout sélectionner" });
    expect(all).not.toBeChecked();
    await user.click(all);
    expect(screen.getByRole("checkbox", { name: "Slug pour tags" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Soft delete pour alpha" })).toBeChecked();
    expect(all).toBeChecked();
    await user.click(screen.getByRole("checkbox", { name: "Slug pour tags" }));
    expect(all).not.toBeChecked();
  });

  it("saves the per-table choices as one undoable change and downloads the ZIP with the settings", async () => {
    const { editor, onClose, user } = setup();
    await user.click(screen.getByRole("checkbox", { name: "Slug pour tags" }));
    await user.click(screen.getByRole("checkbox", { name: "Soft delete pour users" }));
    await user.type(screen.getByPlaceholderText("App\\Models"), "App\\Domain");
    await user.type(screen.getByPlaceholderText("255"), "120");
    await user.click(screen.getByRole("checkbox", { name: /migrations séparées/ }));
    await user.click(screen.getByRole("button", { name: "Exporter" }));

    const tables = Object.fromEntries(editor.document.tables.map((table) => [table.name, table]));
    expect(tables.tags.slug).toBe(true);
    expect(tables.users.softDeletes).toBe(false);
    editor.undo();
    expect(editor.document.tables.find((table) => table.name === "tags")?.slug).toBe(false);

    const { name, files } = await downloaded();
    expect(name).toMatch(/^Ma_boutique_\d{8}_\d{6}\.laravel\.zip$/);
    expect(Object.keys(files)).toContain("app/Domain/Tag.php");
    expect(strFromU8(files["app/Domain/Tag.php"])).toContain("static::saving(");
    expect(strFromU8(files["app/Domain/User.php"])).not.toContain("use SoftDeletes;");
    expect(Object.keys(files).some((path) => path.includes("add_foreign_keys_to_order_table"))).toBe(true);
    expect(onClose).toHaveBeenCalled();
    expect(JSON.parse(window.localStorage.getItem("relata.export.laravel") ?? "{}")).toEqual({ modelsNamespace: "App\\Domain", slugSize: 120, createForeignMigration: true });
  });

  it("still exports for a reader, without changing the diagram", async () => {
    const { editor, user } = setup(false);
    await user.click(screen.getByRole("checkbox", { name: "Slug pour tags" }));
    await user.click(screen.getByRole("button", { name: "Exporter" }));
    expect(editor.document.tables.find((table) => table.name === "tags")?.slug).toBe(false);
    const { files } = await downloaded();
    expect(strFromU8(files["app/Models/Tag.php"])).toContain("uniqueSlug");
  });

  it("shows the spec's alert when the ZIP cannot be made", async () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => undefined);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.mocked(downloadBlob).mockImplementationOnce(() => {
      throw new Error("disk full");
    });
    const { onClose, user } = setup();
    await user.click(screen.getByRole("button", { name: "Exporter" }));
    expect(alert).toHaveBeenCalledWith("Error generating migrations ZIP file");
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe("SQL and Django downloads", () => {
  beforeEach(() => vi.mocked(downloadBlob).mockClear());

  it("names SQL files with the dialect except for MySQL", async () => {
    const editor = new Editor(() => 0);
    editor.load(shopDocument());
    exportSqlFile(editor, "Boutique", "mysql");
    exportSqlFile(editor, "Boutique", "postgres");
    const [[mysql, mysqlName], [, postgresName]] = vi.mocked(downloadBlob).mock.calls as [Blob, string][];
    expect(mysqlName).toMatch(/^Boutique_\d{8}_\d{6}\.sql$/);
    expect(postgresName).toMatch(/^Boutique_\d{8}_\d{6}\.postgres\.sql$/);
    expect(await mysql.text()).toContain("ENGINE=InnoDB");
  });

  it("alerts in French when the Django ZIP fails", () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => undefined);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.mocked(downloadBlob).mockImplementationOnce(() => {
      throw new Error("boom");
    });
    const editor = new Editor(() => 0);
    editor.load(shopDocument());
    expect(exportDjangoZip(editor, "Boutique", "Erreur lors de la génération du fichier ZIP Django")).toBe(false);
    expect(alert).toHaveBeenCalledWith("Erreur lors de la génération du fichier ZIP Django");
  });
});
