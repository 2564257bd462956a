"""One comparable shape for the three sides of the check: the truth file's catalog, the imported
diagram document and the catalog of the database the export was loaded into. Names are lower
case (the truth files key tables and columns so; MySQL and SQL Server compare names without
case), schemas are left out (the diagram puts every table in "public"), and so are the names of
constraints and indexes (the engines and the exports make up their own): a foreign key is its
columns, referenced table and columns and actions; an index its columns and kind."""

from __future__ import annotations

from dataclasses import dataclass, field

from .normalise import canonical_action, canonical_default, canonical_type, document_spelling

UNKNOWN = object()  # what a truth file does not say (SQL Server's: no types, no defaults)


@dataclass
class Column:
    type: object = UNKNOWN
    not_null: bool = False
    default: object = UNKNOWN
    auto: bool = False


@dataclass
class Table:
    name: str
    columns: dict[str, Column] = field(default_factory=dict)
    pk: tuple[str, ...] = ()
    fks: list[tuple] = field(default_factory=list)      # (cols, ref, refcols, delete, update)
    indexes: list[tuple] = field(default_factory=list)  # (cols, kind)


Schema = dict[str, Table]


def _lower(names) -> tuple[str, ...]:
    return tuple(str(n).lower() for n in names)


def _index_kind(entry: dict) -> str:
    kind = "unique" if entry.get("unique") else "index"
    special = str(entry.get("type") or "").upper()
    if special in ("FULLTEXT", "SPATIAL"):
        kind = special.lower()
    if entry.get("partial"):
        kind += " partial"
    if entry.get("expr"):
        kind += " expression"
    return kind


def from_catalog(catalog: dict, dialect: str) -> Schema:
    """A truth file's `catalog` (or a live catalog read into the same shape, catalogs.py)."""
    schema: Schema = {}
    for key, entry in catalog.items():
        pk = _lower(entry.get("pk") or ())
        types = {k.lower(): v for k, v in entry["types"].items()} if "types" in entry else None
        defaults = ({k.lower(): v for k, v in entry["defaults"].items()}
                    if "defaults" in entry else None)
        notnull = {k.lower(): v for k, v in (entry.get("notnull") or {}).items()}
        auto = set(_lower(entry.get("auto") or ()))
        table = Table(str(entry.get("name") or key), pk=pk)
        for name in _lower(entry["columns"]):
            kind = canonical_type(types.get(name), dialect) if types is not None else UNKNOWN
            default = (canonical_default(defaults.get(name), kind if kind is not UNKNOWN else None)
                       if defaults is not None else UNKNOWN)
            table.columns[name] = Column(kind, bool(notnull.get(name)) or name in pk, default,
                                         name in auto)
        table.fks = [(_lower(fk["cols"]), str(fk["ref"]).lower(), _lower(fk["refcols"]),
                      canonical_action(fk.get("on_delete"), dialect),
                      canonical_action(fk.get("on_update"), dialect))
                     for fk in entry.get("fks") or ()]
        table.indexes = [(_lower(ix["cols"]), _index_kind(ix)) for ix in entry.get("indexes") or ()]
        schema[key.lower()] = table
    return schema


_DOCUMENT_INDEX = {"INDEX": "index", "UNIQUE": "unique", "FULLTEXT": "fulltext",
                   "SPATIAL": "spatial"}


def from_document(document: dict, dialect: str) -> Schema:
    """The diagram document as `dialect` would read it. A relation's `from` side is the referenced
    table (cardinality 1), its `to` side the table holding the key: one foreign key, its first
    column pair then a composite key's extraPairs in order. An attribute's isUnique is a
    one-column unique index."""
    schema: Schema = {}
    names = {}
    for entry in document["tables"]:
        table = Table(entry["name"])
        for attribute in entry["attributes"]:
            names[attribute["id"]] = attribute["name"].lower()
            kind = canonical_type(document_spelling(attribute), dialect)
            table.columns[attribute["name"].lower()] = Column(
                kind, not attribute["isNullable"] or attribute["isPrimaryKey"],
                canonical_default(attribute.get("defaultValue"), kind),
                bool(attribute["isAutoIncrement"]))
        table.pk = tuple(a["name"].lower() for a in entry["attributes"] if a["isPrimaryKey"])
        table.indexes = [
            (tuple(names.get(c["attributeId"], "?") for c in index["attributes"]),
             _DOCUMENT_INDEX.get(index["type"], index["type"].lower()))
            for index in entry.get("indexes") or ()]
        table.indexes += [((a["name"].lower(),), "unique") for a in entry["attributes"]
                          if a["isUnique"] and not a["isPrimaryKey"]]
        schema[entry["name"].lower()] = table
    tables = {t["id"]: t["name"].lower() for t in document["tables"]}
    for relation in document["relations"]:
        if not relation.get("fromAttributeId") or not relation.get("toAttributeId"):
            continue
        pairs = [relation, *(relation.get("extraPairs") or [])]
        schema[tables[relation["toTableId"]]].fks.append((
            tuple(names[p["toAttributeId"]] for p in pairs), tables[relation["fromTableId"]],
            tuple(names[p["fromAttributeId"]] for p in pairs),
            canonical_action(relation.get("onDelete"), dialect),
            canonical_action(relation.get("onUpdate"), dialect)))
    return schema
