"""Merge an imported document into the diagram the user already has ("fusionner" in the import
dialog), without losing their work.

- A table is matched by schema and name, case-insensitively (by name alone when only one table
  has it: a hand-drawn `public.users` meets a script's `dbo.Users`). It keeps its id, position,
  size, colour, collapsed state, seeds and comment (the import's comment wins when it has one).
  Its attributes are updated by name, keeping their ids; new ones are appended; attributes the
  script does not know are kept. Indexes are updated by name, others kept.
- Relations are rebuilt from the import for the attributes it knows: a current relation ending
  on an attribute of a matched table that the script also defines (any column of a composite
  key) is replaced by the script's foreign keys; relations drawn on attributes the script does
  not know are kept. A relation is the same as another when it joins the same tables by the
  same column pairs, all of a composite key's pairs in order.
- Tables the import does not mention are kept untouched. New tables keep the import's layout,
  moved to the right of the existing diagram so nothing overlaps; their ids are renumbered
  when they collide with existing ones (a second import of a similar file).
"""

from __future__ import annotations

import copy
from itertools import count

from document.areas import area_members
from document.constants import LIMITS

from .build import GAP_X, table_height

MAX_AREAS = LIMITS["areas"]
MAX_NOTES = LIMITS["notes"]


def _key(table: dict) -> tuple[str, str]:
    return (str(table.get("schema") or "public").lower(), str(table["name"]).lower())


def _fresh(prefix: str, used: set[str], wanted: str) -> str:
    """`wanted` if free, else `prefix` followed by the first free number."""
    if wanted not in used:
        used.add(wanted)
        return wanted
    for n in count(len(used) + 1):
        candidate = f"{prefix}{n}"
        if candidate not in used:
            used.add(candidate)
            return candidate
    raise AssertionError  # unreachable: count() never ends


def _pairs(relation: dict) -> list[tuple[str | None, str | None]]:
    """A relation's (parent, child) attribute ids, its first pair then a composite key's
    further pairs (absent from documents stored before composite keys)."""
    return [(relation.get("fromAttributeId"), relation.get("toAttributeId"))] + [
        (pair["fromAttributeId"], pair["toAttributeId"])
        for pair in relation.get("extraPairs") or []]


def _signature(relation: dict) -> tuple:
    """Two relations between the same tables on the same column pairs are one key."""
    return (relation.get("fromTableId"), relation.get("toTableId"), tuple(_pairs(relation)))


def merge_documents(current: dict, imported: dict) -> dict:
    """A new document: `current` with `imported` merged in (neither argument is changed)."""
    merged = copy.deepcopy(current)
    incoming = copy.deepcopy(imported)
    merged.setdefault("tables", [])
    merged.setdefault("relations", [])
    by_key: dict[tuple[str, str], dict] = {}
    by_name: dict[str, list[dict]] = {}
    for table in merged["tables"]:
        by_key.setdefault(_key(table), table)
        by_name.setdefault(table["name"].lower(), []).append(table)
    table_ids = {t["id"] for t in merged["tables"]}
    table_map: dict[str, dict] = {}                 # imported table id → merged table
    attribute_map: dict[tuple[str, str], str] = {}  # (imported table id, attribute id) → id
    known: set[tuple[str, str]] = set()             # merged (table id, attribute id) the script
    from_import: list[tuple[dict, dict]] = []       # (merged attribute, imported attribute)
    matched: set[str] = set()
    new_tables: list[dict] = []

    grouped = area_members(incoming)  # before the import's tables move or are renumbered
    new_originals: set[str] = set()
    for table in incoming.get("tables", []):
        target = by_key.get(_key(table))
        if target is None and len(by_name.get(table["name"].lower(), [])) == 1:
            target = by_name[table["name"].lower()][0]
        if target is not None and target["id"] not in matched:
            matched.add(target["id"])
            table_map[table["id"]] = target
            _merge_table(target, table, attribute_map, known, from_import)
            continue
        original_id = table["id"]
        new_originals.add(original_id)
        table["id"] = _fresh("t_", table_ids, original_id)
        table_map[original_id] = table
        for attribute in table["attributes"]:
            attribute_map[(original_id, attribute["id"])] = attribute["id"]
            from_import.append((attribute, dict(attribute)))
        new_tables.append(table)

    shift = _place(merged, new_tables)
    merged["tables"].extend(new_tables)
    _carry_areas_and_notes(merged, incoming, grouped, new_originals, shift)

    # References written by the import point at imported ids: translate them.
    for attribute, original in from_import:
        target = table_map.get(original.get("referencedTable") or "")
        reference = attribute_map.get((original.get("referencedTable") or "",
                                       original.get("referencedAttribute") or ""))
        attribute["referencedTable"] = target["id"] if target is not None else None
        attribute["referencedAttribute"] = reference if target is not None else None
        if target is None:
            attribute["isForeignKey"] = False

    kept = [r for r in merged["relations"]
            if not (r.get("toTableId") in matched and (r.get("toAttributeId") is None or any(
                (r["toTableId"], child) in known for _, child in _pairs(r))))]
    relation_ids = {r["id"] for r in kept}
    seen = {_signature(r) for r in kept}
    for relation in incoming.get("relations", []):
        source = table_map.get(relation["fromTableId"])
        target = table_map.get(relation["toTableId"])
        if source is None or target is None:
            continue
        pairs = [(attribute_map.get((relation["fromTableId"], parent or "")),
                  attribute_map.get((relation["toTableId"], child or "")))
                 for parent, child in _pairs(relation)]
        if any(None in pair for pair in pairs[1:]):
            continue  # a composite key missing one of its columns would be another key
        (relation["fromAttributeId"], relation["toAttributeId"]), *extra = pairs
        relation["extraPairs"] = [{"fromAttributeId": parent, "toAttributeId": child}
                                  for parent, child in extra]
        relation["fromTableId"], relation["toTableId"] = source["id"], target["id"]
        signature = _signature(relation)
        if signature in seen:
            continue
        seen.add(signature)
        relation["id"] = _fresh("r_", relation_ids, relation["id"])
        kept.append(relation)
    merged["relations"] = kept
    return merged


def _merge_table(target: dict, table: dict, attribute_map: dict, known: set,
                 from_import: list) -> None:
    attributes = target.setdefault("attributes", [])
    by_name = {a["name"].lower(): i for i, a in enumerate(attributes)}
    used = {a["id"] for a in attributes}
    before = len(attributes)
    for attribute in table["attributes"]:
        original = dict(attribute)
        position = by_name.get(attribute["name"].lower())
        if position is not None:
            attribute["id"] = attributes[position]["id"]
            attributes[position] = attribute
        else:
            attribute["id"] = _fresh(f"a_{target['id']}_", used, attribute["id"])
            by_name[attribute["name"].lower()] = len(attributes)
            attributes.append(attribute)
        attribute_map[(table["id"], original["id"])] = attribute["id"]
        known.add((target["id"], attribute["id"]))
        from_import.append((attribute, original))
    if table.get("comment"):
        target["comment"] = table["comment"]
    indexes = target.setdefault("indexes", [])
    index_ids = {i["id"] for i in indexes}
    for index in table.get("indexes", []):
        index["attributes"] = [
            {**column, "attributeId": attribute_map[(table["id"], column["attributeId"])]}
            for column in index["attributes"]
            if (table["id"], column["attributeId"]) in attribute_map]
        same = next((i for i, old in enumerate(indexes)
                     if old["name"].lower() == index["name"].lower()), None)
        if same is not None:
            index["id"] = indexes[same]["id"]
            indexes[same] = index
        else:
            index["id"] = _fresh(f"i_{target['id']}_", index_ids, index["id"])
            indexes.append(index)
    if len(attributes) != before and not target.get("isCollapsed"):
        target["height"] = max(target.get("height", 0), table_height(len(attributes)))


def _place(merged: dict, new_tables: list[dict]) -> tuple[float, float]:
    """Move the new tables, as one block, to the right of the existing diagram (its tables,
    areas and notes); gives the shift."""
    existing = [*merged["tables"], *(merged.get("areas") or []), *(merged.get("notes") or [])]
    if not existing or not new_tables:
        return 0, 0
    right = max(t["x"] + t["width"] for t in existing)
    top = min(t["y"] for t in existing)
    dx = right + GAP_X - min(t["x"] for t in new_tables)
    dy = top - min(t["y"] for t in new_tables)
    for table in new_tables:
        table["x"] += dx
        table["y"] += dy
    return dx, dy


def _carry_areas_and_notes(merged: dict, incoming: dict, grouped: dict[str, list[str]],
                           new_ids: set[str], shift: tuple[float, float]) -> None:
    """The import's notes, and its areas whose tables are all new, moved with the new tables.
    An area holding a table the diagram already had is left out: that table stays where the
    user put it, away from the area's other tables."""
    dx, dy = shift
    for kind, prefix, limit in (("areas", "r_", MAX_AREAS), ("notes", "n_", MAX_NOTES)):
        carried = merged.get(kind) or []
        used = {item["id"] for item in carried}
        for item in incoming.get(kind) or []:
            members = grouped.get(item["id"], [])
            if len(carried) >= limit or (kind == "areas" and not all(
                    table_id in new_ids for table_id in members)):
                continue
            item["id"] = _fresh(prefix, used, item["id"])
            item["x"] += dx
            item["y"] += dy
            carried.append(item)
        if carried:
            merged[kind] = carried
