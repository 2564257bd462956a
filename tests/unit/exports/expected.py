"""What a fixture document should read back as, from the document itself and the export rules of
the spec (001 §5), written independently of the TypeScript exporters."""

from __future__ import annotations

import re
import unicodedata


def clean(name: str) -> str:
    ascii_ = unicodedata.normalize("NFD", name.strip()).encode("ascii", "ignore").decode()
    return re.sub(r"^_+(?=.)|(?<=.)_+$", "", re.sub(r"[^A-Za-z0-9_]+", "_", ascii_))[:60]


def singular(name: str) -> str:
    if name.endswith("ies"):
        return name[:-3] + "y"
    return name[:-1] if name.endswith("s") else name


INTEGERS = {"INT", "INTEGER", "BIGINT", "TINYINT", "SMALLINT", "MEDIUMINT"}


def schema(document: dict) -> dict:
    """{table: {"columns": {name: column}, "pk": [...],
    "fks": {(column, referenced table, referenced column, on_delete)}}}"""
    attrs = {a["id"]: (t, a) for t in document["tables"] for a in t["attributes"]}
    links = {}
    for rel in document["relations"]:
        if rel["type"] != "many-to-many" and rel["toAttributeId"]:
            links.setdefault(rel["toAttributeId"], (rel["fromAttributeId"], rel["onDelete"]))
    for _table, a in attrs.values():
        if a["referencedAttribute"]:
            links.setdefault(a["id"], (a["referencedAttribute"], "CASCADE"))

    def shape(attr):
        seen = set()
        while attr["id"] in links and attr["id"] not in seen:
            seen.add(attr["id"])
            attr = attrs[links[attr["id"]][0]][1]
        return attr

    out = {}
    for table in document["tables"]:
        keys = [a for a in table["attributes"] if a["isPrimaryKey"]]
        columns = {}
        for a in table["attributes"]:
            s = shape(a)
            linked = a["id"] in links
            decimal = s["type"] in ("DECIMAL", "NUMERIC")
            columns[clean(a["name"])] = {
                "type": s["type"],
                "length": (s["length"] or 255) if s["type"] in ("VARCHAR", "CHAR") else None,
                "precision": (s["precision"] or 10) if decimal else None,
                "scale": (s["scale"] if s["precision"] else 2) if decimal else None,
                "nullable": a["isNullable"] and not a["isPrimaryKey"],
                "auto": (a["isAutoIncrement"] and not linked and len(keys) == 1
                         and a["isPrimaryKey"] and s["type"] in INTEGERS),
                "unique": a["isUnique"] and not (a["isPrimaryKey"] and len(keys) == 1),
                "values": [v.strip().strip("'\"") for v in s["enumValues"].split(",") if v.strip()]
                or ["active", "inactive"],
            }
        fks = set()
        for a in table["attributes"]:
            if a["id"] in links:
                ref_table, ref = attrs[links[a["id"]][0]]
                fks.add((clean(a["name"]), clean(ref_table["name"]), clean(ref["name"]),
                         links[a["id"]][1]))
        out[clean(table["name"])] = {"columns": columns, "pk": [clean(a["name"]) for a in keys],
                                     "fks": fks, "indexes": table["indexes"], "source": table}
    by_id = {t["id"]: clean(t["name"]) for t in document["tables"]}
    for rel in document["relations"]:
        if rel["type"] != "many-to-many":
            continue
        left, right = by_id[rel["fromTableId"]], by_id[rel["toTableId"]]
        cols = {}
        fks = set()
        for side in (left, right):
            pk = out[side]["pk"][0]
            ref = dict(out[side]["columns"][pk], nullable=False, auto=False, unique=False)
            cols[f"{singular(side)}_id"] = ref
            fks.add((f"{singular(side)}_id", side, pk, "CASCADE"))
        out[f"{left}_{right}"] = {"columns": cols, "pk": list(cols), "fks": fks, "indexes": [],
                                  "source": None}
    return out
