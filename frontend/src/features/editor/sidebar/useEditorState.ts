import { useSyncExternalStore } from "react";

import type { Editor } from "@/editor/editor";

/**
 * One slice of the editor for the sidebar. Unlike the whole snapshot it does not change when the
 * camera moves, so panning and zooming the canvas never re-render the panel. The selector must
 * return a value that keeps its identity while nothing it reads changes.
 */
export function useEditorState<T>(editor: Editor, select: (editor: Editor) => T): T {
  const read = () => select(editor);
  return useSyncExternalStore(editor.subscribe, read, read);
}
