"""Small documents for the layout tests, and checks written independently of the engine (brute
force over every pair) so a bug in the engine's own spatial index cannot hide an overlap."""

from __future__ import annotations

from itertools import combinations

from hypothesis import strategies as st


def table(table_id: str, x: float = 0, y: float = 0, *, attributes: int = 3, width: float = 250,
          height: float = 0, collapsed: bool = False) -> dict:
    return {
        "id": table_id, "name": table_id, "x": x, "y": y, "width": width, "height": height,
        "isCollapsed": collapsed,
        "attributes": [{"id": f"{table_id}.{i}", "name": f"c{i}", "type": "INT"}
                       for i in range(attributes)],
    }


def relation(source: str, target: str, *, source_row: int | None = 0,
             target_row: int | None = 1, relation_id: str | None = None) -> dict:
    """`source` is the referenced table (its primary key, row 0), `target` the referencing one."""
    return {
        "id": relation_id or f"{source}->{target}", "fromTableId": source, "toTableId": target,
        "fromAttributeId": None if source_row is None else f"{source}.{source_row}",
        "toAttributeId": None if target_row is None else f"{target}.{target_row}",
    }


def document(tables: list[dict], relations: list[dict] | None = None) -> dict:
    relations = relations or []
    seen: dict[str, int] = {}
    for r in relations:  # multi-edges need distinct ids
        seen[r["id"]] = seen.get(r["id"], -1) + 1
        if seen[r["id"]]:
            r["id"] = f"{r['id']}#{seen[r['id']]}"
    return {"format": 1, "tables": tables, "relations": relations}


def drawn_size(t: dict) -> tuple[float, float]:
    """geometry.ts's tableRect, written out again."""
    if t.get("isCollapsed"):
        return max(t["width"], 200), 35
    return max(t["width"], 200), max(t["height"], 35 + 28 * max(1, len(t["attributes"])) + 12, 80)


def rects(doc: dict, positions: dict) -> dict[str, tuple[float, float, float, float]]:
    out = {}
    for t in doc["tables"]:
        x, y = positions[t["id"]]
        w, h = drawn_size(t)
        out[t["id"]] = (x, y, x + w, y + h)
    return out


def overlapping_pairs(doc: dict, positions: dict) -> list[tuple[str, str]]:
    boxes = rects(doc, positions)
    return [(a, b) for (a, ra), (b, rb) in combinations(boxes.items(), 2)
            if ra[0] < rb[2] and rb[0] < ra[2] and ra[1] < rb[3] and rb[1] < ra[3]]


def too_close_pairs(doc: dict, positions: dict, spacing: float) -> list[tuple[str, str]]:
    """Pairs closer than `spacing` both across and down: every pair must be apart by the table
    spacing in at least one direction."""
    boxes = rects(doc, positions)
    close = []
    for (a, ra), (b, rb) in combinations(boxes.items(), 2):
        across = max(rb[0] - ra[2], ra[0] - rb[2])
        down = max(rb[1] - ra[3], ra[1] - rb[3])
        if across < spacing - 1e-6 and down < spacing - 1e-6:
            close.append((a, b))
    return close


@st.composite
def documents(draw, max_tables: int = 40, max_relations: int = 80) -> dict:
    """Random diagrams: any size of table (collapsed, tall, narrow, huge stored sizes), and any
    relations, self-relations, parallel and opposite ones and cycles included."""
    count = draw(st.integers(0, max_tables))
    tables = []
    for i in range(count):
        tables.append(table(
            f"t{i}",
            draw(st.integers(-5000, 5000)), draw(st.integers(-5000, 5000)),
            attributes=draw(st.integers(0, 40)),
            width=draw(st.sampled_from([1, 120, 200, 250, 333.5, 600, 1500])),
            height=draw(st.sampled_from([0, 80, 400, 2500])),
            collapsed=draw(st.booleans()),
        ))
    relations = []
    if count:
        for _ in range(draw(st.integers(0, max_relations))):
            a, b = draw(st.integers(0, count - 1)), draw(st.integers(0, count - 1))
            rows_a = len(tables[a]["attributes"])
            rows_b = len(tables[b]["attributes"])
            relations.append(relation(
                f"t{a}", f"t{b}",
                source_row=draw(st.none() | st.integers(0, max(0, rows_a - 1))) if rows_a else None,
                target_row=draw(st.none() | st.integers(0, max(0, rows_b - 1))) if rows_b else None,
            ))
    return document(tables, relations)
