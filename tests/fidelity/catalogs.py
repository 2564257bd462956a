"""The databases the exports are loaded into, and their catalogs in the truth files' shape
(`catalog`: table → columns, types, notnull, defaults, auto, pk, fks, indexes). The engines and
catalog readers are the SQL migration checks' (tests/unit/migrations_sql), in scratch databases
of our own, relata_fidelity_<worker>; what is read here only reshapes their answers."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager

from tests import scratch
from tests.unit.migrations_sql import engines


def scratch_name(purpose: str = "") -> str:
    """`purpose` sets a check's own database apart from the real-world files' one, which the
    same process may hold open."""
    part = f"{purpose}_" if purpose else ""
    return scratch.scratch_name(f"fidelity_{part}".rstrip("_"))


@contextmanager
def _named(name: str) -> Iterator[None]:
    """The engines name their database with engines.scratch_name(): ours while one is built."""
    saved = engines.scratch_name
    engines.scratch_name = lambda: name
    try:
        yield
    finally:
        engines.scratch_name = saved


def engine(dialect: str, purpose: str = "") -> engines.Engine:
    """A started engine for `dialect` (postgres, mysql, sqlite). Outside CI a missing server
    skips (pytest's Skipped, a BaseException), under CI it fails, as in the migration checks."""
    kind = {"postgres": engines.Postgres, "mysql": engines.MariaDB, "sqlite": engines.SQLite}
    with _named(scratch_name(purpose)):
        started = kind[dialect]()
    started.reset()
    return started


def read(started: engines.Engine) -> dict:
    if isinstance(started, engines.Postgres):
        return postgres(started.catalog())
    if isinstance(started, engines.MariaDB):
        return mariadb(started.catalog())
    return sqlite(started.catalog())


def _names(text: str) -> list[str]:
    """Column names of a catalog's list: `a, "B", c DESC`, quotes and options removed."""
    parts, depth, current = [], 0, ""
    for char in text:
        depth += char == "("
        depth -= char == ")"
        if char == "," and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += char
    parts.append(current)
    names = []
    for part in (p.strip() for p in parts):
        if part.startswith('"'):
            names.append(part[1:part.index('"', 1)].replace('""', '"'))
        else:
            names.append(part.split()[0] if "(" not in part else part)
    return names


_PG_FK = re.compile(r"FOREIGN KEY \((?P<cols>.*?)\) REFERENCES (?P<ref>.+?)\((?P<refcols>.*?)\)"
                    r"(?P<rest>.*)")
_PG_INDEX = re.compile(r"CREATE (?P<unique>UNIQUE )?INDEX .*? USING \w+ \((?P<cols>.*)\)"
                       r"(?P<where> WHERE .*)?$")


def _pg_action(rest: str, which: str) -> str:
    found = re.search(rf"ON {which} (SET NULL|SET DEFAULT|NO ACTION|RESTRICT|CASCADE)", rest)
    return found.group(1) if found else "NO ACTION"


def postgres(catalog: dict) -> dict:
    result = {}
    for name, table in catalog["tables"].items():
        columns = table.get("columns", {})
        entry = {"name": name, "columns": list(columns),
                 "types": {c: v["type"] for c, v in columns.items()},
                 "notnull": {c: v["not_null"] for c, v in columns.items()},
                 "defaults": {c: v["default"] for c, v in columns.items()},
                 "auto": [c for c, v in columns.items()
                          if v["identity"] or (v["default"] or "").startswith("nextval(")],
                 "pk": [], "fks": [], "indexes": []}
        for key, definition in table.get("constraints", {}).items():
            if key == "primary key":
                entry["pk"] = _names(definition[definition.index("(") + 1:definition.rindex(")")])
            elif key.startswith("f:") and (found := _PG_FK.match(definition)):
                ref = found["ref"].split(".")[-1].strip('"')
                entry["fks"].append({"cols": _names(found["cols"]), "ref": ref,
                                     "refcols": _names(found["refcols"]),
                                     "on_delete": _pg_action(found["rest"], "DELETE"),
                                     "on_update": _pg_action(found["rest"], "UPDATE")})
        for index in table.get("indexes", {}).values():
            found = _PG_INDEX.match(index["definition"])
            if found:
                cols = _names(found["cols"])
                entry["indexes"].append({"cols": cols, "unique": bool(found["unique"]),
                                         "partial": bool(found["where"]),
                                         "expr": any("(" in c for c in cols)})
        result[name] = entry
    return result


def mariadb(catalog: dict) -> dict:
    result = {}
    for name, table in catalog["tables"].items():
        columns = table.get("columns", {})
        entry = {"name": name, "columns": list(columns),
                 "types": {c: v["type"] for c, v in columns.items()},
                 "notnull": {c: v["nullable"] == "NO" for c, v in columns.items()},
                 "defaults": {c: v["default"] for c, v in columns.items()},
                 "auto": [c for c, v in columns.items() if "auto_increment" in v["extra"]],
                 "pk": [], "fks": [], "indexes": []}
        keys = table.get("foreign keys", {})
        for key, (cols, ref, refcols, update, delete) in keys.items():
            entry["fks"].append({"name": key, "cols": _columns(cols), "ref": ref,
                                 "refcols": _columns(refcols), "on_delete": delete,
                                 "on_update": update})
        for index_name, index in table.get("indexes", {}).items():
            cols = [c for c, _sub, _order in index["columns"]]
            if index_name == "PRIMARY":
                entry["pk"] = cols
            elif not _made_for_a_key(index_name, cols, index, entry["fks"]):
                entry["indexes"].append({"cols": cols, "unique": index["unique"],
                                         "type": index["type"]})
        result[name] = entry
    return result


def _columns(read: str | tuple | list) -> list[str]:
    """A key's columns as the migration checks' MariaDB reader gives them: all of a composite
    key's in order, or (as it read them before composite keys) one column name."""
    return [read] if isinstance(read, str) else list(read)


def _made_for_a_key(name: str, cols: list[str], index: dict, fks: list[dict]) -> bool:
    """The index MariaDB adds by itself for a foreign key that has none: named after the
    constraint, or after its first column when the constraint has no name of its own. The
    truth files leave these out."""
    return not index["unique"] and any(
        fk["cols"] == cols and name in (fk["name"], fk["cols"][0]) for fk in fks)


def sqlite(catalog: dict) -> dict:
    result = {}
    for name, table in catalog["tables"].items():
        columns = {c: v for c, v in table["columns"].items()}
        pk = sorted((v["primary key position"], c) for c, v in columns.items()
                    if v["primary key position"])
        entry = {"name": name, "columns": list(columns),
                 "types": {c: v["type"] for c, v in columns.items()},
                 "notnull": {c: v["not_null"] for c, v in columns.items()},
                 "defaults": {c: v["default"] for c, v in columns.items()},
                 "pk": [c for _, c in pk], "fks": [], "indexes": []}
        # AUTOINCREMENT can only follow an INTEGER PRIMARY KEY: that column.
        entry["auto"] = entry["pk"][:1] if table["autoincrement"] and len(pk) == 1 else []
        for parts in table["foreign keys"]:
            ref, _from, _to, update, delete, _match = parts[0]
            entry["fks"].append({"cols": [p[1] for p in parts], "ref": ref,
                                 "refcols": [p[2] for p in parts], "on_delete": delete,
                                 "on_update": update})
        for index in table["indexes"].values():
            if index["origin"] != "pk":
                entry["indexes"].append({"cols": [c for c, *_ in index["columns"]],
                                         "unique": index["unique"],
                                         "partial": index["partial"]})
        result[name] = entry
    # REFERENCES t without columns: t's primary key.
    pks = {name.lower(): entry["pk"] for name, entry in result.items()}
    for entry in result.values():
        for fk in entry["fks"]:
            if None in fk["refcols"]:
                fk["refcols"] = pks.get(str(fk["ref"]).lower(), fk["refcols"])
    return result
