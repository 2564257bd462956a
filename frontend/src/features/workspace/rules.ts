/** Display and input rules of the workspace (spec 000 §5, §9), pure so they are tested alone. */

export const DESCRIPTION_LIMIT = 100;
export const TAGS_SHOWN = 3;

/** Cut at 100 characters, then an ellipsis; shorter descriptions are left whole. */
export function truncateDescription(description: string, limit = DESCRIPTION_LIMIT): string {
  if (description.length <= limit) return description;
  return `${description.slice(0, limit).trimEnd()}…`;
}

/** The first three tags, and how many more there are (shown as +N). */
export function splitTags(tags: readonly string[], shown = TAGS_SHOWN): { visible: string[]; hidden: number } {
  return { visible: tags.slice(0, shown), hidden: Math.max(0, tags.length - shown) };
}

/**
 * The tag list after typing `raw` and pressing Enter: commas stripped, trimmed; empty values and
 * duplicates (case-insensitive, as the server compares them) leave the list unchanged.
 */
export function addTag(tags: readonly string[], raw: string): string[] {
  const tag = raw.replace(/,/g, "").trim();
  if (!tag) return [...tags];
  if (tags.some((existing) => existing.toLocaleLowerCase() === tag.toLocaleLowerCase())) return [...tags];
  return [...tags, tag];
}

/** The folder palette (spec 000 §9); the first colour is the default. */
export const FOLDER_COLORS = [
  { value: "#e66239", name: "orange" },
  { value: "#3b82f6", name: "blue" },
  { value: "#10b981", name: "green" },
  { value: "#f59e0b", name: "amber" },
  { value: "#8b5cf6", name: "violet" },
  { value: "#ec4899", name: "pink" },
  { value: "#06b6d4", name: "cyan" },
  { value: "#84cc16", name: "lime" },
] as const;

export type FolderColorName = (typeof FOLDER_COLORS)[number]["name"];
export const DEFAULT_FOLDER_COLOR = FOLDER_COLORS[0].value;

/** Who sees Partager: owners and admins share; editors see who has access. */
export function canShare(access: "owner" | "admin" | "editor" | "viewer"): boolean {
  return access !== "viewer";
}

/** Who may turn the public link on or off, change roles and remove collaborators. */
export function canAdmin(access: "owner" | "admin" | "editor" | "viewer"): boolean {
  return access === "owner" || access === "admin";
}
