"""The legacy GoJS form (`nodeDataArray` / `linkDataArray`), converted both ways.

Accepted at the edges only (update_schema, JSON import); the TypeScript twin is
frontend/src/editor/model/legacy.ts and both run tests/vectors/legacy/*.json.

Legacy node: key, label, slug, softDeletes, items[] (name, type, nullable, indexType 0 primary /
1 unique / 3 plain, autoIncrement, unsigned, defaultValue, enumValues), seeds, optional loc
"x y". Legacy link: from, to (node keys), relationType (hasOne, hasMany, belongsTo,
belongsToMany, …Through, morph…), text, toText, fromAttrKey, toAttrKey.

A legacy file may also carry (and `to_legacy` writes them all, so an export comes back whole):
a node's comment, color and indexes[] (name, type, method, comment, columns[] of names or
{name, order}: composite and unique indexes), an item's comment, length, precision, scale,
isForeignKey / foreign, referencedTable (node key or label) and referencedAttribute (column
name), and a link's onDelete / onUpdate. All of them are carried over; a link also marks its
toAttrKey column as a foreign key referencing its fromAttrKey column (spec 001 §3, as when a
relation is drawn).
"""

from __future__ import annotations

import re
from typing import Any

from .constants import (
    ATTRIBUTE_TYPES,
    INDEX_METHODS,
    INDEX_TYPES,
    LEGACY_LAYOUT,
    REFERENTIAL_ACTIONS,
    TABLE,
    UNNAMED_TABLE,
    table_height,
)
from .messages import MESSAGES
from .shape import DocumentInvalid

DEFAULT_COLOR = TABLE["defaultColor"]
ORIGIN, STEP_X, STEP_Y = LEGACY_LAYOUT["origin"], LEGACY_LAYOUT["stepX"], LEGACY_LAYOUT["stepY"]

# Laravel column types the legacy tool wrote, mapped to the document's SQL types.
_TYPES = {
    "increments": "INT", "integerincrements": "INT", "bigincrements": "BIGINT",
    "id": "BIGINT", "foreignid": "BIGINT", "integer": "INT", "int": "INT",
    "biginteger": "BIGINT", "tinyinteger": "TINYINT", "smallinteger": "SMALLINT",
    "mediuminteger": "MEDIUMINT", "unsignedinteger": "INT", "unsignedbiginteger": "BIGINT",
    "string": "VARCHAR", "char": "CHAR", "text": "TEXT", "mediumtext": "MEDIUMTEXT",
    "longtext": "LONGTEXT", "date": "DATE", "datetime": "DATETIME", "timestamp": "TIMESTAMP",
    "time": "TIME", "decimal": "DECIMAL", "float": "FLOAT", "double": "DOUBLE",
    "boolean": "BOOLEAN", "enum": "ENUM", "set": "SET", "json": "JSON", "jsonb": "JSON",
    "binary": "BINARY", "uuid": "UUID", "foreignuuid": "UUID",
}
_SQL_TYPES = set(ATTRIBUTE_TYPES)
_ONE_TO_ONE = {"hasone", "belongsto", "morphone", "hasonethrough"}
_MANY_TO_MANY = {"belongstomany", "morphtomany", "morphedbymany"}
# Laravel's foreign-key column types: the column is a foreign key even without a link.
_FOREIGN_TYPES = {"foreignid", "foreignuuid", "foreignulid", "foreignidfor"}


def is_legacy(data: object) -> bool:
    return isinstance(data, dict) and "nodeDataArray" in data


def _sql_type(raw: object) -> str:
    text = str(raw or "").strip()
    if text.upper() in _SQL_TYPES:
        return text.upper()
    return _TYPES.get(text.replace("_", "").lower(), "VARCHAR")


def _key(value: object) -> str:
    return re.sub(r"\s+", "_", str(value))


def _location(node: dict, position: int) -> tuple[float, float]:
    loc = node.get("loc")
    if isinstance(loc, str):
        parts = loc.split()
        if len(parts) == 2:
            try:
                return float(parts[0]), float(parts[1])
            except ValueError:
                pass
    return ORIGIN + STEP_X * position, ORIGIN + STEP_Y * position


def _count(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _attribute(table_id: str, item: dict, position: int) -> dict:
    kind = _sql_type(item.get("type"))
    index_type = item.get("indexType")
    length = _count(item.get("length"))
    foreign = str(item.get("type") or "").replace("_", "").lower() in _FOREIGN_TYPES
    return {
        "id": f"{table_id}_a{position}",
        "name": str(item.get("name") or f"column_{position + 1}"),
        "type": kind,
        "isNullable": bool(item.get("nullable", index_type != 0)),
        "isPrimaryKey": index_type == 0,
        "isForeignKey": bool(item.get("isForeignKey", item.get("foreign", foreign))),
        "isUnique": index_type == 1,
        "isAutoIncrement": bool(item.get("autoIncrement", False)),
        "unsigned": bool(item.get("unsigned", False)),
        "isArray": False,
        "defaultValue": None if item.get("defaultValue") in (None, "") else str(
            item["defaultValue"]),
        "length": length if length is not None else (255 if kind in {"VARCHAR", "CHAR"}
                                                     else None),
        "precision": _count(item.get("precision")),
        "scale": _count(item.get("scale")),
        "comment": str(item.get("comment") or ""),
        "enumValues": str(item.get("enumValues") or ""),
        "referencedTable": None,
        "referencedAttribute": None,
    }


def _seeds(node: dict) -> list[dict]:
    seeds = []
    for seed in node.get("seeds") or []:
        if isinstance(seed, dict):
            seeds.append({"name": str(seed.get("name") or ""), "data": [
                {"key": str(v.get("key", "")), "data": str(v.get("data", ""))}
                for v in seed.get("data") or [] if isinstance(v, dict)
            ]})
    return seeds


def from_legacy(data: dict) -> dict:
    """A document from the legacy form; links whose nodes are missing are dropped."""
    tables, by_key = [], {}
    for position, node in enumerate(n for n in data.get("nodeDataArray") or []
                                    if isinstance(n, dict)):
        table_id = f"t_{_key(node.get('key', position))}"
        if table_id in by_key.values():
            table_id = f"{table_id}_{position}"
        by_key[node.get("key", position)] = table_id
        items = [i for i in node.get("items") or [] if isinstance(i, dict)]
        attributes = [_attribute(table_id, item, i) for i, item in enumerate(items)]
        indexes = _indexes(node, table_id, attributes, items)
        x, y = _location(node, position)
        tables.append({
            "id": table_id, "name": str(node.get("label") or node.get("key") or UNNAMED_TABLE),
            "x": x, "y": y, "width": TABLE["defaultWidth"],
            "height": table_height(len(attributes)),
            "color": node.get("color") if isinstance(node.get("color"), str) and re.fullmatch(
                r"#[0-9a-fA-F]{6}", node["color"]) else DEFAULT_COLOR,
            "comment": str(node.get("comment") or ""), "schema": "public",
            "attributes": attributes, "indexes": indexes, "isCollapsed": False,
            "slug": bool(node.get("slug", False)), "softDeletes": bool(node.get("softDeletes",
                                                                                  False)),
            "seeds": _seeds(node),
        })
    tables_by_id = {t["id"]: t for t in tables}
    _item_references(data, tables, by_key)
    relations = []
    for position, link in enumerate(item for item in data.get("linkDataArray") or []
                                    if isinstance(item, dict)):
        source, target = by_key.get(link.get("from")), by_key.get(link.get("to"))
        if source is None or target is None:
            continue
        kind = str(link.get("relationType") or "").replace("_", "").lower()
        relation_type = ("one-to-one" if kind in _ONE_TO_ONE
                         else "many-to-many" if kind in _MANY_TO_MANY else "one-to-many")
        relations.append({
            "id": f"r{position}",
            "type": relation_type,
            "fromTableId": source, "toTableId": target,
            "fromAttributeId": _attribute_by_name(tables_by_id[source], link.get("fromAttrKey")),
            "toAttributeId": _attribute_by_name(tables_by_id[target], link.get("toAttrKey")),
            "name": str(link.get("text") or ""), "label": str(link.get("toText") or ""),
            "onDelete": _action(link.get("onDelete")), "onUpdate": _action(link.get("onUpdate")),
            "color": None, "isDashed": False,
            "cardinality": {"from": "N" if relation_type == "many-to-many" else "1",
                            "to": "1" if relation_type == "one-to-one" else "N"},
            "extraPairs": [],
        })
        _mark_foreign_key(tables_by_id, relations[-1])
    return {"format": 1, "tables": tables, "relations": relations}


def _action(value: object) -> str:
    text = str(value or "").strip().upper().replace("_", " ")
    return text if text in REFERENTIAL_ACTIONS else "CASCADE"


def _mark_foreign_key(tables_by_id: dict, relation: dict) -> None:
    """The link's target column references its source column, as a drawn relation makes it."""
    target = relation["toAttributeId"]
    if target is None:
        return
    attribute = next(a for a in tables_by_id[relation["toTableId"]]["attributes"]
                     if a["id"] == target)
    attribute.update(isForeignKey=True, referencedTable=relation["fromTableId"],
                     referencedAttribute=relation["fromAttributeId"])


def _item_references(data: dict, tables: list[dict], by_key: dict) -> None:
    """An item's own referencedTable (a node key, else a label) and referencedAttribute (a column
    name); a reference to a table or column the file does not hold is dropped, not stored."""
    by_label = {t["name"]: t for t in reversed(tables)}
    tables_by_id = {t["id"]: t for t in tables}
    nodes = [n for n in data.get("nodeDataArray") or [] if isinstance(n, dict)]
    for table, node in zip(tables, nodes, strict=True):
        items = [i for i in node.get("items") or [] if isinstance(i, dict)]
        for attribute, item in zip(table["attributes"], items, strict=True):
            key = item.get("referencedTable")
            if key in (None, ""):
                continue
            try:
                target = tables_by_id.get(by_key.get(key)) or by_label.get(str(key))
            except TypeError:  # an unhashable key (a list, an object)
                target = None
            if target is None:
                continue
            attribute.update(isForeignKey=True, referencedTable=target["id"],
                             referencedAttribute=_attribute_by_name(
                                 target, item.get("referencedAttribute")))


def _indexes(node: dict, table_id: str, attributes: list[dict], items: list[dict]) -> list[dict]:
    """The node's indexes[] (composite, unique, full-text…), then a plain index for every
    indexType 3 column that none of them already covers alone."""
    by_name = {a["name"]: a["id"] for a in reversed(attributes)}
    label = node.get("label") or table_id
    indexes: list[dict] = []
    listed = node.get("indexes")
    for entry in listed if isinstance(listed, list) else []:
        if not isinstance(entry, dict):
            continue
        columns = []
        for column in entry.get("columns") or [] if isinstance(entry.get("columns"), list) else []:
            name, order = ((column.get("name"), column.get("order")) if isinstance(column, dict)
                           else (column, "ASC"))
            attribute_id = by_name.get(str(name)) if isinstance(name, (str, int)) else None
            if attribute_id is not None and attribute_id not in {c["attributeId"] for c in columns}:
                columns.append({"attributeId": attribute_id,
                                "order": "DESC" if str(order).upper() == "DESC" else "ASC"})
        if not columns:
            continue
        kind = str(entry.get("type") or "INDEX").upper()
        kind = kind if kind in INDEX_TYPES else "INDEX"
        method = str(entry.get("method") or "BTREE").upper()
        indexes.append({
            "id": f"{table_id}_x{len(indexes)}",
            "name": str(entry.get("name") or f"idx_{label}_{len(indexes) + 1}"),
            "type": kind,
            "method": None if kind in {"FULLTEXT", "SPATIAL"} else (
                method if method in INDEX_METHODS else "BTREE"),
            "comment": str(entry.get("comment") or ""),
            "attributes": columns,
        })
    alone = {i["attributes"][0]["attributeId"] for i in indexes if len(i["attributes"]) == 1}
    plain = [i for i, item in enumerate(items)
             if item.get("indexType") == 3 and attributes[i]["id"] not in alone]
    for i in plain:
        indexes.append({
            "id": f"{table_id}_i{i}", "name": f"idx_{label}_{len(indexes) + 1}",
            "type": "INDEX", "method": "BTREE", "comment": "",
            "attributes": [{"attributeId": attributes[i]["id"], "order": "ASC"}],
        })
    return indexes


def _attribute_by_name(table: dict, name: object) -> str | None:
    if not name:
        return None
    return next((a["id"] for a in table["attributes"] if a["name"] == name), None)


_LEGACY_RELATION = {"one-to-one": "hasOne", "one-to-many": "hasMany",
                    "many-to-many": "belongsToMany"}


def to_legacy(doc: dict) -> dict:
    """The legacy form of a document (JSON export for tools that read the old format), with
    everything `from_legacy` reads back: comments, indexes and foreign keys included."""
    attribute_names = {(t["id"], a["id"]): a["name"] for t in doc["tables"]
                       for a in t["attributes"]}
    nodes = []
    for table in doc["tables"]:
        # indexType 3 is the old tool's one-column index; a composite index is in indexes[] only.
        indexed = {i["attributes"][0]["attributeId"] for i in table["indexes"]
                   if len(i["attributes"]) == 1}
        names = {a["id"]: a["name"] for a in table["attributes"]}
        nodes.append({
            "key": table["id"], "label": table["name"],
            "loc": f"{_number(table['x'])} {_number(table['y'])}",
            "color": table["color"], "comment": table["comment"], "slug": table["slug"],
            "softDeletes": table["softDeletes"], "seeds": table["seeds"],
            "indexes": [{
                "name": i["name"], "type": i["type"], "method": i["method"],
                "comment": i["comment"],
                "columns": [{"name": names[c["attributeId"]], "order": c["order"]}
                            for c in i["attributes"]],
            } for i in table["indexes"]],
            "items": [{
                "name": a["name"], "type": a["type"], "nullable": a["isNullable"],
                "indexType": 0 if a["isPrimaryKey"] else 1 if a["isUnique"] else (
                    3 if a["id"] in indexed else None),
                "autoIncrement": a["isAutoIncrement"], "unsigned": a["unsigned"],
                "defaultValue": a["defaultValue"], "enumValues": a["enumValues"],
                "length": a["length"], "precision": a["precision"], "scale": a["scale"],
                "comment": a["comment"], "isForeignKey": a["isForeignKey"],
                "referencedTable": a["referencedTable"],
                "referencedAttribute": attribute_names.get(
                    (a["referencedTable"], a["referencedAttribute"])),
            } for a in table["attributes"]],
        })
    links = [{
        "from": r["fromTableId"], "to": r["toTableId"],
        "relationType": _LEGACY_RELATION[r["type"]], "text": r["name"], "toText": r["label"],
        "fromAttrKey": attribute_names.get((r["fromTableId"], r["fromAttributeId"])),
        "toAttrKey": attribute_names.get((r["toTableId"], r["toAttributeId"])),
        "onDelete": r["onDelete"], "onUpdate": r["onUpdate"],
    } for r in doc["relations"]]
    return {"nodeDataArray": nodes, "linkDataArray": links}


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else repr(round(float(value), 3))


def legacy_errors(data: dict) -> list[str]:
    """What makes a legacy document unreadable: its lists that are not lists, and entries that are
    not objects (a table, a column, a link). Refused rather than skipped, so that a document of
    garbage never replaces a diagram with an empty one."""
    not_a_list, not_an_object = MESSAGES["list_type"], MESSAGES["dict_type"]
    errors = []

    def objects(value: object, path: str, *, optional: bool = True) -> list:
        if value is None and optional:
            return []
        if not isinstance(value, list):
            errors.append(f"{path} : {not_a_list}")
            return []
        for position, entry in enumerate(value):
            if not isinstance(entry, dict):
                errors.append(f"{path}[{position}] : {not_an_object}")
        return [entry for entry in value if isinstance(entry, dict)]

    for position, node in enumerate(objects(data.get("nodeDataArray"), "nodeDataArray",
                                            optional=False)):
        objects(node.get("items"), f"nodeDataArray[{position}].items")
    objects(data.get("linkDataArray"), "linkDataArray")
    return errors


def as_document(data: Any) -> Any:
    """Either form in, the document form out (validation comes after). A legacy document that
    cannot be read raises DocumentInvalid."""
    if not is_legacy(data):
        return data
    errors = legacy_errors(data)
    if errors:
        raise DocumentInvalid(errors[:20])
    return from_legacy(data)
