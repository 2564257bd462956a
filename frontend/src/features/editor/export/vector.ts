/**
 * The Export menu's vector pictures (issue 17): SVG and PDF of the whole diagram, with the PNG
 * export's frame and its empty-diagram message. The PDF libraries load on the first PDF asked for.
 */
import type { Editor } from "@/editor/editor";
import { exportFileName, NothingToExport } from "@/editor/export/png";
import { svgBlob } from "@/editor/export/svg";
import { editorToast as toast } from "../toasts";

import { downloadBlob } from "../download";
import { whileExporting } from "./whileExporting";

type Translate = (key: "export.noTables" | "export.svgFailed" | "export.pdfFailed" | "export.generating") => string;

export function exportSvg(editor: Editor, projectName: string, t: Translate) {
  try {
    downloadBlob(svgBlob(editor.document), exportFileName(projectName, "svg"));
  } catch (error) {
    failed(error, t("export.noTables"), t("export.svgFailed"));
  }
}

export async function exportPdf(editor: Editor, projectName: string, t: Translate) {
  try {
    const blob = await whileExporting(editor.document.tables.length, t("export.generating"), async () => {
      // Split off the editor's bundle with the libraries it loads (jsPDF, svg2pdf.js).
      const { pdfBlob } = await import("@/editor/export/pdf");
      return pdfBlob(editor.document, { title: projectName });
    });
    downloadBlob(blob, exportFileName(projectName, "pdf"));
  } catch (error) {
    failed(error, t("export.noTables"), t("export.pdfFailed"));
  }
}

function failed(error: unknown, empty: string, other: string) {
  if (error instanceof NothingToExport) {
    toast.error(empty);
  } else {
    // A library that did not load (network lost) or a browser without what it needs.
    console.error(error);
    toast.error(other);
  }
}
