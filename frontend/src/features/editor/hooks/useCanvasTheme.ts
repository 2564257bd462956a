import { useEffect } from "react";

import type { Editor } from "@/editor/editor";
import { DARK_CANVAS, LIGHT_CANVAS } from "@/editor/render/paintTable";
import { useTheme } from "@/shared/theme/useTheme";

/** The canvas takes the app's light or dark look, live: the editor repaints on a change. */
export function useCanvasTheme(editor: Editor) {
  const { resolved } = useTheme();
  useEffect(() => editor.setPalette(resolved === "dark" ? DARK_CANVAS : LIGHT_CANVAS), [editor, resolved]);
}
