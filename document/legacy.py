"""The legacy GoJS form (`nodeDataArray` / `linkDataArray`), converted both ways.

Accepted at the edges only (update_schema, JSON import); the TypeScript twin is
frontend/src/editor/model/legacy.ts and both run tests/vectors/legacy/*.json.

Legacy node: key, label, slug, softDeletes, items[] (name, type, nullable, indexType 0 primary /
1 unique / 3 plain, autoIncrement, unsigned, defaultValue, enumValues), seeds, optional loc
"x y". Legacy link: from, to (node keys), relationType (hasOne, hasMany, belongsTo,
belongsToMany, …Through, morph…), text, toText, fromAttrKey, toAttrKey.
"""

from __future__ import annotations

import re
from typing import Any

from .constants import ATTRIBUTE_TYPES, LEGACY_LAYOUT, TABLE, UNNAMED_TABLE, table_height
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


def _attribute(table_id: str, item: dict, position: int) -> dict:
    kind = _sql_type(item.get("type"))
    index_type = item.get("indexType")
    length = item.get("length")
    return {
        "id": f"{table_id}_a{position}",
        "name": str(item.get("name") or f"column_{position + 1}"),
        "type": kind,
        "isNullable": bool(item.get("nullable", index_type != 0)),
        "isPrimaryKey": index_type == 0,
        "isForeignKey": False,
        "isUnique": index_type == 1,
        "isAutoIncrement": bool(item.get("autoIncrement", False)),
        "unsigned": bool(item.get("unsigned", False)),
        "isArray": False,
        "defaultValue": None if item.get("defaultValue") in (None, "") else str(
            item["defaultValue"]),
        "length": length if isinstance(length, int) else (255 if kind in {"VARCHAR", "CHAR"}
                                                           else None),
        "precision": None,
        "scale": None,
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
        indexes = [
            {"id": f"{table_id}_i{i}", "name": f"idx_{node.get('label') or table_id}_{n + 1}",
             "type": "INDEX", "method": "BTREE", "comment": "",
             "attributes": [{"attributeId": attributes[i]["id"], "order": "ASC"}]}
            for n, i in enumerate(i for i, item in enumerate(items) if item.get("indexType") == 3)
        ]
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
            "onDelete": "CASCADE", "onUpdate": "CASCADE", "color": None, "isDashed": False,
            "cardinality": {"from": "N" if relation_type == "many-to-many" else "1",
                            "to": "1" if relation_type == "one-to-one" else "N"},
            "extraPairs": [],
        })
    return {"format": 1, "tables": tables, "relations": relations}


def _attribute_by_name(table: dict, name: object) -> str | None:
    if not name:
        return None
    return next((a["id"] for a in table["attributes"] if a["name"] == name), None)


_LEGACY_RELATION = {"one-to-one": "hasOne", "one-to-many": "hasMany",
                    "many-to-many": "belongsToMany"}


def to_legacy(doc: dict) -> dict:
    """The legacy form of a document (JSON export for tools that read the old format)."""
    nodes = []
    for table in doc["tables"]:
        indexed = {c["attributeId"] for i in table["indexes"] for c in i["attributes"]}
        nodes.append({
            "key": table["id"], "label": table["name"],
            "loc": f"{_number(table['x'])} {_number(table['y'])}",
            "color": table["color"], "slug": table["slug"], "softDeletes": table["softDeletes"],
            "seeds": table["seeds"],
            "items": [{
                "name": a["name"], "type": a["type"], "nullable": a["isNullable"],
                "indexType": 0 if a["isPrimaryKey"] else 1 if a["isUnique"] else (
                    3 if a["id"] in indexed else None),
                "autoIncrement": a["isAutoIncrement"], "unsigned": a["unsigned"],
                "defaultValue": a["defaultValue"], "enumValues": a["enumValues"],
                "length": a["length"], "comment": a["comment"],
            } for a in table["attributes"]],
        })
    names = {(t["id"], a["id"]): a["name"] for t in doc["tables"] for a in t["attributes"]}
    links = [{
        "from": r["fromTableId"], "to": r["toTableId"],
        "relationType": _LEGACY_RELATION[r["type"]], "text": r["name"], "toText": r["label"],
        "fromAttrKey": names.get((r["fromTableId"], r["fromAttributeId"])),
        "toAttrKey": names.get((r["toTableId"], r["toAttributeId"])),
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
