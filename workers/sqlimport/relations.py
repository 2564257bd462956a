"""A foreign key of the script as a relation of the diagram.

The relation goes from the referenced table (the "1" side) to the table holding the key; its
first column pair is `fromAttributeId` → `toAttributeId`, the further pairs of a composite key
follow in key order in `extraPairs`, and each of the key's columns is marked as referencing its
parent column. A key the diagram cannot hold as written (columns that do not pair up, a column
unknown or named twice) is reported and left out rather than drawn by a part of it: a relation
on some of its columns would be exported as a different key.
"""

from __future__ import annotations

from collections.abc import Callable

from document.constants import LIMITS
from document.i18n import gettext_lazy as _
from document.plural import plural

from .model import ForeignKey, Schema, Table

Report = Callable[[int, str, str], None]  # (line, excerpt, reason); the excerpt may be lazy

NAME_MAX = LIMITS["nameLength"]
MAX_KEY_COLUMNS = LIMITS["columnsPerIndex"]


class Keys:
    """A table's primary and unique keys, as sets of lower-cased column names: what the
    relations still need of a table once its columns are gone."""

    __slots__ = ("primary", "uniques")

    def __init__(self, table: Table):
        self.primary = table.primary_key()
        self.uniques = [{c.lower() for c in self.primary}]
        self.uniques += [{c.name.lower()} for c in table.columns.values() if c.unique]
        self.uniques += [{n.lower() for n, _ in index.columns} for index in table.indexes
                         if index.type == "UNIQUE"]

    def is_unique(self, columns: list[str]) -> bool:
        """The key's columns are the primary key or a unique key: each row points at a
        different row, one-to-one."""
        wanted = {c.lower() for c in columns}
        return any(wanted == unique for unique in self.uniques if unique)


def _columns(count: int) -> str:
    return plural(count, _("{n} colonne"), _("{n} colonnes"))


def _names(columns: list[str]) -> str:
    return ", ".join(columns)[:80]


def _pairs(fk: ForeignKey, ref_columns: list[str], child: dict[str, str],
           parent: dict[str, str]) -> tuple[list[tuple[str, str]], str]:
    """The key's (parent attribute id, child attribute id) pairs in key order, or the reason
    it cannot be drawn."""
    if len(fk.columns) != len(ref_columns):
        return [], (_("Clé étrangère de {columns} ({names}) vers {columns2} de « {ref_table} "
                      "» ({names2}) : les colonnes ne se correspondent pas, relation ignorée.")
                    .format(columns=_columns(len(fk.columns)), names=_names(fk.columns),
                            columns2=_columns(len(ref_columns)), ref_table=fk.ref_table,
                            names2=_names(ref_columns)))
    if len(fk.columns) > MAX_KEY_COLUMNS:
        return [], (_("Clé étrangère de plus de {MAX_KEY_COLUMNS} colonnes : le diagramme ne "
                      "peut pas la représenter, relation ignorée.")
                    .format(MAX_KEY_COLUMNS=MAX_KEY_COLUMNS))
    missing = [f"{fk.table.name}.{c}" for c in fk.columns if c.lower() not in child]
    missing += [f"{fk.ref_table}.{c}" for c in ref_columns if c.lower() not in parent]
    if missing:
        return [], (_("Clé étrangère sur une colonne inconnue (« {names} ») : relation "
                      "ignorée.").format(names=_names(missing)))
    pairs = [(parent[p.lower()], child[c.lower()]) for c, p in zip(fk.columns, ref_columns,
                                                                    strict=True)]
    if len({p for p, _ in pairs}) != len(pairs) or len({c for _, c in pairs}) != len(pairs):
        return [], (_("Clé étrangère qui nomme deux fois la même colonne ({names} → "
                      "{names2}) : relation ignorée.")
                    .format(names=_names(fk.columns), names2=_names(ref_columns)))
    return pairs, ""


def build_relation(schema: Schema, fk: ForeignKey, ids: dict, keys: dict[int, Keys],
             by_id: dict[str, dict], number: int, report: Report) -> dict | None:
    """`ids`: id(table) → (table id, lower-cased column name → attribute id), for the tables
    imported; `by_id`: table id → the table's document, whose key columns get marked."""
    label = (fk.name or f"{fk.table.name} → {fk.ref_table}")[:80]
    source = ids.get(id(fk.table))
    target_table = schema.find(fk.ref_schema, fk.ref_table)
    if source is None or target_table is None or id(target_table) not in ids:
        report(fk.line, label, _("Clé étrangère vers une table inconnue « {ref_table} » : "
                                 "relation ignorée.").format(ref_table=fk.ref_table))
        return None
    target = ids[id(target_table)]
    # `REFERENCES p` without columns names the parent's primary key, in its order.
    ref_columns = fk.ref_columns or keys[id(target_table)].primary
    if not fk.columns or not ref_columns:
        report(fk.line, label, _("Clé étrangère sans colonne référencée : relation ignorée."))
        return None
    pairs, reason = _pairs(fk, ref_columns, source[1], target[1])
    if not pairs:
        report(fk.line, label, reason)
        return None
    attributes = {a["id"]: a for a in by_id[source[0]]["attributes"]}
    for parent_id, child_id in pairs:
        attribute = attributes[child_id]
        attribute["isForeignKey"] = True
        # A column in two keys references the first one's parent, as the script read first.
        if attribute["referencedTable"] is None:
            attribute["referencedTable"], attribute["referencedAttribute"] = target[0], parent_id
    one_to_one = keys[id(fk.table)].is_unique(fk.columns)
    (from_attribute, to_attribute), *extra = pairs
    return {
        "id": f"r_{number}", "type": "one-to-one" if one_to_one else "one-to-many",
        "fromTableId": target[0], "toTableId": source[0],
        "fromAttributeId": from_attribute, "toAttributeId": to_attribute,
        "name": fk.name[:NAME_MAX], "label": "", "onDelete": fk.on_delete,
        "onUpdate": fk.on_update, "color": None, "isDashed": False,
        "cardinality": {"from": "1", "to": "1" if one_to_one else "N"},
        "extraPairs": [{"fromAttributeId": p, "toAttributeId": c} for p, c in extra],
    }
