"""A whole document as the commands that turn the current one into it.

A whole save (`update_schema`) usually differs from the stored document by a table moved or a
column renamed. Stored as a replacement it costs a full snapshot write (the whole JSON parsed
and compressed by the database, and as much write-ahead log) and sends every open editor a
reload. As a BATCH of ordinary commands it is one small change in the log, the snapshot follows
with the next checkpoint, and collaborators apply it like any edit.

`batch_between` builds the commands and then checks them: the reducer applied to `before` must
give `after` exactly, or there is no batch (the caller stores a replacement). So the diff may be
incomplete (a reordering of tables is not expressed) but never wrong.
"""

from __future__ import annotations

from collections.abc import Callable

from .constants import AREA_KEYS, ATTRIBUTE_KEYS, LIMITS, NOTE_KEYS, RELATION_KEYS, TABLE_KEYS
from .reducer import apply

Doc = dict
# A batch is for an edit of the document, not for a new one: beyond this many steps, or when it
# adds more tables than a tenth of those it keeps (a first save, an import), the replacement is
# stored whole. Its snapshot is then written once, rather than the same tables twice (in the log,
# then in the next snapshot).
MAX_STEPS = 500
ADDED_SHARE = 10
_TABLE_KEYS = frozenset(TABLE_KEYS)


def _step(kind: str, data: dict) -> dict:
    return {"type": kind, "name": "", "timestamp": 0, "data": data}


def _changes(before: dict, after: dict, keys: tuple[str, ...], skip: str = "") -> dict | None:
    """The keys whose value differs; None when a key outside `keys` differs (no command can
    change it)."""
    changes = {}
    for key in before.keys() | after.keys():
        if key == skip or before.get(key, _MISSING) == after.get(key, _MISSING):
            continue
        if key not in keys or key not in after:
            return None
        changes[key] = after[key]
    return changes


_MISSING = object()


def _kept_in_order(before: list[dict], after: list[dict]) -> tuple[set, set] | None:
    """(ids removed, ids added), or None when the items both lists keep changed order."""
    before_ids = [item["id"] for item in before]
    after_ids = [item["id"] for item in after]
    before_set, after_set = set(before_ids), set(after_ids)
    kept = after_set & before_set
    if [i for i in before_ids if i in kept] != [i for i in after_ids if i in kept]:
        return None
    return before_set - after_set, after_set - before_set


def _list_steps(before: list[dict], after: list[dict], *, remove: Callable[[str], dict],
                add: Callable[[dict, int], dict], update: Callable[[dict, dict], list | None]
                ) -> tuple[list, list, list] | None:
    """(removals, additions, updates) of one list of items with ids, in the order they apply."""
    delta = _kept_in_order(before, after)
    if delta is None:
        return None
    removed, added = delta
    old = {item["id"]: item for item in before}
    removals = [remove(item["id"]) for item in before if item["id"] in removed]
    additions, updates = [], []
    for index, item in enumerate(after):
        if item["id"] in added:
            if index > LIMITS["batchCommands"]:  # beyond what a command's index may say
                return None
            additions.append(add(item, index))
            continue
        previous = old[item["id"]]
        if previous is item or previous == item:
            continue
        steps = update(previous, item)
        if steps is None:
            return None
        updates.extend(steps)
    return removals, additions, updates


def _attribute_steps(table_id: str, before: list[dict], after: list[dict]
                     ) -> tuple[list, list, list] | None:
    def update(old: dict, new: dict) -> list | None:
        changes = _changes(old, new, ATTRIBUTE_KEYS, skip="id")
        return None if changes is None else [_step("UPDATE_ATTRIBUTE", {
            "tableId": table_id, "attributeId": new["id"], "changes": changes})]

    return _list_steps(
        before, after,
        remove=lambda attribute_id: _step("REMOVE_ATTRIBUTE", {
            "tableId": table_id, "attributeId": attribute_id}),
        add=lambda attribute, index: _step("ADD_ATTRIBUTE", {
            "tableId": table_id, "attribute": attribute, "index": index}),
        update=update)


def _table_update(old: dict, new: dict) -> list | None:
    changes = _changes(old, new, TABLE_KEYS + ("attributes",), skip="id")
    if changes is None:
        return None
    steps: list[dict] = []
    if "attributes" in changes:
        attribute_steps = _attribute_steps(new["id"], old["attributes"],
                                           changes.pop("attributes"))
        if attribute_steps is None:
            return None
        removals, additions, updates = attribute_steps
        steps += removals + additions + updates
    if changes.keys() <= {"x", "y"} and changes:
        steps.insert(0, _step("MOVE_TABLE", {"tableId": new["id"], "x": new["x"],
                                             "y": new["y"]}))
    elif changes:
        steps.insert(0, _step("UPDATE_TABLE", {"tableId": new["id"], "changes": changes}))
    return steps


def _relation_update(old: dict, new: dict) -> list | None:
    changes = _changes(old, new, RELATION_KEYS, skip="id")
    return None if changes is None else [_step("UPDATE_RELATION", {
        "relationId": new["id"], "changes": changes})]


def _placed_steps(kind: str, keys: tuple[str, ...], before: Doc, after: Doc
                  ) -> tuple[list, list, list] | None:
    """The steps of a note's or an area's list (`kind` NOTE or AREA); an area moved this way
    carries no table, each moved table has its own MOVE_TABLE."""
    key, item, ref = f"{kind.lower()}s", kind.lower(), f"{kind.lower()}Id"

    def update(old: dict, new: dict) -> list | None:
        changes = _changes(old, new, keys, skip="id")
        if changes is None:
            return None
        if changes.keys() <= {"x", "y"}:
            data = {ref: new["id"], "x": new["x"], "y": new["y"]}
            return [_step(f"MOVE_{kind}", {**data, "tables": []} if kind == "AREA" else data)]
        return [_step(f"UPDATE_{kind}", {ref: new["id"], "changes": changes})]

    return _list_steps(
        before.get(key, []), after.get(key, []),
        remove=lambda item_id: _step(f"REMOVE_{kind}", {ref: item_id}),
        add=lambda value, index: _step(f"ADD_{kind}", {item: value, "index": index}),
        update=update)


_OPTIONAL = ("notes", "areas")


def batch_between(before: Doc, after: Doc, *, name: str = "", timestamp: float = 0
                  ) -> tuple[dict, Doc] | None:
    """(a BATCH command, the document it gives) when commands turn `before` into `after`
    (both valid documents); None when a replacement must be stored instead."""
    # Notes and areas may be absent (documents stored before them): absent is none.
    if before.keys() - set(_OPTIONAL) != after.keys() - set(_OPTIONAL) or any(
            before[key] != after[key] for key in before
            if key not in ("tables", "relations", *_OPTIONAL)):
        return None
    notes = _placed_steps("NOTE", NOTE_KEYS, before, after)
    areas = _placed_steps("AREA", AREA_KEYS, before, after)
    if notes is None or areas is None:
        return None
    relations = _list_steps(
        before["relations"], after["relations"],
        remove=lambda relation_id: _step("REMOVE_RELATION", {"relationId": relation_id}),
        add=lambda relation, index: _step("ADD_RELATION", {"relation": relation,
                                                            "index": index}),
        update=_relation_update)
    if relations is None:
        return None
    tables = _list_steps(
        before["tables"], after["tables"],
        remove=lambda table_id: _step("REMOVE_TABLE", {"tableId": table_id}),
        add=lambda table, index: _step("ADD_TABLE", {"table": table, "index": index}),
        update=_table_update)
    if tables is None:
        return None
    # Removals first (a removal also clears what referred to the removed item), then what is
    # added (in the order of its final place, so each index is right when it is applied), then
    # updates, which may refer to what was just added.
    steps = [*relations[0], *tables[0], *tables[1], *tables[2], *relations[1], *relations[2],
             *(step for part in (notes, areas) for group in part for step in group)]
    kept = len(before["tables"]) - len(tables[0])
    if len(steps) > min(MAX_STEPS, LIMITS["batchCommands"]) or (
            len(tables[1]) > max(1, kept // ADDED_SHARE)):
        return None
    batch = {"type": "BATCH", "name": name, "timestamp": timestamp,
             "data": {"commands": steps}}
    result = apply(before, batch)
    return (batch, result) if result == after else None
