"""The command reducer, twin of frontend/src/editor/commands/reducer.ts.

Both run tests/vectors/commands/*.json, so they cannot drift. Pure: no Django import; the input
document is never mutated. A command aimed at something that no longer exists does nothing.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

from .constants import (
    AREA_KEYS,
    ATTRIBUTE_KEYS,
    COMMAND_TYPES,
    NOTE_KEYS,
    RELATION_KEYS,
    TABLE_KEYS,
)

Doc = dict[str, Any]
__all__ = ["COMMAND_TYPES", "UnknownCommand", "apply"]


class UnknownCommand(ValueError):
    pass


def _picked(changes: dict, keys: tuple[str, ...]) -> dict:
    return {key: copy.deepcopy(changes[key]) for key in keys if key in changes}


def _insert_at(items: list, item: Any, index: int | None) -> list:
    items = list(items)
    at = len(items) if index is None or index < 0 or index > len(items) else index
    items.insert(at, copy.deepcopy(item))
    return items


def _find(items: list[dict], item_id: str) -> int:
    return next((i for i, item in enumerate(items) if item.get("id") == item_id), -1)


def _replace_table(doc: Doc, table_id: str, update: Callable[[dict], dict]) -> Doc:
    at = _find(doc["tables"], table_id)
    if at < 0:
        return doc
    tables = list(doc["tables"])
    tables[at] = update(tables[at])
    return {**doc, "tables": tables}


def _clear_references(tables: list[dict], matches: Callable[[dict], bool],
                      table_id: str) -> list[dict]:
    """`tables` with the references `matches` finds cleared. Every attribute of the diagram is
    looked at, so a table is first skipped cheaply unless one of its attributes names
    `table_id` (a removal in a diagram of 1000 tables runs under the editors' lock)."""
    cleared = []
    for table in tables:
        if table_id in [a.get("referencedTable") for a in table["attributes"]] and any(
                matches(a) for a in table["attributes"]):
            table = {**table, "attributes": [
                {**a, "isForeignKey": False, "referencedTable": None, "referencedAttribute": None}
                if matches(a) else a
                for a in table["attributes"]
            ]}
        cleared.append(table)
    return cleared


def _without_column(indexes: list[dict], attribute_id: str) -> list[dict]:
    kept = []
    for index in indexes:
        columns = [c for c in index["attributes"] if c["attributeId"] != attribute_id]
        if columns:
            kept.append({**index, "attributes": columns} if len(columns) != len(
                index["attributes"]) else index)
    return kept


def _remove_table(doc: Doc, data: dict) -> Doc:
    table_id = data["tableId"]
    if _find(doc["tables"], table_id) < 0:
        return doc
    tables = [t for t in doc["tables"] if t["id"] != table_id]
    tables = _clear_references(tables, lambda a: a.get("referencedTable") == table_id, table_id)
    relations = [r for r in doc["relations"]
                 if r["fromTableId"] != table_id and r["toTableId"] != table_id]
    return {**doc, "tables": tables, "relations": relations}


def _remove_attribute(doc: Doc, data: dict) -> Doc:
    table_id, attribute_id = data["tableId"], data["attributeId"]
    at = _find(doc["tables"], table_id)
    if at < 0 or _find(doc["tables"][at]["attributes"], attribute_id) < 0:
        return doc
    doc = _replace_table(doc, table_id, lambda t: {
        **t,
        "attributes": [a for a in t["attributes"] if a["id"] != attribute_id],
        "indexes": _without_column(t["indexes"], attribute_id),
    })
    tables = _clear_references(doc["tables"], lambda a: (
        a.get("referencedTable") == table_id and a.get("referencedAttribute") == attribute_id),
        table_id)

    def touches(r: dict) -> bool:
        # A composite key that loses one of its columns is no longer that key: it goes whole.
        pairs = [r, *r.get("extraPairs", ())]
        return ((r["fromTableId"] == table_id
                 and any(p.get("fromAttributeId") == attribute_id for p in pairs))
                or (r["toTableId"] == table_id
                    and any(p.get("toAttributeId") == attribute_id for p in pairs)))

    return {**doc, "tables": tables, "relations": [r for r in doc["relations"] if not touches(r)]}


def _update_attribute(table: dict, data: dict) -> dict:
    at = _find(table["attributes"], data["attributeId"])
    if at < 0:
        return table
    attributes = list(table["attributes"])
    attributes[at] = {**attributes[at], **_picked(data["changes"], ATTRIBUTE_KEYS)}
    return {**table, "attributes": attributes}


def _add_attribute(table: dict, data: dict) -> dict:
    if _find(table["attributes"], data["attribute"]["id"]) >= 0:
        return table
    return {**table, "attributes": _insert_at(table["attributes"], data["attribute"],
                                                 data.get("index"))}


def _add_relation(doc: Doc, data: dict) -> Doc:
    relation = data["relation"]
    if _find(doc["relations"], relation["id"]) >= 0:
        return doc
    if _find(doc["tables"], relation["fromTableId"]) < 0 or _find(
            doc["tables"], relation["toTableId"]) < 0:
        return doc
    return {**doc, "relations": _insert_at(doc["relations"], relation, data.get("index"))}


def _update_relation(doc: Doc, data: dict) -> Doc:
    at = _find(doc["relations"], data["relationId"])
    if at < 0:
        return doc
    relations = list(doc["relations"])
    relations[at] = {**relations[at], **_picked(data["changes"], RELATION_KEYS)}
    return {**doc, "relations": relations}


def _table_update(kind: str, data: dict) -> Callable[[dict], dict] | None:
    """How a command that changes one table changes it; None for the other commands."""
    if kind == "MOVE_TABLE":
        return lambda t: {**t, "x": data["x"], "y": data["y"]}
    if kind == "UPDATE_TABLE":
        return lambda t: {**t, **_picked(data["changes"], TABLE_KEYS)}
    if kind == "ADD_ATTRIBUTE":
        return lambda t: _add_attribute(t, data)
    if kind == "UPDATE_ATTRIBUTE":
        return lambda t: _update_attribute(t, data)
    return None


def _apply_batch(doc: Doc, steps: list[dict]) -> Doc:
    """The steps one after the other. Those that change one table (a selection of 5 000 tables
    moved) change a working copy of the list of tables found by id, instead of each copying the
    list and searching it: linear rather than quadratic in the diagram's size."""
    tables: list | None = None  # the working copy, once a step changed a table
    where: dict | None = None
    for step in steps:
        update = _table_update(step.get("type"), step.get("data") or {})
        if update is None:
            if tables is not None:
                doc = {**doc, "tables": tables}
            tables = where = None
            doc = apply(doc, step)
            continue
        if where is None:
            where = {}
            for i, table in enumerate(doc["tables"]):
                where.setdefault(table.get("id"), i)  # the first of an id, as _find
        at = where.get(step["data"]["tableId"])
        if at is not None:
            if tables is None:
                tables = list(doc["tables"])
            tables[at] = update(tables[at])
    return doc if tables is None else {**doc, "tables": tables}


# Notes and areas: (the document's list, the command data's key for one, for its id, its keys).
_PLACED = {"NOTE": ("notes", "note", "noteId", NOTE_KEYS),
           "AREA": ("areas", "area", "areaId", AREA_KEYS)}


def _apply_placed(doc: Doc, verb: str, kind: str, data: dict) -> Doc:
    """ADD, REMOVE, MOVE or UPDATE of a note or an area. A document without the list (stored
    before notes and areas) has none."""
    key, item_key, id_key, keys = _PLACED[kind]
    items = doc.get(key, [])
    if verb == "ADD":
        if _find(items, data[item_key]["id"]) >= 0:
            return doc
        return {**doc, key: _insert_at(items, data[item_key], data.get("index"))}
    at = _find(items, data[id_key])
    if at < 0:
        return doc
    items = list(items)
    if verb == "REMOVE":
        del items[at]
        return {**doc, key: items}
    if verb == "UPDATE":
        items[at] = {**items[at], **_picked(data["changes"], keys)}
        return {**doc, key: items}
    items[at] = {**items[at], "x": data["x"], "y": data["y"]}
    doc = {**doc, key: items}
    if kind == "AREA" and data.get("tables"):
        # The tables the area carries, each put where the command says (missing ones skipped).
        places = {place["tableId"]: place for place in data["tables"]}
        doc["tables"] = [{**t, "x": places[t["id"]]["x"], "y": places[t["id"]]["y"]}
                         if t["id"] in places else t for t in doc["tables"]]
    return doc


def apply(doc: Doc, command: dict) -> Doc:
    kind, data = command.get("type"), command.get("data") or {}
    update = _table_update(kind, data)
    if update is not None:
        return _replace_table(doc, data["tableId"], update)
    if kind == "ADD_TABLE":
        if _find(doc["tables"], data["table"]["id"]) >= 0:
            return doc
        return {**doc, "tables": _insert_at(doc["tables"], data["table"], data.get("index"))}
    if kind == "REMOVE_TABLE":
        return _remove_table(doc, data)
    if kind == "REMOVE_ATTRIBUTE":
        return _remove_attribute(doc, data)
    if kind == "ADD_RELATION":
        return _add_relation(doc, data)
    if kind == "REMOVE_RELATION":
        return {**doc, "relations": [r for r in doc["relations"]
                                     if r["id"] != data["relationId"]]}
    if kind == "UPDATE_RELATION":
        return _update_relation(doc, data)
    if kind == "BATCH":
        return _apply_batch(doc, data["commands"])
    verb, _, noun = (kind or "").partition("_")
    if noun in _PLACED and verb in ("ADD", "REMOVE", "MOVE", "UPDATE"):
        return _apply_placed(doc, verb, noun, data)
    raise UnknownCommand(f"unknown command type {kind!r}")
