"""The differences between the truth and another side (the imported document, or the database the
export was loaded into), each of one kind: table, column, type, null, default, auto, pk, fk,
index; and how many of the truth's tables, columns, primary keys, foreign keys and indexes the
other side has exactly."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from .schema import UNKNOWN, Schema

KINDS = ("table", "column", "type", "null", "default", "auto", "pk", "fk", "index", "count",
         "load", "dialect")


@dataclass(frozen=True)
class Difference:
    kind: str
    where: str
    detail: str

    def __str__(self) -> str:
        return f"{self.kind:8} {self.where}: {self.detail}"


@dataclass
class Comparison:
    matched: dict[str, list[int]] = field(default_factory=dict)  # kind → [matched, in truth]
    differences: list[Difference] = field(default_factory=list)

    def add(self, kind: str, where: str, detail: str) -> None:
        self.differences.append(Difference(kind, where, detail))

    def tally(self, kind: str, matched: bool) -> None:
        entry = self.matched.setdefault(kind, [0, 0])
        entry[0] += matched
        entry[1] += 1

    def by_kind(self) -> Counter:
        return Counter(d.kind for d in self.differences)


def _show(value) -> str:
    return "—" if value is None else str(value)


def _fk(fk: tuple) -> str:
    cols, ref, refcols, delete, update = fk
    return (f"({', '.join(cols)}) → {ref}({', '.join(refcols)}) ON DELETE {delete} "
            f"ON UPDATE {update}")


def compare(truth: Schema, other: Schema, side: str) -> Comparison:
    """`side` names the other side in the messages (« import », « database »)."""
    result = Comparison()
    for kind in ("tables", "columns", "pk", "fk", "index"):
        result.matched[kind] = [0, 0]
    for name, expected in truth.items():
        found = other.get(name)
        result.tally("tables", found is not None)
        if found is None:
            result.add("table", name, f"missing from the {side}")
            for _ in expected.columns:
                result.tally("columns", False)
            result.matched["pk"][1] += bool(expected.pk)
            result.matched["fk"][1] += len(expected.fks)
            result.matched["index"][1] += len(expected.indexes)
            continue
        _columns(result, name, expected, found, side)
        if expected.pk or found.pk:
            same = tuple(expected.pk) == tuple(found.pk)
            if expected.pk:
                result.tally("pk", same)
            if not same:
                result.add("pk", name, f"truth ({', '.join(expected.pk)}), {side} "
                           f"({', '.join(found.pk)})")
        _keys(result, name, expected.fks, found.fks, "fk", _fk, side)
        _keys(result, name, expected.indexes, found.indexes, "index",
              lambda ix: f"{ix[1]} ({', '.join(ix[0])})", side)
    for name in other.keys() - truth.keys():
        result.add("table", name, f"in the {side}, not in the truth")
    return result


def _columns(result: Comparison, table: str, expected, found, side: str) -> None:
    for column, want in expected.columns.items():
        got = found.columns.get(column)
        result.tally("columns", got is not None)
        where = f"{table}.{column}"
        if got is None:
            result.add("column", where, f"missing from the {side}")
            continue
        if want.type is not UNKNOWN and got.type is not UNKNOWN and want.type != got.type:
            result.add("type", where, f"truth {want.type}, {side} {got.type}")
        if want.not_null != got.not_null:
            result.add("null", where, f"truth {'NOT NULL' if want.not_null else 'NULL'}, "
                       f"{side} {'NOT NULL' if got.not_null else 'NULL'}")
        if want.default is not UNKNOWN and got.default is not UNKNOWN \
                and want.default != got.default:
            result.add("default", where, f"truth {_show(want.default)}, {side} "
                       f"{_show(got.default)}")
        if want.auto != got.auto:
            result.add("auto", where, f"truth {'auto-increment' if want.auto else 'none'}, "
                       f"{side} {'auto-increment' if got.auto else 'none'}")
    for column in found.columns.keys() - expected.columns.keys():
        result.add("column", f"{table}.{column}", f"in the {side}, not in the truth")


def _keys(result: Comparison, table: str, expected: list, found: list, kind: str, show,
          side: str) -> None:
    """Foreign keys or indexes, as multisets (PostgreSQL's Django dump has two indexes on the
    same column, a unique one and a LIKE one)."""
    want, got = Counter(expected), Counter(found)
    for item, times in want.items():
        for at in range(times):
            result.tally(kind, at < got[item])
    # An item found with other actions (a key) or of another kind (an index) is one difference.
    same = 3 if kind == "fk" else 1
    extra = got - want
    for item in (want - got).elements():
        partner = next((g for g in extra if extra[g] and g[:same] == item[:same]), None)
        if partner is None:
            result.add(kind, table, f"missing {show(item)}")
            continue
        extra[partner] -= 1
        result.add(kind, table, f"truth {show(item)}, {side} {show(partner)}")
    for item in (+extra).elements():
        result.add(kind, table, f"in the {side}, not in the truth: {show(item)}")
