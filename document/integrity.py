"""What a command may not do to a document even when each of its values is valid: leave a
reference pointing nowhere, give two entities one id, or pass the document's limits.

Checked on the entities the command touched, after the reducer applied it, so a command costs
the size of what it changes, not of the diagram. A command made on an older revision can meet
a document where what it refers to has gone (a collaborator deleted it first): it is refused
rather than stored half-valid, and its author's editor drops it.
"""

from __future__ import annotations

from collections.abc import Iterator

from .constants import LIMITS
from .i18n import gettext

Doc = dict


def _tables(doc: Doc) -> dict[str, dict]:
    return {table["id"]: table for table in doc["tables"]}


def _touched(command: dict) -> Iterator[tuple[str, str | None]]:
    """(kind, id) of every entity the command writes: table, attribute (table id), relation."""
    kind, data = command["type"], command["data"]
    if kind == "BATCH":
        for step in data["commands"]:
            yield from _touched(step)
    elif kind == "ADD_TABLE":
        yield "table", data["table"]["id"]
    elif kind == "UPDATE_TABLE" and "indexes" in data["changes"]:
        yield "table", data["tableId"]
    elif kind in ("ADD_ATTRIBUTE", "UPDATE_ATTRIBUTE"):
        yield "attributes", data["tableId"]
    elif kind == "ADD_RELATION":
        yield "relation", data["relation"]["id"]
    elif kind == "UPDATE_RELATION":
        yield "relation", data["relationId"]


def _references(tables: dict[str, dict], table: dict) -> list[str]:
    errors = []
    for attribute in table["attributes"]:
        target = attribute.get("referencedTable")
        if target is None:
            continue
        referenced = attribute.get("referencedAttribute")
        if target not in tables or (referenced is not None and not any(
                a["id"] == referenced for a in tables[target]["attributes"])):
            errors.append(gettext("« {table}.{attribute} » fait référence à un élément qui "
                                  "n'existe plus.").format(table=table["name"],
                                                           attribute=attribute["name"]))
    return errors


def _table_errors(tables: dict[str, dict], table: dict) -> list[str]:
    ids = [a["id"] for a in table["attributes"]]
    errors = []
    if len(ids) != len(set(ids)):
        errors.append(gettext("« {table} » : identifiant d'attribut en double.").format(
            table=table["name"]))
    if len(ids) > LIMITS["attributesPerTable"]:
        errors.append(gettext("« {table} » : pas plus de {n} attributs par table.").format(
            table=table["name"], n=LIMITS["attributesPerTable"]))
    known = set(ids)
    for index in table["indexes"]:
        if any(column["attributeId"] not in known for column in index["attributes"]):
            errors.append(gettext("« {table} » : l'index « {index} » porte sur un attribut qui "
                                  "n'existe plus.").format(table=table["name"],
                                                           index=index["name"]))
    return errors + _references(tables, table)


def _relation_errors(tables: dict[str, dict], relation: dict) -> list[str]:
    errors = []
    for side in ("from", "to"):
        table = tables.get(relation[f"{side}TableId"])
        attribute_id = relation[f"{side}AttributeId"]
        if table is None:
            errors.append(gettext("La relation relie une table qui n'existe plus."))
            continue
        known = {a["id"] for a in table["attributes"]}
        ids = [attribute_id] + [p[f"{side}AttributeId"] for p in relation.get("extraPairs", ())]
        if any(i is not None and i not in known for i in ids):
            errors.append(gettext("La relation relie un attribut qui n'existe plus."))
        elif relation.get("extraPairs") and (attribute_id is None or len(set(ids)) != len(ids)):
            errors.append(gettext(
                "Une relation sur plusieurs colonnes relie chaque colonne une fois."))
    return list(dict.fromkeys(errors))


def command_errors(before: Doc, after: Doc, command: dict) -> list[str]:
    """French reasons why `after` (= the reducer's result of `command` on `before`) may not be
    stored; empty when it may."""
    if after is before:
        return []
    errors: list[str] = []
    touched = list(dict.fromkeys(_touched(command)))
    if len(after["tables"]) > LIMITS["tables"]:
        errors.append(gettext("Pas plus de {n} tables par diagramme.").format(
            n=LIMITS["tables"]))
    if len(after["relations"]) > LIMITS["relations"]:
        errors.append(gettext("Pas plus de {n} relations par diagramme.").format(
            n=LIMITS["relations"]))
    for key, label in (("notes", gettext("Pas plus de {n} notes par diagramme.")),
                       ("areas", gettext("Pas plus de {n} zones par diagramme."))):
        if len(after.get(key, ())) > LIMITS[key]:
            errors.append(label.format(n=LIMITS[key]))
    if len(after["tables"]) != len(before["tables"]) or any(
            kind == "table" for kind, _ in touched):
        ids = [table["id"] for table in after["tables"]]
        if len(ids) != len(set(ids)):
            errors.append(gettext("Identifiant de table en double."))
    if not touched:  # a move, a removal: nothing it wrote can point anywhere
        return list(dict.fromkeys(errors))
    tables = _tables(after)
    relations = {relation["id"]: relation for relation in after["relations"]} if any(
        kind == "relation" for kind, _ in touched) else {}
    for kind, entity_id in touched:
        if kind in ("table", "attributes") and entity_id in tables:
            errors.extend(_table_errors(tables, tables[entity_id]))
        elif kind == "relation" and entity_id in relations:
            errors.extend(_relation_errors(tables, relations[entity_id]))
    return list(dict.fromkeys(errors))
