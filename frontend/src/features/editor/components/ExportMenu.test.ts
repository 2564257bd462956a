import { toast as sonner } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";

import { addTable } from "@/editor/actions";
import { Editor } from "@/editor/editor";
import { recordingSurfaces } from "@/editor/testing/fakeContext";
import { i18n } from "@/shared/i18n";
import { toast } from "@/shared/ui/toast";

import { SLOW_EXPORT_TABLES } from "../export/whileExporting";
import { exportPng } from "./ExportMenu";

const t = i18n.getFixedT("fr", "editor") as unknown as Parameters<typeof exportPng>[2];

function editorWithTable() {
  const editor = new Editor(() => 0);
  editor.dispatch(addTable(editor.document).command);
  return editor;
}

afterEach(() => vi.restoreAllMocks());

describe("PNG export errors (001 §5, §8)", () => {
  it("says 'Aucune table à exporter' for an empty diagram", async () => {
    const error = vi.spyOn(toast, "error");
    const alert = vi.spyOn(window, "alert").mockImplementation(() => undefined);
    await exportPng(new Editor(() => 0), "Boutique", t);
    expect(error).toHaveBeenCalledWith("Aucune table à exporter", expect.anything());
    expect(alert).not.toHaveBeenCalled();
  });

  it("alerts 'Erreur: Canvas non trouvé' when the browser gives no canvas", async () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => undefined);
    await exportPng(editorWithTable(), "Boutique", t, () => null);
    expect(alert).toHaveBeenCalledWith("Erreur: Canvas non trouvé");
  });

  it("alerts 'Erreur: Canvas editor non disponible' when the canvas cannot be drawn on", async () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => undefined);
    const { factory } = recordingSurfaces();
    const noContext: typeof factory = (width, height) => ({ ...factory(width, height)!, getContext: () => null }) as unknown as ReturnType<typeof factory>;
    await exportPng(editorWithTable(), "Boutique", t, noContext);
    expect(alert).toHaveBeenCalledWith("Erreur: Canvas editor non disponible");
  });
});

describe("PNG export of a big diagram", () => {
  it("says it is being made while it is drawn, and no more once it failed", async () => {
    const editor = new Editor(() => 0);
    for (let i = 0; i < SLOW_EXPORT_TABLES; i += 1) editor.dispatch(addTable(editor.document).command);
    const loading = vi.spyOn(sonner, "loading").mockReturnValue(9);
    const dismiss = vi.spyOn(sonner, "dismiss").mockReturnValue(9);
    const alert = vi.spyOn(window, "alert").mockImplementation(() => undefined);
    await exportPng(editor, "Boutique", t, () => null);
    expect(loading).toHaveBeenCalledWith("Génération de l'export…");
    expect(dismiss).toHaveBeenCalledWith(9);
    expect(alert).toHaveBeenCalledWith("Erreur: Canvas non trouvé");
  });
});
