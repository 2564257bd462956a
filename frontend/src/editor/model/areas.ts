/** Which tables an area holds: those lying wholly inside it; a table inside several areas
 * belongs to the smallest (the same rule as the server's, workers/layout/areas.py). */
import { tableRect } from "./geometry";
import type { Area, DiagramDocument, Table } from "./types";

const inside = (table: Table, area: Area) => {
  const box = tableRect(table);
  return area.x <= box.x && box.x + box.width <= area.x + area.width && area.y <= box.y && box.y + box.height <= area.y + area.height;
};

/** Each area's tables, in document order, by area id. */
export function areaMembers(doc: DiagramDocument): Map<string, Table[]> {
  const areas = [...(doc.areas ?? [])].sort((a, b) => a.width * a.height - b.width * b.height);
  const members = new Map<string, Table[]>((doc.areas ?? []).map((area) => [area.id, []]));
  for (const table of doc.tables) {
    const owner = areas.find((area) => inside(table, area));
    if (owner) members.get(owner.id)?.push(table);
  }
  return members;
}
