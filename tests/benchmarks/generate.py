"""Deterministic diagram documents for the benchmarks: N tables × C columns, R relations."""

from __future__ import annotations

import argparse
import json
import random

TYPES = ["INT", "BIGINT", "VARCHAR", "TEXT", "DATETIME", "DECIMAL", "BOOLEAN", "UUID", "JSON"]


def document(tables: int, columns: int, relations: int, seed: int = 7) -> dict:
    rng = random.Random(seed)
    per_row = max(1, int(tables ** 0.5 * 1.6))
    height = 35 + 28 * columns + 12
    out_tables = []
    for t in range(tables):
        attributes = [{
            "id": f"a{t}_0", "name": "id", "type": "BIGINT", "isNullable": False,
            "isPrimaryKey": True, "isAutoIncrement": True,
        }]
        for c in range(1, columns):
            kind = rng.choice(TYPES)
            attributes.append({
                "id": f"a{t}_{c}", "name": f"column_{c}", "type": kind,
                "length": 255 if kind == "VARCHAR" else None,
            })
        out_tables.append({
            "id": f"t{t}", "name": f"table_{t}", "x": (t % per_row) * 340,
            "y": (t // per_row) * (height + 80), "width": 250, "height": height,
            "attributes": attributes,
        })
    out_relations = []
    for r in range(relations):
        a = rng.randrange(tables)
        b = (a + rng.randint(1, max(1, min(40, tables - 1)))) % tables
        if a == b:
            b = (a + 1) % tables
        out_relations.append({
            "id": f"r{r}", "fromTableId": f"t{a}", "toTableId": f"t{b}",
            "fromAttributeId": f"a{a}_0", "toAttributeId": f"a{b}_{1 + r % (columns - 1)}",
        })
    return {"format": 1, "tables": out_tables, "relations": out_relations}


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--tables", type=int, default=1000)
    parser.add_argument("--columns", type=int, default=20)
    parser.add_argument("--relations", type=int, default=1500)
    args = parser.parse_args()
    print(json.dumps(document(args.tables, args.columns, args.relations)))
