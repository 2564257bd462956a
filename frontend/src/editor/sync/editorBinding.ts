/**
 * Connects a DiagramSync to an Editor (001 §4 "Live collaboration"): the user's commands (local,
 * undo, redo) go to the server; collaborators' results come back without being re-sent; a
 * command the server refused leaves the document and the history [C6]; losing the edit right
 * makes the editor read-only [R1].
 */
import { emptyOverwrites } from "../commands/history";
import type { Editor } from "../editor";
import type { DiagramSync } from "./diagramSync";

export type SyncedEditor = Pick<Editor, "onCommand" | "applyRebased" | "forgetCommand" | "setEditable">;

export function bindEditor(sync: DiagramSync, editor: SyncedEditor): () => void {
  const stops = [
    editor.onCommand((command, origin, source) => {
      if (origin !== "local" && origin !== "undo" && origin !== "redo") return;
      if (sync.submit(command, source)) return;
      // Read-only meanwhile: the server would refuse it, so it is taken back at once.
      editor.forgetCommand(command);
      editor.applyRebased(sync.document, [], emptyOverwrites());
    }),
    sync.onDocument((doc, change) =>
      editor.applyRebased(doc, change.remote, change.overwritten, sync.pendingCommands().map((entry) => entry.command)),
    ),
    sync.onCommandError(({ command }) => {
      if (command) editor.forgetCommand(command);
    }),
    sync.onAccess((canEdit) => editor.setEditable(canEdit)),
  ];
  return () => stops.forEach((stop) => stop());
}
