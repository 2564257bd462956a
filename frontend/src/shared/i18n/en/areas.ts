/** Areas and notes on the canvas (issue 17). */
import type { areas as fr } from "../fr/areas";

export const areas: typeof fr = {
  toolbar: "Areas and notes",
  addArea: "Add an area",
  addAreaHint: "An area groups tables: moving the area moves the tables inside it. Select a table first to surround it.",
  addNote: "Add a note",
  defaultAreaName: "New area",
  note: {
    selected: "Selected note",
    edit: "Edit the text",
    text: "Note text",
    color: "Note colour",
    remove: "Delete the note",
    placeholder: "Write your note…",
  },
  area: {
    selected: "Area “{{name}}” selected",
    unnamed: "Unnamed area",
    rename: "Rename the area",
    name: "Area name",
    color: "Area colour",
    remove: "Delete the area (tables stay)",
  },
  changes: {
    title: "Areas and notes",
    note: "Note “{{text}}”",
    emptyNote: "Empty note",
    area: "Area “{{name}}”",
    kinds: { added: "added", removed: "removed", changed: "changed" },
    fields: { text: "text", name: "name", color: "colour", place: "position", size: "size" },
  },
  goTo: { label: "Go to an area or a note", button: "Go to…" },
  editHint: "Enter or click elsewhere to confirm, Esc to cancel",
  noteEditHint: "Ctrl + Enter or click elsewhere to confirm, Esc to cancel",
};
