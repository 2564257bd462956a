import { useSyncExternalStore } from "react";

import type { Editor } from "@/editor/editor";

/**
 * One slice of the editor's snapshot for the sidebar: a component re-renders only when its slice
 * changes (the table list, not the selection; the selection, not the history flags). The
 * selector must return a value that keeps its identity while nothing it reads changes.
 */
export function useEditorState<T>(editor: Editor, select: (editor: Editor) => T): T {
  const read = () => select(editor);
  return useSyncExternalStore(editor.subscribe, read, read);
}
