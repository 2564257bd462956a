import { afterEach, describe, expect, it, vi } from "vitest";

import { addTable } from "@/editor/actions";
import { Editor } from "@/editor/editor";
import { i18n } from "@/shared/i18n";
import { toast } from "@/shared/ui/toast";

import { downloadBlob } from "../download";
import { exportPdf, exportSvg } from "./vector";

vi.mock("../download", () => ({ downloadBlob: vi.fn() }));

const t = i18n.getFixedT("fr", "editor") as unknown as Parameters<typeof exportSvg>[2];

afterEach(() => vi.mocked(downloadBlob).mockReset());

describe("SVG and PDF exports from the menu", () => {
  it("say 'Aucune table à exporter' for an empty diagram, as the PNG export does", async () => {
    const error = vi.spyOn(toast, "error");
    exportSvg(new Editor(() => 0), "Boutique", t);
    await exportPdf(new Editor(() => 0), "Boutique", t);
    expect(error).toHaveBeenCalledTimes(2);
    expect(error.mock.calls.map(([message]) => message)).toEqual(["Aucune table à exporter", "Aucune table à exporter"]);
    expect(downloadBlob).not.toHaveBeenCalled();
  });

  it("hand over {projectName}_{timestamp}.svg, an SVG document with the table's name", async () => {
    const editor = new Editor(() => 0);
    editor.dispatch(addTable(editor.document).command);
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
    exportSvg(editor, "Boutique en ligne", t);
    const [blob, name] = vi.mocked(downloadBlob).mock.calls[0];
    expect(name).toMatch(/^Boutique_en_ligne_\d{8}_\d{6}\.svg$/);
    expect(blob.type).toBe("image/svg+xml");
    const markup = await blob.text();
    expect(markup).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg /);
    expect(markup).toContain(`>${editor.document.tables[0].name}</text>`);
  });
});
