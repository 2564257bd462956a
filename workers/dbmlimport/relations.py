"""DBML refs as the diagram's relations.

`>`, `<` and `-` are foreign keys, made by the SQL import's build_relation (same checks, same
marking of the key's columns): `a.x > b.y` puts the key on a.x, `a.x < b.y` on b.y, and
`Ref: a.x - b.y` on b.y, as dbdiagram itself reads it (its SQL export writes the foreign key on
the right-hand side of a standalone one-to-one ref), while an inline `[ref: - b.y]` puts it on
the column that carries it; `-` is one-to-one whatever the columns' keys say. `<>` is the
diagram's many-to-many relation between the two sides' columns; it makes no foreign key.
"""

from __future__ import annotations

from collections.abc import Callable

from document.i18n import gettext_lazy as _
from workers.sqlimport.build import MAX_RELATIONS, NAME_MAX
from workers.sqlimport.model import ForeignKey, Schema
from workers.sqlimport.relations import MAX_KEY_COLUMNS, build_relation

ACTIONS = {"cascade": "CASCADE", "restrict": "RESTRICT", "set null": "SET NULL",
           "set default": "SET DEFAULT", "no action": "NO ACTION"}


def _action(value: str | None, label: str, line: int, report) -> str:
    if not value:
        return "NO ACTION"
    action = ACTIONS.get(" ".join(value.lower().split()))
    if action is None:
        report(line, label, _("Action « {value} » inconnue sur « {label} » : NO ACTION.")
                            .format(value=value, label=label))
        return "NO ACTION"
    return action


def _label(ref) -> str:
    def side(columns):
        table = columns[0].table
        names = ", ".join(c.name for c in columns)
        return f"{table.name}.({names})" if len(columns) > 1 else f"{table.name}.{names}"
    return (ref.name or f"{side(ref.col1)} {ref.type} {side(ref.col2)}")[:80]


def _many_to_many(ref, by_table: dict, ids: dict, number: int, label: str, line: int,
                  report) -> dict | None:
    ends = [by_table.get(id(cols[0].table)) for cols in (ref.col1, ref.col2)]
    if None in ends or any(id(t) not in ids for t in ends):
        return None
    (from_id, from_columns), (to_id, to_columns) = ids[id(ends[0])], ids[id(ends[1])]
    if len(ref.col1) != len(ref.col2) or len(ref.col1) > MAX_KEY_COLUMNS:
        report(line, label, _("Relation plusieurs-à-plusieurs « {label} » : les colonnes ne "
                              "se correspondent pas, relation ignorée.").format(label=label))
        return None
    pairs = [(from_columns.get(a.name.lower()), to_columns.get(b.name.lower()))
             for a, b in zip(ref.col1, ref.col2, strict=True)]
    if any(a is None or b is None for a, b in pairs):
        return None
    if len({a for a, _ in pairs}) != len(pairs) or len({b for _, b in pairs}) != len(pairs):
        report(line, label, _("Relation plusieurs-à-plusieurs « {label} » qui nomme deux "
                              "fois la même colonne : relation ignorée.").format(label=label))
        return None
    (first_from, first_to), *extra = pairs
    return {
        "id": f"r_{number}", "type": "many-to-many", "fromTableId": from_id,
        "toTableId": to_id, "fromAttributeId": first_from, "toAttributeId": first_to,
        "name": (ref.name or "")[:NAME_MAX], "label": "",
        "onDelete": _action(ref.on_delete, label, line, report),
        "onUpdate": _action(ref.on_update, label, line, report), "color": None,
        "isDashed": False, "cardinality": {"from": "N", "to": "N"},
        "extraPairs": [{"fromAttributeId": a, "toAttributeId": b} for a, b in extra],
    }


def build_relations(schema: Schema, refs: list, by_table: dict, ids: dict, keys: dict,
                    documents: list[dict], report, tick: Callable[[int], None]) -> list[dict]:
    """`by_table`: id(pydbml table) → its model table, for the tables imported."""
    by_id = {doc["id"]: doc for doc in documents}
    relations: list[dict] = []
    for i, ref in enumerate(refs, start=1):
        tick(i)
        label = _label(ref)
        right_holds = ref.type == "<" or (ref.type == "-" and not ref.inline)
        holder, parent = (ref.col2, ref.col1) if right_holds else (ref.col1, ref.col2)
        child_table = by_table.get(id(holder[0].table))
        line = child_table.line if child_table is not None else 0
        if child_table is None or by_table.get(id(parent[0].table)) is None:
            report(line, label, _("Référence « {label} » vers une table non importée : "
                                  "relation ignorée.").format(label=label))
            continue
        if len(relations) >= MAX_RELATIONS:
            report(line, label, _("Plus de {MAX_RELATIONS} relations : celle-ci n'est pas "
                                  "importée.").format(MAX_RELATIONS=MAX_RELATIONS))
            continue
        if ref.type == "<>":
            relation = _many_to_many(ref, by_table, ids, len(relations) + 1, label, line, report)
        else:
            parent_table = parent[0].table
            fk = ForeignKey(child_table, [c.name for c in holder], parent_table.schema or None,
                            parent_table.name, [c.name for c in parent],
                            _action(ref.on_delete, label, line, report),
                            _action(ref.on_update, label, line, report), ref.name or "", line)
            relation = build_relation(schema, fk, ids, keys, by_id, len(relations) + 1, report)
            if relation is not None and ref.type == "-":
                relation["type"] = "one-to-one"
                relation["cardinality"] = {"from": "1", "to": "1"}
        if relation is not None:
            relations.append(relation)
    return relations
